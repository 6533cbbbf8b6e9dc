// Route module for the admin's course form (new and edit); the form lives in src/features/in-app-admin/.
import { CourseFormPage } from '#src/features/in-app-admin/course-form.tsx';

export default function Route() {
  return <CourseFormPage />;
}
