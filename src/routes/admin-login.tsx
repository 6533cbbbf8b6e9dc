// Route module for /admin/login; the page itself lives in src/features/in-app-admin/.
import { AdminLoginPage } from '#src/features/in-app-admin/login/admin-login-page.tsx';

export default function Route() {
  return <AdminLoginPage />;
}
