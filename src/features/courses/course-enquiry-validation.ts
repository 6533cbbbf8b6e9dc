// The course enquiry's field checks (docs/product.md §5): name, email and message are required,
// the phone is optional but, when given, must look like a phone number.
import type { CourseEnquiryFields } from '#src/lib/forms/form-payloads.ts';
import { emailError, phoneError } from '#src/lib/forms/field-messages.ts';

export type EnquiryErrors = Partial<Record<keyof CourseEnquiryFields, string>>;

export function validateEnquiry(fields: CourseEnquiryFields): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (fields.name.trim() === '') errors.name = 'O nome é obrigatório.';
  const email = emailError(fields.email);
  if (email !== undefined) errors.email = email;
  const phone = phoneError(fields.phone, { required: false });
  if (phone !== undefined) errors.phone = phone;
  if (fields.message.trim() === '') errors.message = 'A mensagem é obrigatória.';
  return errors;
}
