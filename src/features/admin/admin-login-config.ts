// The login the build was made with (vite.config.ts checks it; src/lib/admin-env.ts).
import type { AdminLogin } from '#src/lib/admin-env.ts';

export const adminLogin: AdminLogin = __ADMIN_LOGIN__;
