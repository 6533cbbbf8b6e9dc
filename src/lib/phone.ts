// Contact-field checks for the checkout and the forms.

/**
 * A Portuguese phone number: 9 digits starting with 2 (landline) or 9 (mobile), optionally
 * after +351 or 00351. Any other international number in + form with 8 to 15 digits (E.164) is
 * also accepted, but a +351 number must be a valid Portuguese one. Spaces (and hyphens, dots and
 * parentheses, as people also type them) are ignored.
 */
export function isValidPortuguesePhone(value: string): boolean {
  const compact = value.replace(/[\s\-.()]/g, '');
  if (/^(?:\+351|00351)?[29]\d{8}$/.test(compact)) return true;
  if (compact.startsWith('+351') || compact.startsWith('00351')) return false;
  return /^\+[1-9]\d{7,14}$/.test(compact);
}

/** A Portuguese postal code, written 0000-000 (codes run from 1000-000 to 9999-999). */
export function isValidPostalCode(value: string): boolean {
  return /^[1-9]\d{3}-\d{3}$/.test(value.trim());
}

/**
 * A plausible email address: something@domain.tld, with no spaces, one @, and a domain of dotted
 * labels. Deliverability is for the mail server to judge; this catches typing slips.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/.test(email);
}
