import { afterEach, describe, expect, it, vi } from 'vitest';
import { fingerprint } from '../fingerprint.ts';
import { LOCAL_COPY_KEYS, writeLocalCopy } from './local-copies.ts';
import { readCopyVersions, readLocalCopy } from './local-copy-check.ts';
import type { Product } from '../schema.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
  };
}

const categories = [{ slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] }];

const product: Product = {
  id: 1,
  slug: 'lima-180',
  name: 'Lima 180',
  description: 'Lima de unhas.',
  images: ['/images/products/lima-180-1.svg'],
  price: 3.5,
  stock: 12,
  category: 'unhas',
  featured: false,
  isNew: true,
};

afterEach(() => vi.restoreAllMocks());

describe('readLocalCopy', () => {
  it('reads back what writeLocalCopy stored, for each collection', () => {
    const storage = memoryStorage();
    expect(writeLocalCopy(storage, 'products', [product])).toBe(true);
    expect(readLocalCopy(storage, 'products', categories)).toEqual([product]);
    const posts = { version: '1.0.1' as const, basedOn: 'abc', posts: [] };
    writeLocalCopy(storage, 'posts', posts);
    expect(readLocalCopy(storage, 'posts', categories)).toEqual(posts);
  });

  it('stores the published versions beside each list, and reads both back; an older copy has none', () => {
    const storage = memoryStorage();
    const versions = { '1': '0badc0de' };
    writeLocalCopy(storage, 'products', [product], versions);
    expect(JSON.parse(storage.getItem(LOCAL_COPY_KEYS.products) ?? '')).toEqual({
      products: [product],
      publishedVersions: versions,
    });
    expect(readLocalCopy(storage, 'products', categories)).toEqual([product]);
    expect(readCopyVersions(storage, 'products')).toEqual(versions);
    const courses = { version: 3, courses: [] };
    writeLocalCopy(storage, 'courses', courses, versions);
    expect(readLocalCopy(storage, 'courses', categories)).toEqual(courses);
    expect(readCopyVersions(storage, 'courses')).toEqual(versions);

    writeLocalCopy(storage, 'products', [product]);
    expect(readLocalCopy(storage, 'products', categories)).toEqual([product]);
    expect(readCopyVersions(storage, 'products')).toBeUndefined();
  });

  it('is undefined when nothing is stored, without a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readLocalCopy(memoryStorage(), 'courses', categories)).toBeUndefined();
    expect(readLocalCopy(undefined, 'courses', categories)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['a product with only an id', '[{"id":1}]', 'products'],
    ['a price held as text', JSON.stringify([{ ...product, price: '3,50' }]), 'products'],
    ['a list cut short', '[{"id":1,"name":"Li', 'products'],
    ['not a list', '{"products":[]}', 'products'],
    [
      'a product in a category the shop does not have',
      JSON.stringify([{ ...product, category: 'sapatos' }]),
      'products',
    ],
    ['two products with one id', JSON.stringify([product, { ...product, name: 'Outra lima' }]), 'products'],
    ['courses without the version', JSON.stringify({ courses: [] }), 'courses'],
    ['posts as a bare list (an older format)', '[]', 'posts'],
  ] as const)('discards %s, whole, with a warning naming the key', (_name, raw, collection) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ [LOCAL_COPY_KEYS[collection]]: raw });
    expect(readLocalCopy(storage, collection, categories)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain(LOCAL_COPY_KEYS[collection]);
    // Removed: it can never be used, and would cost every page load the whole published files.
    expect(storage.data.has(LOCAL_COPY_KEYS[collection])).toBe(false);
  });

  it('keeps the other keys when it discards a copy', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = memoryStorage({ admin_products: '[{"id":1}]', cart: '[]', admin_courses: 'x' });
    expect(readLocalCopy(storage, 'products', categories)).toBeUndefined();
    expect([...storage.data.keys()].sort()).toEqual(['admin_courses', 'cart']);
  });
});

describe('fingerprint', () => {
  it('is stable for equal lists and changes with any change', () => {
    expect(fingerprint([product])).toBe(fingerprint([{ ...product }]));
    expect(fingerprint([product])).not.toBe(fingerprint([{ ...product, stock: 11 }]));
    expect(fingerprint([product])).toMatch(/^[0-9a-f]{8}$/);
  });
});
