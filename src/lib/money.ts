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
