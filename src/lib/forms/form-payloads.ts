// Bodies of the form webhooks (docs/product.md §7). Each builder returns exactly the documented
// keys, in their order, with the visitor's text trimmed.

export type CourseEnquiryFields = { name: string; email: string; phone: string; message: string };

export type CourseEnquiryPayload = {
  formId: 'course_inquiry';
  name: string;
  email: string;
  /** '' when the visitor gave none (the field is optional). */
  phone: string;
  message: string;
  courseId: number;
  courseTitle: string;
  /** ISO 8601 time of sending. */
  submittedAt: string;
  source: 'course_detail_page';
};

/** The course enquiry sent from a course page. */
export function courseEnquiryPayload(
  fields: CourseEnquiryFields,
  course: { id: number; title: string },
  submittedAt: Date,
): CourseEnquiryPayload {
  return {
    formId: 'course_inquiry',
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    message: fields.message.trim(),
    courseId: course.id,
    courseTitle: course.title,
    submittedAt: submittedAt.toISOString(),
    source: 'course_detail_page',
  };
}

export type ContactFields = { name: string; email: string; phone: string; subject: string; message: string };

export type ContactPayload = {
  formId: 'contact_form';
  name: string;
  email: string;
  /** '' when the visitor gave none (the field is optional). */
  phone: string;
  subject: string;
  message: string;
  /** ISO 8601 time of sending. */
  submittedAt: string;
  source: 'contact_page';
};

/** The message sent from the contact page. */
export function contactPayload(fields: ContactFields, submittedAt: Date): ContactPayload {
  return {
    formId: 'contact_form',
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    subject: fields.subject.trim(),
    message: fields.message.trim(),
    submittedAt: submittedAt.toISOString(),
    source: 'contact_page',
  };
}

export type NewsletterFields = { email: string; birthDate: string };

export type NewsletterPayload = {
  formId: 'newsletter_popup';
  email: string;
  /** yyyy-mm-dd, or '' when the visitor gave none (the field is optional). */
  birthDate: string;
  /** ISO 8601 time of sending. */
  submittedAt: string;
  source: 'home_popup';
};

/** The newsletter sign-up sent from the home page's popup. */
export function newsletterPayload(fields: NewsletterFields, submittedAt: Date): NewsletterPayload {
  return {
    formId: 'newsletter_popup',
    email: fields.email.trim(),
    birthDate: fields.birthDate.trim(),
    submittedAt: submittedAt.toISOString(),
    source: 'home_popup',
  };
}
