// Fuzz of every reader of local storage (src/lib/storage.ts) over the corpus of bad values in
// tests/fixtures/bad-storage.json: each key set to each bad value while every other key holds a
// good one. The reader never throws; the bad value is removed, or repaired, with a warning naming
// the key; every other key is left as it was. The browser-side counterpart is
// tests/e2e/storage-fuzz.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isAdminSignedIn } from './in-app-admin/admin-login.ts';
import { readStoredCart } from './checkout/cart.ts';
import { readStoredConsent } from './consent/consent.ts';
import { LOCAL_COPY_KEYS } from './in-app-admin/local-copies.ts';
import { readLocalCopy } from './in-app-admin/local-copy-check.ts';
import type { BlogPost, Course, Product } from './schema.ts';
import { LEGACY_STORAGE_KEYS, parseFlag, readStored, STORAGE_KEYS, type StorageKey } from './storage.ts';

type Kind = { name: string; raw?: string; truncate?: number; hugeCharacters?: number };
type Expectation = 'kept' | 'repaired' | 'discarded';
type Corpus = {
  kinds: Kind[];
  olderShapes: Record<StorageKey, { raw: string; expect: Expectation }[]>;
};

const corpus = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../tests/fixtures/bad-storage.json'), 'utf8'),
) as Corpus;

const NOW = new Date('2026-06-01T12:00:00.000Z');
const categories = [{ slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] }];
const product: Product = {
  id: 7,
  slug: 'lima-180',
  name: 'Lima 180',
  description: 'Lima de unhas.',
  images: ['/images/products/acrygel-smooth-clear-30-g-1.svg'],
  price: 3.5,
  stock: 12,
  category: 'unhas',
  featured: false,
  isNew: true,
};
const course: Course = {
  id: 3,
  title: 'Curso de Gel',
  description: 'Resumo',
  fullDescription: 'Texto',
  price: 100,
  duration: '8 horas',
  image: '/images/blog/como-preparar-a-unha-natural-antes-do-gel.svg',
  type: 'presencial',
  featured: false,
};
const post: BlogPost = {
  id: 4,
  slug: 'artigo',
  title: 'Artigo',
  excerpt: 'Resumo',
  content: 'Texto',
  image: '/images/blog/como-preparar-a-unha-natural-antes-do-gel.svg',
  date: '2026-05-01',
  author: 'Autora',
  category: 'Dicas',
};

/** A good stored value for every key, as the site writes it. */
const GOOD: Record<StorageKey, string> = {
  cart: JSON.stringify([
    {
      id: 'line-7',
      product: {
        id: 7,
        name: 'Lima 180',
        slug: 'lima-180',
        price: 3.5,
        stock: 12,
        image: '',
        category: 'unhas',
      },
      quantity: 2,
    },
  ]),
  admin_token: JSON.stringify({ signedInAt: NOW.toISOString() }),
  cookie_consent: JSON.stringify({
    essential: true,
    analytics: false,
    marketing: true,
    timestamp: NOW.toISOString(),
  }),
  newsletter_subscribed: 'true',
  newsletter_popup_closed: 'true',
  heading_font: 'true',
  admin_products: JSON.stringify([product]),
  admin_courses: JSON.stringify({ version: 5, courses: [course] }),
  admin_blog_posts: JSON.stringify({ version: '1.0.1', basedOn: '0badc0de', posts: [post] }),
};

type MemoryStorage = ReturnType<typeof memoryStorage>;
function memoryStorage(initial: Record<string, string>) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** Each key's reader, as the site calls it; it returns what the page would use. */
const READERS: Record<StorageKey, (storage: MemoryStorage) => unknown> = {
  cart: (s) => readStored(s, STORAGE_KEYS.cart, readStoredCart, { rewrite: true }) ?? [],
  admin_token: (s) => isAdminSignedIn(s),
  cookie_consent: (s) => readStored(s, STORAGE_KEYS.cookieConsent, (v) => readStoredConsent(v, NOW)) ?? null,
  newsletter_subscribed: (s) => readStored(s, STORAGE_KEYS.newsletterSubscribed, parseFlag) === true,
  newsletter_popup_closed: (s) => readStored(s, STORAGE_KEYS.newsletterPopupClosed, parseFlag) === true,
  heading_font: (s) => readStored(s, STORAGE_KEYS.headingFont, parseFlag) === true,
  admin_products: (s) => readLocalCopy(s, 'products', categories),
  admin_courses: (s) => readLocalCopy(s, 'courses', categories),
  admin_blog_posts: (s) => readLocalCopy(s, 'posts', categories),
};

const KEYS = Object.values(STORAGE_KEYS);
const LIST_KEYS: readonly StorageKey[] = ['cart'];

/** The raw text of a bad-value kind for `key`. */
function rawOf(kind: Kind, key: StorageKey): string {
  if (kind.raw !== undefined) return kind.raw;
  if (kind.truncate !== undefined) return GOOD[key].slice(0, Math.floor(GOOD[key].length * kind.truncate));
  if (kind.hugeCharacters !== undefined) return JSON.stringify('x'.repeat(kind.hugeCharacters));
  throw new Error(`kind ${kind.name} has no value`);
}

/** What must become of a generic bad value (the older shapes say it themselves). */
function expected(kind: Kind, key: StorageKey): Expectation {
  // The session marker means nothing but its presence (docs/product.md §6): only an empty or a
  // huge one is not a marker.
  if (key === 'admin_token') return kind.name === 'empty' || kind.name === 'huge' ? 'discarded' : 'kept';
  if (kind.name === 'list' && LIST_KEYS.includes(key)) return 'repaired';
  return 'discarded';
}

type Case = { key: StorageKey; label: string; raw: string; expect: Expectation };
const CASES: Case[] = KEYS.flatMap((key) => [
  ...corpus.kinds.map((kind) => ({
    key,
    label: kind.name,
    raw: rawOf(kind, key),
    expect: expected(kind, key),
  })),
  ...corpus.olderShapes[key].map((older, i) => ({ key, label: `older shape ${i + 1}`, ...older })),
]);

afterEach(() => vi.restoreAllMocks());

/** What each case did, for the figures printed at the end. */
const tried: { key: StorageKey; crashed: boolean; passed: boolean }[] = [];

describe('the bad-storage corpus', () => {
  it('has older shapes for every key, and nothing for keys the site does not have', () => {
    // The old outbox keys' shapes are tried on their move to IndexedDB (outbox-database.test.ts).
    expect(Object.keys(corpus.olderShapes).sort()).toEqual(
      [...KEYS, ...Object.values(LEGACY_STORAGE_KEYS)].sort(),
    );
  });

  it('starts from good values every reader accepts, silently and without changing them', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const key of KEYS) {
      const storage = memoryStorage(GOOD);
      const value = READERS[key](storage);
      expect(value, key).toBeTruthy();
      expect(value, key).not.toEqual([]);
      expect(storage.data, key).toEqual(new Map(Object.entries(GOOD)));
    }
    expect(warn).not.toHaveBeenCalled();
    expect(LOCAL_COPY_KEYS.products).toBe('admin_products');
  });
});

describe('every reader over every key × bad value', () => {
  it.each(CASES.map((c) => [`${c.key} = ${c.label} (${c.expect})`, c] as const))('%s', (_name, c) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ ...GOOD, [c.key]: c.raw });
    const result = { key: c.key, crashed: false, passed: false };
    tried.push(result);
    let value: unknown;
    try {
      value = READERS[c.key](storage);
    } catch (error) {
      result.crashed = true;
      throw error;
    }
    const stored = storage.data.get(c.key);
    const named = warn.mock.calls.some((call) => String(call[0]).includes(`"${c.key}"`));

    if (c.expect === 'kept') {
      expect(stored).toBe(c.raw);
      expect(named).toBe(false);
    } else {
      expect(named, 'a warning names the key').toBe(true);
      if (c.expect === 'discarded') expect(stored).toBeUndefined();
      else {
        // Repaired: what is stored now reads back clean, silently, as the same value.
        expect(stored).toBeDefined();
        expect(stored).not.toBe(c.raw);
        warn.mockClear();
        expect(READERS[c.key](storage)).toEqual(value);
        expect(warn).not.toHaveBeenCalled();
      }
    }
    // Nothing else is lost.
    for (const other of KEYS) if (other !== c.key) expect(storage.data.get(other), other).toBe(GOOD[other]);
    result.passed = true;
  });

  it('reports the figures', () => {
    const count = (expectation: Expectation) => CASES.filter((c) => c.expect === expectation).length;
    const crashes = tried.filter((r) => r.crashed).length;
    const failed = tried.filter((r) => !r.passed).length;
    console.log(
      `storage fuzz (unit): ${new Set(tried.map((r) => r.key)).size} keys × bad values tried: ${tried.length}, ` +
        `crashes: ${crashes}, wrong outcomes: ${failed - crashes} ` +
        `(expected kept ${count('kept')}, repaired ${count('repaired')}, discarded ${count('discarded')})`,
    );
    expect(tried.length).toBe(CASES.length);
    expect(CASES.length).toBeGreaterThanOrEqual(KEYS.length * corpus.kinds.length);
  });
});
