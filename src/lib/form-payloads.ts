// Bodies of the form webhooks (SPEC.md section 7). Each builder returns exactly SPEC's keys, in
// SPEC's order, with the visitor's text trimmed.

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
