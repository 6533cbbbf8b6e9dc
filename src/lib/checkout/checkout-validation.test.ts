import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../forms/field-messages.ts';
import {
  CHECKOUT_ERRORS,
  emptyCheckoutForm,
  firstInvalidField,
  validateCheckout,
  type CheckoutForm,
} from './checkout-validation.ts';

const valid: CheckoutForm = {
  ...emptyCheckoutForm,
  fullName: 'Ana Silva',
  email: 'ana@example.pt',
  phone: '912 345 678',
  address: 'Rua Direita 1',
  postalCode: '4750-123',
  city: 'Barcelos',
  deliveryMethod: 'shipping',
  paymentMethod: 'mbway',
  mbwayPhone: '912345678',
  acceptTerms: true,
};

describe('validateCheckout', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(valid)).toEqual({});
  });

  it('requires full name, email, phone and accepting the terms', () => {
    const errors = validateCheckout({ ...valid, fullName: '  ', email: '', phone: '', acceptTerms: false });
    expect(errors).toEqual({
      fullName: 'O nome completo é obrigatório.',
      email: 'O email é obrigatório.',
      phone: 'O telefone é obrigatório.',
      acceptTerms: 'Tem de aceitar os termos e condições.',
    });
  });

  it('rejects an invalid email and phone', () => {
    const errors = validateCheckout({ ...valid, email: 'ana@', phone: '12345' });
    expect(errors.email).toBe(FIELD_MESSAGES.emailInvalid);
    expect(errors.phone).toBe(FIELD_MESSAGES.phoneInvalid);
  });

  it('accepts Portuguese phones with +351 and spaces', () => {
    expect(validateCheckout({ ...valid, phone: '+351 253 123 456' }).phone).toBeUndefined();
  });

  it('accepts the phone of a customer from abroad', () => {
    expect(validateCheckout({ ...valid, phone: '+34 612 345 678' })).toEqual({});
    expect(validateCheckout({ ...valid, phone: '0044 20 7946 0958' })).toEqual({});
  });

  it('requires the address block for shipping, with a 0000-000 postal code', () => {
    const errors = validateCheckout({ ...valid, address: '', postalCode: '', city: ' ' });
    expect(errors).toEqual({
      address: CHECKOUT_ERRORS.addressRequired,
      postalCode: 'O código postal é obrigatório.',
      city: CHECKOUT_ERRORS.cityRequired,
    });
    expect(validateCheckout({ ...valid, postalCode: '4750123' }).postalCode).toBe(
      'Introduza o código postal no formato 0000-000.',
    );
    expect(validateCheckout({ ...valid, postalCode: '28013' }).postalCode).toBe(
      FIELD_MESSAGES.postalCodeInvalid,
    );
    expect(validateCheckout({ ...valid, postalCode: ' 4750-123 ' }).postalCode).toBeUndefined();
  });

  it('does not ask for an address when picking up at the shop', () => {
    expect(
      validateCheckout({ ...valid, deliveryMethod: 'pickup', address: '', postalCode: 'x', city: '' }),
    ).toEqual({});
  });

  it('requires a valid MB Way number only when paying by MB Way', () => {
    expect(validateCheckout({ ...valid, mbwayPhone: '' }).mbwayPhone).toBe('O número MB Way é obrigatório.');
    expect(validateCheckout({ ...valid, mbwayPhone: '253123456' }).mbwayPhone).toBe(
      FIELD_MESSAGES.mbwayPhoneInvalid,
    );
    // A customer from abroad gives a foreign phone, but MB Way needs a Portuguese mobile.
    expect(validateCheckout({ ...valid, phone: '+34 612 345 678', mbwayPhone: '+34 612 345 678' })).toEqual({
      mbwayPhone: FIELD_MESSAGES.mbwayPhoneInvalid,
    });
    expect(validateCheckout({ ...valid, paymentMethod: 'bank_transfer', mbwayPhone: '' })).toEqual({});
  });

  it('never requires the notes', () => {
    expect(validateCheckout({ ...valid, notes: '' })).toEqual({});
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the fields on the page', () => {
    expect(firstInvalidField({ acceptTerms: 'x', city: 'x', email: 'x' })).toBe('email');
    expect(firstInvalidField({ acceptTerms: 'x', mbwayPhone: 'x' })).toBe('mbwayPhone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
