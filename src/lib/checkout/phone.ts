// Contact-field checks for the checkout and the forms: what counts as a phone number, a postal
// code or an email address. The messages shown for them are in field-messages.ts.

/** Spaces, hyphens, dots and parentheses: people type them in numbers, and they are ignored. */
const PHONE_SEPARATORS = /[\s\-.()]/g;

const compactPhone = (value: string) => value.replace(PHONE_SEPARATORS, '');

/** Portugal's country code, written +351 or 00351. */
const PORTUGUESE_PREFIX = /^(?:\+|00)351/;

/**
 * A phone number a customer anywhere can give: a Portuguese one (9 digits starting with 2 for a
 * landline or 9 for a mobile, optionally after +351 or 00351), or an international one, + or 00
 * and a country code followed by the number, 7 to 15 digits in all (E.164's limit). A +351
 * number must be a valid Portuguese one.
 */
export function isValidPhone(value: string): boolean {
  const compact = compactPhone(value);
  if (/^(?:(?:\+|00)351)?[29]\d{8}$/.test(compact)) return true;
  if (PORTUGUESE_PREFIX.test(compact)) return false;
  return /^(?:\+|00)[1-9]\d{6,14}$/.test(compact);
}

/**
 * A number MB Way can pay from: MB Way exists only in Portugal and works with Portuguese mobile
 * numbers, 9 digits starting with 9, optionally after +351 or 00351.
 */
export function isValidMbwayPhone(value: string): boolean {
  return /^(?:(?:\+|00)351)?9\d{8}$/.test(compactPhone(value));
}

/**
 * A Portuguese postal code, written 0000-000 (codes run from 1000-000 to 9999-999). The shop
 * ships only within Portugal, so every shipping address has one.
 */
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
