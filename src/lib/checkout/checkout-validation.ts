// The checkout form and its rules (docs/product.md §3, §5).
import { emailError, mbwayPhoneError, phoneError, postalCodeError } from '../forms/field-messages.ts';
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

/** The checkout's own messages; those of the email, phone, postal code and MB Way number are in field-messages.ts. */
export const CHECKOUT_ERRORS = {
  fullNameRequired: 'O nome completo é obrigatório.',
  addressRequired: 'A morada é obrigatória.',
  cityRequired: 'A localidade é obrigatória.',
  acceptTermsRequired: 'Tem de aceitar os termos e condições.',
} as const;

const blank = (value: string) => value.trim() === '';

/** Adds `message` to `errors` under `field` when there is one. */
function note(errors: CheckoutErrors, field: CheckoutField, message: string | undefined) {
  if (message !== undefined) errors[field] = message;
}

/**
 * Every problem of the form, keyed by field; an empty object when it may be sent. The address
 * block counts only for shipping and the MB Way number only when paying by MB Way.
 */
export function validateCheckout(form: CheckoutForm): CheckoutErrors {
  const errors: CheckoutErrors = {};
  if (blank(form.fullName)) errors.fullName = CHECKOUT_ERRORS.fullNameRequired;
  note(errors, 'email', emailError(form.email));
  note(errors, 'phone', phoneError(form.phone, { required: true }));

  if (form.deliveryMethod === 'shipping') {
    if (blank(form.address)) errors.address = CHECKOUT_ERRORS.addressRequired;
    note(errors, 'postalCode', postalCodeError(form.postalCode));
    if (blank(form.city)) errors.city = CHECKOUT_ERRORS.cityRequired;
  }

  if (form.paymentMethod === 'mbway') note(errors, 'mbwayPhone', mbwayPhoneError(form.mbwayPhone));

  if (!form.acceptTerms) errors.acceptTerms = CHECKOUT_ERRORS.acceptTermsRequired;
  return errors;
}

/** The first invalid field in page order, to move the focus to. */
export function firstInvalidField(errors: CheckoutErrors): CheckoutField | undefined {
  return CHECKOUT_FIELD_ORDER.find((field) => errors[field] !== undefined);
}
