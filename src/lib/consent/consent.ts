// Cookie consent (docs/product.md §2.1, §3, §4): the stored choice, how a stored value is checked,
// and which view of the consent banner shows when. No React, no DOM: the consent feature
// (src/features/consent/) keeps the state and draws the banner.

/** The optional kinds of cookies; essential ones need no consent and are always on. */
export type ConsentCategory = 'analytics' | 'marketing';

/** What is stored under STORAGE_KEYS.cookieConsent (docs/product.md §3). */
export type CookieConsent = {
  essential: true;
  analytics: boolean;
  marketing: boolean;
  /** ISO 8601 time the visitor made the choice. */
  timestamp: string;
};

export type ConsentChoice = Record<ConsentCategory, boolean>;

/** The banner appears 2 s after the page opens when no choice is stored (docs/product.md §9). */
export const COOKIE_BANNER_DELAY_MS = 2000;

/**
 * A choice is asked again after 12 months, as the privacy policy promises ("Preferências de
 * cookies: até 12 meses") and as the data-protection authorities recommend.
 */
export const CONSENT_MAX_AGE_MONTHS = 12;

export const ACCEPT_ALL: ConsentChoice = { analytics: true, marketing: true };
export const REJECT_OPTIONAL: ConsentChoice = { analytics: false, marketing: false };

/** The record to store for a choice made at `now`. */
export function createConsent(choice: ConsentChoice, now: Date): CookieConsent {
  return {
    essential: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
}

/** When a choice made at `timestamp` stops counting. */
export function consentExpiresAt(timestamp: string): Date {
  const expiry = new Date(timestamp);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MAX_AGE_MONTHS);
  return expiry;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored consent when it is a valid and current choice, else undefined (the visitor is asked
 * again). Valid: an object with `essential: true`, boolean `analytics` and `marketing`, and a
 * parseable `timestamp` less than CONSENT_MAX_AGE_MONTHS old at `now`. Unknown extra keys are
 * dropped.
 */
export function parseConsent(value: unknown, now: Date): CookieConsent | undefined {
  if (!isRecord(value)) return undefined;
  const { essential, analytics, marketing, timestamp } = value;
  if (essential !== true || typeof analytics !== 'boolean' || typeof marketing !== 'boolean')
    return undefined;
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return undefined;
  if (now.getTime() >= consentExpiresAt(timestamp).getTime()) return undefined;
  return { essential: true, analytics, marketing, timestamp };
}

/**
 * The stored value as read from local storage: the choice when it is valid and current; null for
 * a valid choice that has expired (the visitor is asked again, and her answer replaces it);
 * undefined for anything else, which the storage reader removes with a warning.
 */
export function readStoredConsent(value: unknown, now: Date): CookieConsent | null | undefined {
  const consent = parseConsent(value, now);
  if (consent !== undefined) return consent;
  // Valid but expired: the same value read a year earlier.
  if (isRecord(value) && typeof value.timestamp === 'string') {
    const timestamp = Date.parse(value.timestamp);
    if (!Number.isNaN(timestamp) && parseConsent(value, new Date(timestamp)) !== undefined) return null;
  }
  return undefined;
}

/** Whether `category` may run: only with a stored choice that allows it. */
export function consentAllows(consent: CookieConsent | null, category: ConsentCategory): boolean {
  return consent !== null && consent[category];
}

/** The choice shown in the settings view: the current one, or everything optional off. */
export function choiceOf(consent: CookieConsent | null): ConsentChoice {
  return consent === null
    ? { ...REJECT_OPTIONAL }
    : { analytics: consent.analytics, marketing: consent.marketing };
}

// Which view of the consent banner is showing.

export type ConsentView =
  | { kind: 'hidden' }
  | { kind: 'banner' }
  /** `from`: where Cancelar leads: back to the banner, or closed (opened from the footer). */
  | { kind: 'settings'; from: 'banner' | 'footer' };

export type ConsentViewEvent =
  /** The banner's delay ran out; `hasChoice` tells whether a valid choice is stored. */
  | { type: 'bannerDue'; hasChoice: boolean }
  /** 'Configurar' in the banner. */
  | { type: 'configure' }
  /** 'Definições de cookies' in the footer, at any time. */
  | { type: 'openSettings' }
  /** 'Cancelar' or Escape in the settings view. */
  | { type: 'cancel' }
  /** A choice was stored (any button that decides). */
  | { type: 'decided' };

export const HIDDEN: ConsentView = { kind: 'hidden' };

export function consentViewReducer(view: ConsentView, event: ConsentViewEvent): ConsentView {
  switch (event.type) {
    case 'bannerDue':
      return view.kind === 'hidden' && !event.hasChoice ? { kind: 'banner' } : view;
    case 'configure':
      return view.kind === 'banner' ? { kind: 'settings', from: 'banner' } : view;
    case 'openSettings':
      if (view.kind === 'settings') return view;
      // From the footer while the banner is up: Cancelar still leads back to the banner, since no
      // choice has been made yet.
      return { kind: 'settings', from: view.kind === 'banner' ? 'banner' : 'footer' };
    case 'cancel':
      if (view.kind !== 'settings') return view;
      return view.from === 'banner' ? { kind: 'banner' } : HIDDEN;
    case 'decided':
      return HIDDEN;
  }
}
