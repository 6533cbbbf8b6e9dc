// Route module for /admin/dashboard; the page itself lives in src/features/admin/.
import { AdminDashboardPage } from '#src/features/admin/dashboard/admin-dashboard-page.tsx';

export default function Route() {
  return <AdminDashboardPage />;
}
