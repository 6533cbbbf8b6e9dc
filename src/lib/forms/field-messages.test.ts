import { describe, expect, it } from 'vitest';
import {
  emailError,
  FIELD_HINTS,
  FIELD_MESSAGES,
  mbwayPhoneError,
  phoneError,
  postalCodeError,
} from './field-messages.ts';

describe('emailError', () => {
  it('asks for a missing email and explains an invalid one', () => {
    expect(emailError('  ')).toBe('O email é obrigatório.');
    expect(emailError('ana@')).toBe('Introduza um email válido.');
    expect(emailError('ana@exemplo.pt')).toBeUndefined();
  });
});

describe('phoneError', () => {
  it('lets an optional phone stay empty, but not a required one', () => {
    expect(phoneError('', { required: false })).toBeUndefined();
    expect(phoneError(' ', { required: true })).toBe('O telefone é obrigatório.');
  });

  it('accepts Portuguese and foreign numbers', () => {
    for (const phone of ['912 345 678', '+351 253 123 456', '+34 612 345 678', '0044 20 7946 0958']) {
      expect(phoneError(phone, { required: true })).toBeUndefined();
    }
  });

  it('explains in Portuguese what a valid number looks like', () => {
    expect(phoneError('abc', { required: false })).toBe(FIELD_MESSAGES.phoneInvalid);
    expect(FIELD_MESSAGES.phoneInvalid).toMatch(/9 dígitos/);
    expect(FIELD_MESSAGES.phoneInvalid).toMatch(/indicativo do país/);
  });
});

describe('postalCodeError', () => {
  it('requires a 0000-000 code', () => {
    expect(postalCodeError('')).toBe('O código postal é obrigatório.');
    expect(postalCodeError('4750')).toBe(FIELD_MESSAGES.postalCodeInvalid);
    expect(postalCodeError('4750-123')).toBeUndefined();
  });
});

describe('mbwayPhoneError', () => {
  it('requires a Portuguese mobile number and says why', () => {
    expect(mbwayPhoneError('')).toBe('O número MB Way é obrigatório.');
    expect(mbwayPhoneError('+34 612 345 678')).toBe(FIELD_MESSAGES.mbwayPhoneInvalid);
    expect(FIELD_MESSAGES.mbwayPhoneInvalid).toMatch(/números portugueses/);
    expect(mbwayPhoneError('912 345 678')).toBeUndefined();
  });
});

describe('FIELD_HINTS', () => {
  it('say which formats are expected', () => {
    expect(FIELD_HINTS.phone).toContain('+34');
    expect(FIELD_HINTS.postalCode).toContain('0000-000');
    expect(FIELD_HINTS.mbwayPhone).toMatch(/portugu/);
  });
});
