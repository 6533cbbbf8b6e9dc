import { afterEach, describe, it, expect, vi } from 'vitest';
import {
  browserStorage,
  LEGACY_STORAGE_KEYS,
  parseFlag,
  readStored,
  readStoredRaw,
  removeStored,
  STORAGE_KEYS,
  STORED_SIZE_LIMITS,
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
      headingFont: 'heading_font',
    });
    // The outbox's keys of earlier versions, read once to move their orders to IndexedDB.
    expect(LEGACY_STORAGE_KEYS).toEqual({ orderOutbox: 'order_outbox', orderLog: 'order_sent_ids' });
  });

  it('gives every key a size limit', () => {
    expect(Object.keys(STORED_SIZE_LIMITS).sort()).toEqual(
      [...Object.values(STORAGE_KEYS), ...Object.values(LEGACY_STORAGE_KEYS)].sort(),
    );
  });

  it('has no two keys alike', () => {
    const values = [...Object.values(STORAGE_KEYS), ...Object.values(LEGACY_STORAGE_KEYS)];
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

describe('readStored: what it discards', () => {
  afterEach(() => vi.restoreAllMocks());
  const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => {});

  it('removes a value that is not JSON or that the reader rejects, with a warning naming the key', () => {
    for (const raw of ['[1,2', '["a"]', '{}']) {
      const warn = warnings();
      const storage = memoryStorage({ list: raw, other: 'kept' });
      expect(readStored(storage, 'list', asNumberList)).toBeUndefined();
      expect(storage.data.has('list')).toBe(false);
      expect(storage.data.get('other')).toBe('kept');
      expect(warn).toHaveBeenCalledOnce();
      expect(String(warn.mock.calls[0]?.[0])).toContain('"list"');
      warn.mockRestore();
    }
  });

  it('removes a value longer than its key ever holds, without parsing it', () => {
    const warn = warnings();
    const limit = STORED_SIZE_LIMITS.cookie_consent;
    const storage = memoryStorage({ cookie_consent: JSON.stringify('x'.repeat(limit)) });
    const reader = vi.fn((value: unknown) => value);
    expect(readStored(storage, 'cookie_consent', reader)).toBeUndefined();
    expect(reader).not.toHaveBeenCalled();
    expect(storage.data.has('cookie_consent')).toBe(false);
    expect(String(warn.mock.calls[0]?.[0])).toContain('"cookie_consent"');
  });

  it('uses a repaired value with a warning, and writes it back only when asked to', () => {
    const warn = warnings();
    const numbersOnly = (value: unknown, dropped: (problem: string) => void) => {
      if (!Array.isArray(value)) return undefined;
      const numbers = value.filter((v): v is number => typeof v === 'number');
      if (numbers.length < value.length) dropped(`${value.length - numbers.length} entries dropped`);
      return numbers;
    };
    const storage = memoryStorage({ a: '[1,"x",2]', b: '[1,"x",2]' });
    expect(readStored(storage, 'a', numbersOnly)).toEqual([1, 2]);
    expect(storage.data.get('a')).toBe('[1,"x",2]');
    expect(readStored(storage, 'b', numbersOnly, { rewrite: true })).toEqual([1, 2]);
    expect(storage.data.get('b')).toBe('[1,2]');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toMatch(/"b".*repaired.*1 entries dropped/);
  });

  it('removes nothing and warns about nothing when the value is good or missing', () => {
    const warn = warnings();
    const storage = memoryStorage({ list: '[1]' });
    expect(readStored(storage, 'list', asNumberList)).toEqual([1]);
    expect(readStored(storage, 'missing', asNumberList)).toBeUndefined();
    expect(storage.data.get('list')).toBe('[1]');
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws, even when removing the bad value throws', () => {
    const warn = warnings();
    const storage = { ...throwingStorage, getItem: () => 'not json' };
    expect(readStored(storage, 'list', asNumberList)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
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

describe('parseFlag', () => {
  it('reads a set flag', () => {
    expect(parseFlag(true)).toBe(true);
    expect(parseFlag('true')).toBe(true);
  });

  it('treats anything else as unset', () => {
    for (const value of [false, 'false', 1, null, {}, []]) expect(parseFlag(value)).toBeUndefined();
  });
});
