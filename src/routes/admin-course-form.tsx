// Route module for the admin's course form (new and edit); the form lives in src/features/admin/.
import { CourseFormPage } from '#src/features/admin/course-form.tsx';

export default function Route() {
  return <CourseFormPage />;
}
