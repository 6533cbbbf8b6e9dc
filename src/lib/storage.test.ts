import { afterEach, describe, it, expect, vi } from 'vitest';
import {
  browserStorage,
  readStored,
  readStoredRaw,
  removeStored,
  STORAGE_KEYS,
  writeStored,
} from './storage.ts';

/** A Storage held in a Map, enough for these functions. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A Storage whose every method throws, as a blocked or full storage does. */
const throwingStorage = {
  getItem: (): string | null => {
    throw new DOMException('denied', 'SecurityError');
  },
  setItem: (): void => {
    throw new DOMException('full', 'QuotaExceededError');
  },
  removeItem: (): void => {
    throw new DOMException('denied', 'SecurityError');
  },
};

const asNumberList = (value: unknown): number[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'number') ? value : undefined;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('STORAGE_KEYS', () => {
  it('uses the key names of the site', () => {
    expect(STORAGE_KEYS).toEqual({
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
    });
  });

  it('has no two keys alike', () => {
    const values = Object.values(STORAGE_KEYS);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe('readStored', () => {
  it('returns the parsed value', () => {
    const storage = memoryStorage({ list: '[1,2,3]' });
    expect(readStored(storage, 'list', asNumberList)).toEqual([1, 2, 3]);
  });

  it('returns undefined for a missing key', () => {
    expect(readStored(memoryStorage(), 'list', asNumberList)).toBeUndefined();
  });

  it('returns undefined for text that is not JSON', () => {
    expect(readStored(memoryStorage({ list: '[1,2' }), 'list', asNumberList)).toBeUndefined();
  });

  it('returns undefined when the parser rejects the value', () => {
    expect(readStored(memoryStorage({ list: '["a"]' }), 'list', asNumberList)).toBeUndefined();
  });

  it('returns undefined when the parser throws', () => {
    const parse = (): number => {
      throw new Error('bad');
    };
    expect(readStored(memoryStorage({ x: '1' }), 'x', parse)).toBeUndefined();
  });

  it('returns undefined for a throwing storage or no storage', () => {
    expect(readStored(throwingStorage, 'list', asNumberList)).toBeUndefined();
    expect(readStored(undefined, 'list', asNumberList)).toBeUndefined();
  });

  it('passes falsy stored values to the parser', () => {
    const storage = memoryStorage({ flag: 'false', zero: '0', nothing: 'null' });
    expect(readStored(storage, 'flag', (v) => (typeof v === 'boolean' ? v : undefined))).toBe(false);
    expect(readStored(storage, 'zero', (v) => (typeof v === 'number' ? v : undefined))).toBe(0);
    expect(readStored(storage, 'nothing', (v) => (v === null ? 'was null' : undefined))).toBe('was null');
  });
});

describe('readStoredRaw', () => {
  it('returns the text, or null when missing or unreadable', () => {
    expect(readStoredRaw(memoryStorage({ cart: '[]' }), 'cart')).toBe('[]');
    expect(readStoredRaw(memoryStorage(), 'cart')).toBeNull();
    expect(readStoredRaw(throwingStorage, 'cart')).toBeNull();
    expect(readStoredRaw(undefined, 'cart')).toBeNull();
  });
});

describe('writeStored', () => {
  it('stores the value as JSON and reports success', () => {
    const storage = memoryStorage();
    expect(writeStored(storage, 'consent', { essential: true, analytics: false })).toBe(true);
    expect(storage.data.get('consent')).toBe('{"essential":true,"analytics":false}');
  });

  it('round-trips with readStored', () => {
    const storage = memoryStorage();
    writeStored(storage, 'list', [4, 5]);
    expect(readStored(storage, 'list', asNumberList)).toEqual([4, 5]);
  });

  it('returns false when the storage refuses (quota, security)', () => {
    expect(writeStored(throwingStorage, 'x', 1)).toBe(false);
  });

  it('returns false without storage', () => {
    expect(writeStored(undefined, 'x', 1)).toBe(false);
  });

  it('returns false, writing nothing, for values that are not JSON', () => {
    const storage = memoryStorage();
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(writeStored(storage, 'a', undefined)).toBe(false);
    expect(writeStored(storage, 'b', cycle)).toBe(false);
    expect(writeStored(storage, 'c', 10n)).toBe(false);
    expect(storage.data.size).toBe(0);
  });
});

describe('removeStored', () => {
  it('removes the key', () => {
    const storage = memoryStorage({ admin_token: '1' });
    expect(removeStored(storage, 'admin_token')).toBe(true);
    expect(storage.data.has('admin_token')).toBe(false);
  });

  it('returns false for a throwing storage or no storage', () => {
    expect(removeStored(throwingStorage, 'x')).toBe(false);
    expect(removeStored(undefined, 'x')).toBe(false);
  });
});

describe('browserStorage', () => {
  it('is undefined where there is no window (prerender, Node)', () => {
    expect(typeof window).toBe('undefined');
    expect(browserStorage()).toBeUndefined();
  });

  it('returns window.localStorage when there is one', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    expect(browserStorage()).toBe(storage);
  });

  it('is undefined when touching localStorage throws (blocked by privacy settings)', () => {
    const blocked = {};
    Object.defineProperty(blocked, 'localStorage', {
      get() {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    vi.stubGlobal('window', blocked);
    expect(browserStorage()).toBeUndefined();
  });
});
