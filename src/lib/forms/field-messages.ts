// What the visitor reads about the contact fields that several forms share (checkout, contact,
// course enquiry, newsletter): the hints under the fields and the error messages, in one
// wording. The rules themselves are in phone.ts.
import { isValidEmail, isValidMbwayPhone, isValidPhone, isValidPostalCode } from '../checkout/phone.ts';

export const FIELD_MESSAGES = {
  emailRequired: 'O email é obrigatório.',
  emailInvalid: 'Introduza um email válido.',
  phoneRequired: 'O telefone é obrigatório.',
  phoneInvalid:
    'Introduza um número de telefone válido: 9 dígitos, ou o indicativo do país (+34, 0044…) seguido do número.',
  postalCodeRequired: 'O código postal é obrigatório.',
  postalCodeInvalid: 'Introduza o código postal no formato 0000-000.',
  mbwayPhoneRequired: 'O número MB Way é obrigatório.',
  mbwayPhoneInvalid:
    'Introduza um telemóvel português (9 dígitos, começa por 9): o MB Way só funciona com números portugueses.',
} as const;

export const FIELD_HINTS = {
  phone: 'Número português de 9 dígitos, ou estrangeiro com o indicativo do país (ex.: +34 612 345 678).',
  postalCode: 'Formato 0000-000. Enviamos para Portugal continental e ilhas.',
  mbwayPhone:
    'O telemóvel português associado à sua conta MB Way (9 dígitos, começa por 9): o MB Way só funciona com números portugueses.',
} as const;

const blank = (value: string) => value.trim() === '';

/** The problem with an email field (always required), or undefined when it is fine. */
export function emailError(value: string): string | undefined {
  if (blank(value)) return FIELD_MESSAGES.emailRequired;
  return isValidEmail(value) ? undefined : FIELD_MESSAGES.emailInvalid;
}

/** The problem with a phone field, or undefined; an optional one may stay empty. */
export function phoneError(value: string, { required }: { required: boolean }): string | undefined {
  if (blank(value)) return required ? FIELD_MESSAGES.phoneRequired : undefined;
  return isValidPhone(value) ? undefined : FIELD_MESSAGES.phoneInvalid;
}

/** The problem with a (required) Portuguese postal code, or undefined. */
export function postalCodeError(value: string): string | undefined {
  if (blank(value)) return FIELD_MESSAGES.postalCodeRequired;
  return isValidPostalCode(value) ? undefined : FIELD_MESSAGES.postalCodeInvalid;
}

/** The problem with a (required) MB Way number, or undefined. */
export function mbwayPhoneError(value: string): string | undefined {
  if (blank(value)) return FIELD_MESSAGES.mbwayPhoneRequired;
  return isValidMbwayPhone(value) ? undefined : FIELD_MESSAGES.mbwayPhoneInvalid;
}
