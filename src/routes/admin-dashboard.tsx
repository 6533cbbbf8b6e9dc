// Route module for /admin/dashboard; the page itself lives in src/features/in-app-admin/.
import { AdminDashboardPage } from '#src/features/in-app-admin/dashboard/admin-dashboard-page.tsx';

export default function Route() {
  return <AdminDashboardPage />;
}
