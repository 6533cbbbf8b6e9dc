// The contact form's field checks (docs/product.md §5): name, email, subject and message are
// required; the phone is optional but, when given, must look like a phone number.
import type { ContactFields } from '#src/lib/form-payloads.ts';
import { isValidEmail, isValidPortuguesePhone } from '#src/lib/phone.ts';

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.name.trim() === '') errors.name = 'O nome é obrigatório.';
  if (fields.email.trim() === '') errors.email = 'O email é obrigatório.';
  else if (!isValidEmail(fields.email)) errors.email = 'Introduza um email válido.';
  if (fields.phone.trim() !== '' && !isValidPortuguesePhone(fields.phone)) {
    errors.phone = 'Introduza um número de telefone válido.';
  }
  if (fields.subject.trim() === '') errors.subject = 'O assunto é obrigatório.';
  if (fields.message.trim() === '') errors.message = 'A mensagem é obrigatória.';
  return errors;
}
