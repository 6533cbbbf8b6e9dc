// The checkout form and its rules (docs/product.md §3, §5).
import { isValidEmail, isValidPortuguesePhone, isValidPostalCode } from './phone.ts';
import type { DeliveryMethod } from './pricing.ts';

export type PaymentMethod = 'mbway' | 'bank_transfer';

export type CheckoutForm = {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
  mbwayPhone: string;
  notes: string;
  acceptTerms: boolean;
};

export type CheckoutField = keyof CheckoutForm;
export type CheckoutErrors = Partial<Record<CheckoutField, string>>;

export const emptyCheckoutForm: CheckoutForm = Object.freeze({
  fullName: '',
  email: '',
  phone: '',
  address: '',
  postalCode: '',
  city: '',
  deliveryMethod: 'shipping',
  paymentMethod: 'mbway',
  mbwayPhone: '',
  notes: '',
  acceptTerms: false,
});

/** The fields that can be invalid, in the order they appear on the page (first error gets focus). */
export const CHECKOUT_FIELD_ORDER: readonly CheckoutField[] = [
  'fullName',
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
  'mbwayPhone',
  'acceptTerms',
];

export const CHECKOUT_ERRORS = {
  fullNameRequired: 'Nome completo é obrigatório',
  emailRequired: 'Email é obrigatório',
  emailInvalid: 'Email inválido',
  phoneRequired: 'Telefone é obrigatório',
  phoneInvalid: 'Telefone inválido',
  addressRequired: 'Morada é obrigatória',
  postalCodeRequired: 'Código postal é obrigatório',
  postalCodeInvalid: 'Código postal inválido (formato 0000-000)',
  cityRequired: 'Localidade é obrigatória',
  mbwayPhoneRequired: 'Número MB Way é obrigatório',
  mbwayPhoneInvalid: 'Número MB Way inválido',
  acceptTermsRequired: 'Tem de aceitar os termos e condições',
} as const;

const blank = (value: string) => value.trim() === '';

/** MB Way works with Portuguese mobile numbers: 9 digits starting with 9, optionally after +351. */
export function isValidMbwayPhone(value: string): boolean {
  return /^(?:\+351|00351)?9\d{8}$/.test(value.replace(/[\s\-.()]/g, ''));
}

/**
 * Every problem of the form, keyed by field; an empty object when it may be sent. The address
 * block counts only for shipping and the MB Way number only when paying by MB Way.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (blank(form.fullName)) errors.fullName = CHECKOUT_ERRORS.fullNameRequired;

  if (blank(form.email)) errors.email = CHECKOUT_ERRORS.emailRequired;
  else if (!isValidEmail(form.email)) errors.email = CHECKOUT_ERRORS.emailInvalid;

  if (blank(form.phone)) errors.phone = CHECKOUT_ERRORS.phoneRequired;
  else if (!isValidPortuguesePhone(form.phone)) errors.phone = CHECKOUT_ERRORS.phoneInvalid;

  if (form.deliveryMethod === 'shipping') {
    if (blank(form.address)) errors.address = CHECKOUT_ERRORS.addressRequired;
    if (blank(form.postalCode)) errors.postalCode = CHECKOUT_ERRORS.postalCodeRequired;
    else if (!isValidPostalCode(form.postalCode)) errors.postalCode = CHECKOUT_ERRORS.postalCodeInvalid;
    if (blank(form.city)) errors.city = CHECKOUT_ERRORS.cityRequired;
  }

  if (form.paymentMethod === 'mbway') {
    if (blank(form.mbwayPhone)) errors.mbwayPhone = CHECKOUT_ERRORS.mbwayPhoneRequired;
    else if (!isValidMbwayPhone(form.mbwayPhone)) errors.mbwayPhone = CHECKOUT_ERRORS.mbwayPhoneInvalid;
  }

  if (!form.acceptTerms) errors.acceptTerms = CHECKOUT_ERRORS.acceptTermsRequired;
  return errors;
}

/** The first invalid field in page order, to move the focus to. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELD_ORDER.find((field) => errors[field] !== undefined);
}
