// Safe access to the browser's local storage. Storage can be missing (server-side prerender),
// blocked (privacy settings throw SecurityError on access), full (QuotaExceededError) or hold
// anything a visitor or an older version of the site left there: none of that may break a page.

export const STORAGE_KEYS = {
  cart: 'cart',
  adminToken: 'admin_token',
  cookieConsent: 'cookie_consent',
  newsletterSubscribed: 'newsletter_subscribed',
  newsletterPopupClosed: 'newsletter_popup_closed',
  adminProducts: 'admin_products',
  adminCourses: 'admin_courses',
  adminBlogPosts: 'admin_blog_posts',
  orderOutbox: 'order_outbox',
  orderLog: 'order_sent_ids',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** window.localStorage when there is one and it may be used, else undefined. */
export function browserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The raw stored text, or null when missing or unreadable. Never throws. */
export function readStoredRaw(storage: Pick<Storage, 'getItem'> | undefined, key: string): string | null {
  if (storage === undefined) return null;
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The stored JSON value under `key`, checked by `parse` (which returns undefined to reject it).
 * Undefined when the key is missing, the text is not JSON, `parse` rejects or throws, or the
 * storage throws. Never throws.
 */
export function readStored<T>(
  storage: Pick<Storage, 'getItem'> | undefined,
  key: string,
  parse: (value: unknown) => T | undefined,
): T | undefined {
  const raw = readStoredRaw(storage, key);
  if (raw === null) return undefined;
  try {
    return parse(JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Stores `value` as JSON. False when there is no storage, the value cannot be written as JSON
 * (undefined, a function, a cycle, a BigInt) or the storage refuses (quota, security). Never throws.
 */
export function writeStored(
  storage: Pick<Storage, 'setItem'> | undefined,
  key: string,
  value: unknown,
): boolean {
  if (storage === undefined) return false;
  try {
    const json = JSON.stringify(value) as string | undefined;
    if (json === undefined) return false;
    storage.setItem(key, json);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`. False when there is no storage or it refuses. Never throws. */
export function removeStored(storage: Pick<Storage, 'removeItem'> | undefined, key: string): boolean {
  if (storage === undefined) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}
