// The course enquiry's field checks (docs/product.md §5): name, email and message are required,
// the phone is optional but, when given, must look like a phone number.
import type { CourseEnquiryFields } from '#src/lib/form-payloads.ts';
import { isValidEmail, isValidPortuguesePhone } from '#src/lib/phone.ts';

export type EnquiryErrors = Partial<Record<keyof CourseEnquiryFields, string>>;

export function validateEnquiry(fields: CourseEnquiryFields): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (fields.name.trim() === '') errors.name = 'O nome é obrigatório.';
  if (fields.email.trim() === '') errors.email = 'O email é obrigatório.';
  else if (!isValidEmail(fields.email)) errors.email = 'Introduza um email válido.';
  if (fields.phone.trim() !== '' && !isValidPortuguesePhone(fields.phone)) {
    errors.phone = 'Introduza um número de telefone válido.';
  }
  if (fields.message.trim() === '') errors.message = 'A mensagem é obrigatória.';
  return errors;
}
