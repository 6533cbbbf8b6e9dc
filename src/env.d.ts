/// <reference types="vite/client" />

/** Absolute origin of the site (SITE_URL at build time). */
declare const __SITE_URL__: string;

interface ImportMetaEnv {
  readonly VITE_WEBHOOK_NEWSLETTER_URL?: string;
  readonly VITE_WEBHOOK_COURSE_INQUIRY_URL?: string;
  readonly VITE_WEBHOOK_CHECKOUT_URL?: string;
  readonly VITE_WEBHOOK_CONTACT_URL?: string;
  readonly VITE_ADMIN_USERNAME?: string;
  readonly VITE_ADMIN_PASSWORD_SHA256?: string;
}
