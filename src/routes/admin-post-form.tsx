// Route module for the admin's blog post form (new and edit); the form lives in src/features/in-app-admin/.
import { PostFormPage } from '#src/features/in-app-admin/post-form.tsx';

export default function Route() {
  return <PostFormPage />;
}
