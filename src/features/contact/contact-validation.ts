// The contact form's field checks (docs/product.md §5): name, email, subject and message are
// required; the phone is optional but, when given, must look like a phone number.
import type { ContactFields } from '#src/lib/forms/form-payloads.ts';
import { emailError, phoneError } from '#src/lib/forms/field-messages.ts';

export type ContactErrors = Partial<Record<keyof ContactFields, string>>;

export function validateContact(fields: ContactFields): ContactErrors {
  const errors: ContactErrors = {};
  if (fields.name.trim() === '') errors.name = 'O nome é obrigatório.';
  const email = emailError(fields.email);
  if (email !== undefined) errors.email = email;
  const phone = phoneError(fields.phone, { required: false });
  if (phone !== undefined) errors.phone = phone;
  if (fields.subject.trim() === '') errors.subject = 'O assunto é obrigatório.';
  if (fields.message.trim() === '') errors.message = 'A mensagem é obrigatória.';
  return errors;
}
