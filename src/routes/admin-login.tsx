// Route module for /admin/login; the page itself lives in src/features/admin/.
import { AdminLoginPage } from '#src/features/admin/login/admin-login-page.tsx';

export default function Route() {
  return <AdminLoginPage />;
}
