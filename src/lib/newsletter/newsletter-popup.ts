// When the newsletter popup shows (docs/product.md §2.1, §4, §9). No React, no DOM: the newsletter
// feature (src/features/newsletter/) reads the flags and runs the timers.
import { paths } from '../paths.ts';

/** The popup opens 2 s after the home page opens (or after consent is given while on it). */
export const NEWSLETTER_POPUP_DELAY_MS = 2000;
/** The simulated wait before the sign-up is sent. */
export const NEWSLETTER_SUBMIT_DELAY_MS = 1000;
/** The success screen ('Obrigada!') closes itself after 2 s. */
export const NEWSLETTER_SUCCESS_CLOSE_MS = 2000;

/** The query parameter that forces the popup on the home page: `/?newsletter=1`. */
export const NEWSLETTER_FORCE_PARAM = 'newsletter';

export type NewsletterPopupContext = {
  pathname: string;
  /** Whether the visitor has made a cookie choice (any choice, accepting or rejecting). */
  consentGiven: boolean;
  /** STORAGE_KEYS.newsletterPopupClosed is set. */
  closed: boolean;
  /** STORAGE_KEYS.newsletterSubscribed is set. */
  subscribed: boolean;
  /** The URL forces the popup (see isNewsletterPopupForced). */
  forced: boolean;
};

/** Whether the home page's URL forces the popup: `?newsletter=1` (or `true`). */
export function isNewsletterPopupForced(search: string): boolean {
  const value = new URLSearchParams(search).get(NEWSLETTER_FORCE_PARAM);
  return value === '1' || value === 'true';
}

const isHomePath = (pathname: string) => pathname === paths.home.path || pathname === '';

/**
 * Whether the popup is due: only on the home page, only once a cookie choice exists (the consent
 * banner comes first), and never again after it was closed or the visitor subscribed, unless
 * the URL forces it. Forcing overrides the two flags only: it neither leaves the home page nor
 * goes before the cookie choice.
 */
export function shouldShowNewsletterPopup(context: NewsletterPopupContext): boolean {
  if (!isHomePath(context.pathname) || !context.consentGiven) return false;
  if (context.forced) return true;
  return !context.closed && !context.subscribed;
}
