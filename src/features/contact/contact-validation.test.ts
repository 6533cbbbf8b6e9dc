import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '#src/lib/forms/field-messages.ts';
import { validateContact } from './contact-validation.ts';

const valid = { name: 'Ana', email: 'ana@example.pt', phone: '', subject: 'Dúvida', message: 'Olá' };

describe('validateContact', () => {
  it('accepts a complete form without a phone', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires name, email, subject and message (blank text counts as empty)', () => {
    expect(validateContact({ name: ' ', email: '', phone: '', subject: '\n', message: '  ' })).toEqual({
      name: 'O nome é obrigatório.',
      email: 'O email é obrigatório.',
      subject: 'O assunto é obrigatório.',
      message: 'A mensagem é obrigatória.',
    });
  });

  it('rejects an email that is not one', () => {
    expect(validateContact({ ...valid, email: 'ana@' })).toEqual({ email: 'Introduza um email válido.' });
  });

  it('checks the phone only when one is given', () => {
    expect(validateContact({ ...valid, phone: '912 345 678' })).toEqual({});
    expect(validateContact({ ...valid, phone: '+34 612 345 678' })).toEqual({});
    expect(validateContact({ ...valid, phone: '123' })).toEqual({ phone: FIELD_MESSAGES.phoneInvalid });
  });
});
