// INTERIM: stands in for src/data's useAdminCollection and src/lib/admin-export.ts until they are
// merged; the dashboard reaches them only through this file.
import { useProducts, useCourses, usePosts } from '#src/data/data-provider.tsx';
import type { CollectionItem } from '#src/lib/admin-data.ts';
import { sortCollection } from '#src/lib/admin-data.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { browserStorage, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';

export type AdminCollection<T> = {
  loading: boolean;
  items: T[];
  save: (items: T[]) => boolean;
  reloadFromFile: () => Promise<boolean>;
};

export function useAdminCollection<C extends Collection>(collection: C): AdminCollection<CollectionItem[C]> {
  const products = useProducts();
  const courses = useCourses();
  const posts = usePosts();
  const loaded = collection === 'products' ? products : collection === 'courses' ? courses : posts;
  return {
    loading: loaded.loading,
    items: loaded.data as CollectionItem[C][],
    save: (items) => {
      const sorted = sortCollection(collection, items);
      const ok =
        collection === 'products'
          ? writeStored(browserStorage(), STORAGE_KEYS.adminProducts, sorted)
          : collection === 'courses'
            ? writeStored(browserStorage(), STORAGE_KEYS.adminCourses, { version: 9999, courses: sorted })
            : writeStored(browserStorage(), STORAGE_KEYS.adminBlogPosts, sorted);
      loaded.reload();
      return ok;
    },
    reloadFromFile: () => {
      loaded.reload();
      return Promise.resolve(true);
    },
  };
}

const KEYS = { products: 'products', courses: 'courses', posts: 'posts' } as const;
const FILES = { products: 'products.json', courses: 'courses.json', posts: 'blog.json' } as const;

export function buildExport(collection: Collection, items: readonly unknown[], now: Date) {
  return { [KEYS[collection]]: items, lastUpdated: now.toISOString(), version: '1.0.1' };
}

export function exportFileName(collection: Collection): string {
  return FILES[collection];
}

export function parseImport(
  collection: Collection,
  fileName: string,
  text: string,
  _categories: unknown,
): { ok: true; items: unknown[] } | { ok: false; reason: string } {
  if (!fileName.toLowerCase().endsWith('.json')) return { ok: false, reason: 'só ficheiros .json' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: String(error) };
  }
  const list = Array.isArray(json) ? json : (json as Record<string, unknown> | null)?.[KEYS[collection]];
  if (!Array.isArray(list)) return { ok: false, reason: 'Invalid JSON format: ... array not found' };
  return { ok: true, items: list };
}
