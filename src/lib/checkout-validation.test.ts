import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_ERRORS,
  emptyCheckoutForm,
  firstInvalidField,
  isValidMbwayPhone,
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
      fullName: 'Nome completo é obrigatório',
      email: CHECKOUT_ERRORS.emailRequired,
      phone: CHECKOUT_ERRORS.phoneRequired,
      acceptTerms: 'Tem de aceitar os termos e condições',
    });
  });

  it('rejects an invalid email and phone', () => {
    const errors = validateCheckout({ ...valid, email: 'ana@', phone: '12345' });
    expect(errors.email).toBe('Email inválido');
    expect(errors.phone).toBe('Telefone inválido');
  });

  it('accepts Portuguese phones with +351 and spaces', () => {
    expect(validateCheckout({ ...valid, phone: '+351 253 123 456' }).phone).toBeUndefined();
  });

  it('requires the address block for shipping, with a 0000-000 postal code', () => {
    const errors = validateCheckout({ ...valid, address: '', postalCode: '', city: ' ' });
    expect(errors).toEqual({
      address: 'Morada é obrigatória',
      postalCode: CHECKOUT_ERRORS.postalCodeRequired,
      city: 'Localidade é obrigatória',
    });
    expect(validateCheckout({ ...valid, postalCode: '4750123' }).postalCode).toBe(
      'Código postal inválido (formato 0000-000)',
    );
    expect(validateCheckout({ ...valid, postalCode: ' 4750-123 ' }).postalCode).toBeUndefined();
  });

  it('does not ask for an address when picking up at the shop', () => {
    expect(
      validateCheckout({ ...valid, deliveryMethod: 'pickup', address: '', postalCode: 'x', city: '' }),
    ).toEqual({});
  });

  it('requires a valid MB Way number only when paying by MB Way', () => {
    expect(validateCheckout({ ...valid, mbwayPhone: '' }).mbwayPhone).toBe('Número MB Way é obrigatório');
    expect(validateCheckout({ ...valid, mbwayPhone: '253123456' }).mbwayPhone).toBe(
      CHECKOUT_ERRORS.mbwayPhoneInvalid,
    );
    expect(validateCheckout({ ...valid, paymentMethod: 'bank_transfer', mbwayPhone: '' })).toEqual({});
  });

  it('never requires the notes', () => {
    expect(validateCheckout({ ...valid, notes: '' })).toEqual({});
  });
});

describe('isValidMbwayPhone', () => {
  it('accepts Portuguese mobile numbers only', () => {
    expect(isValidMbwayPhone('912345678')).toBe(true);
    expect(isValidMbwayPhone('+351 961 234 567')).toBe(true);
    expect(isValidMbwayPhone('00351931234567')).toBe(true);
    expect(isValidMbwayPhone('253123456')).toBe(false);
    expect(isValidMbwayPhone('+34612345678')).toBe(false);
    expect(isValidMbwayPhone('91234567')).toBe(false);
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the fields on the page', () => {
    expect(firstInvalidField({ acceptTerms: 'x', city: 'x', email: 'x' })).toBe('email');
    expect(firstInvalidField({ acceptTerms: 'x', mbwayPhone: 'x' })).toBe('mbwayPhone');
    expect(firstInvalidField({})).toBeUndefined();
  });
});
