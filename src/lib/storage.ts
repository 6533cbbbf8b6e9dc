// Safe access to the browser's local storage. Storage can be missing (server-side prerender),
// blocked (privacy settings throw SecurityError on access), full (QuotaExceededError) or hold
// anything a visitor or an older version of the site left there: none of that may break a page.
//
// Every stored value is read through `readStored` and a reader of its own (see
// docs/architecture.md, "Local storage"): a value the reader cannot use is removed, with a console
// warning naming the key; a list the reader could partly use keeps its good entries, and the
// warning says what was dropped.

import { HEADING_FONT_KEY } from './page-loading/heading-font.ts';

export const STORAGE_KEYS = {
  cart: 'cart',
  adminToken: 'admin_token',
  cookieConsent: 'cookie_consent',
  newsletterSubscribed: 'newsletter_subscribed',
  newsletterPopupClosed: 'newsletter_popup_closed',
  adminProducts: 'admin_products',
  adminCourses: 'admin_courses',
  adminBlogPosts: 'admin_blog_posts',
  /** The heading font is in this browser's cache (src/lib/page-loading/heading-font.ts). */
  headingFont: HEADING_FONT_KEY,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Keys of earlier versions of the site: the checkout outbox and its log of delivered order ids,
 * which now live in IndexedDB (src/features/checkout/outbox-database.ts). What a browser still
 * holds under them is read once, moved there, and removed.
 */
export const LEGACY_STORAGE_KEYS = {
  orderOutbox: 'order_outbox',
  orderLog: 'order_sent_ids',
} as const;

/**
 * Where the checkout outbox lives instead: an IndexedDB database with one table holding two
 * records, the waiting orders and the delivered order ids (the browser tests read them too).
 */
export const OUTBOX_DATABASE = {
  name: 'encomendas',
  version: 1,
  table: 'outbox',
  orders: 'orders',
  delivered: 'delivered',
} as const;

/** The broadcast channel on which a tab tells the others that it changed the outbox. */
export const OUTBOX_CHANNEL = 'order-outbox';

export type LegacyStorageKey = (typeof LEGACY_STORAGE_KEYS)[keyof typeof LEGACY_STORAGE_KEYS];

/**
 * The longest text (in characters) the site ever stores under each key, with a wide margin: a
 * longer value was not written by this site, and is discarded without being parsed. The admin's
 * local copies have no limit of their own (the browser's quota is theirs).
 */
export const STORED_SIZE_LIMITS: Readonly<Record<StorageKey | LegacyStorageKey, number>> = {
  cart: 200_000,
  admin_token: 1_000,
  cookie_consent: 1_000,
  newsletter_subscribed: 100,
  newsletter_popup_closed: 100,
  admin_products: Infinity,
  admin_courses: Infinity,
  admin_blog_posts: Infinity,
  heading_font: 100,
  order_outbox: 2_000_000,
  order_sent_ids: 200_000,
};

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

/** What a reader may ask of the storage: reading, and removing or rewriting what it discards. */
export type ReadableStorage = Pick<Storage, 'getItem'> & Partial<Pick<Storage, 'removeItem' | 'setItem'>>;

/**
 * Checks a parsed stored value: returns what the site can use, or undefined to discard the whole
 * value. A reader that drops or repairs part of the value (a bad line of a list) calls `dropped`
 * with what and why, e.g. 'line 2: no product name'.
 */
export type StoredReader<T> = (value: unknown, dropped: (problem: string) => void) => T | undefined;

/** The console warning for a discarded or repaired stored value; it always names the key. */
export function warnStored(key: string, problems: readonly string[], whole: boolean): void {
  const what = whole ? 'discarded' : 'repaired';
  console.warn(`Local storage "${key}": the stored value was ${what} (${problems.join('; ')}).`);
}

/** Removes a stored value that cannot be used, with a console warning naming the key and why. */
export function discardStored(storage: ReadableStorage | undefined, key: string, problem: string): void {
  warnStored(key, [problem], true);
  if (typeof storage?.removeItem === 'function') removeStored(storage as Pick<Storage, 'removeItem'>, key);
}

export type ReadStoredOptions = {
  /** Write a partly repaired value back, so that the next read finds it clean (default false). */
  rewrite?: boolean;
};

/**
 * The stored JSON value under `key`, checked by `reader`. Undefined when the key is missing or
 * the storage throws (silently), and when the value is too long (STORED_SIZE_LIMITS), is not
 * JSON, or the reader rejects it or throws: then it is removed from the storage, with a console
 * warning naming the key. A value the reader repaired is used, with a warning, and written back
 * when `options.rewrite` says so. Never throws.
 */
export function readStored<T>(
  storage: ReadableStorage | undefined,
  key: string,
  reader: StoredReader<T>,
  options: ReadStoredOptions = {},
): T | undefined {
  const raw = readStoredRaw(storage, key);
  if (raw === null) return undefined;
  const discard = (problem: string): undefined => {
    discardStored(storage, key, problem);
    return undefined;
  };
  const limit = (STORED_SIZE_LIMITS as Partial<Record<string, number>>)[key] ?? Infinity;
  if (raw.length > limit) return discard(`${raw.length} characters, more than the ${limit} the site stores`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return discard('not JSON');
  }
  const problems: string[] = [];
  let value: T | undefined;
  try {
    value = reader(parsed, (problem) => problems.push(problem));
  } catch (error) {
    return discard(`unreadable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (value === undefined)
    return discard(problems.at(-1) ?? `${describe(parsed)}, not what the site stores under this key`);
  if (problems.length > 0) {
    warnStored(key, problems, false);
    if (options.rewrite && typeof storage?.setItem === 'function') {
      writeStored(storage as Pick<Storage, 'setItem'>, key, value);
    }
  }
  return value;
}

/** A short description of a parsed value's type, for the warnings. */
function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
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

/** A stored flag: set when the stored JSON is `true` (or the text 'true' an older version wrote). */
export function parseFlag(value: unknown): true | undefined {
  return value === true || value === 'true' ? true : undefined;
}
