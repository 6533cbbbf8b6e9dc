/// <reference types="vite/client" />

/** Absolute origin of the site (SITE_URL at build time). */
declare const __SITE_URL__: string;

/**
 * The in-app admin's login, from VITE_ADMIN_USERNAME / VITE_ADMIN_PASSWORD_HASH, checked by
 * vite.config.ts (src/lib/in-app-admin/admin-env.ts): the username, the password's salted PBKDF2 hash, and the demo
 * password only when no credentials are configured. Read it through src/features/in-app-admin only.
 */
declare const __ADMIN_LOGIN__: import('./lib/in-app-admin/admin-env.ts').AdminLogin;

interface ImportMetaEnv {
  readonly VITE_WEBHOOK_NEWSLETTER_URL?: string;
  readonly VITE_WEBHOOK_COURSE_INQUIRY_URL?: string;
  readonly VITE_WEBHOOK_CHECKOUT_URL?: string;
  readonly VITE_WEBHOOK_CONTACT_URL?: string;
}

// gray-matter's file itself, which src/cms/gray-matter-without-code.ts imports past the alias
// that hands Decap that module in place of the package (vite.config.ts).
declare module 'gray-matter/index.js' {
  const matter: unknown;
  export default matter;
}
