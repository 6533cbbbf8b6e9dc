// INTERIM: stands in for src/lib/admin-export.ts until it is merged; the dashboard reaches the
// local copies and the export through this file. The hook is the data provider's own, so that
// the dashboard and the forms share one store.
import type { Collection } from '#src/lib/prerendered-page.ts';

export { useAdminCollection, type AdminCollection } from '#src/data/data-provider.tsx';

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
