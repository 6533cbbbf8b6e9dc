// The login the build was made with (vite.config.ts checks it; src/lib/in-app-admin/admin-env.ts).
import type { AdminLogin } from '#src/lib/in-app-admin/admin-env.ts';

export const adminLogin: AdminLogin = __ADMIN_LOGIN__;
