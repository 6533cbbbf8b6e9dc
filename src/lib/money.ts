// All money is computed in integer cents; euros (as stored in the content) are converted once,
// at the edge, and formatted back only for display.

const euroFormatter = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });

/**
 * Euros to whole cents, half away from zero. The product is first rounded to 6 decimals so that
 * binary float noise (0.1 + 0.2, 1.005 * 100 = 100.49999...) does not decide the rounding.
 * Throws a RangeError for NaN and infinities: a price that is not a number is a bug, and must
 * never reach a total silently.
 */
export function toCents(euros: number): number {
  if (!Number.isFinite(euros)) {
    throw new RangeError(`Not an amount of money: ${String(euros)}`);
  }
  const cents = Math.round(Number((Math.abs(euros) * 100).toFixed(6)));
  return cents === 0 ? 0 : Math.sign(euros) * cents;
}

/** Cents back to euros, e.g. for a webhook payload that carries euro amounts. */
export function centsToEuros(cents: number): number {
  return Math.round(cents) / 100;
}

/** pt-PT currency text, e.g. '12,50 €' (the space before € is a no-break space, U+00A0). */
export function formatCents(cents: number): string {
  return euroFormatter.format(Math.round(cents) / 100);
}

/** pt-PT currency text for an amount in euros, rounded to the cent first. */
export function formatPrice(euros: number): string {
  return formatCents(toCents(euros));
}

/**
 * An amount of euros as a person types it in Portugal, or as the content files write it: '19,90',
 * '19.90', '1.200,50', '1 200', '€ 12,5' (a minus sign is kept, for the form to refuse it by name). A comma is the decimal mark; a dot is too, unless
 * exactly three digits follow it (then it groups thousands: '1.200' is one thousand two hundred, as
 * a Portuguese reader means it). NaN for anything else ('12,5,0', '1,200.50', 'doze'), so that a
 * form shows its "must be a number" message instead of guessing.
 */
export function parseEuros(text: string): number {
  const compact = text
    .replace(/[\u00a0€]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Thousands grouped by dots or by spaces (one or the other), then a decimal comma.
  const grouped = /^-?\d{1,3}([. ])\d{3}(\1\d{3})*(,\d+)?$/.exec(compact);
  const plain = /^-?\d+([.,]\d+)?$/.test(compact);
  if (!grouped && !plain) return Number.NaN;
  const digits = grouped ? compact.split(grouped[1] ?? '').join('') : compact;
  return Number(digits.replace(',', '.'));
}

/** Euros as the admin's forms show them for editing: '19,90', '1200,00' (no grouping, no sign). */
export function eurosForEditing(euros: number): string {
  return euros.toFixed(2).replace('.', ',');
}
