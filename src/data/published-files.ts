// Fetching what the build published: the whole files (/products.json, ...), a page's data
// (/page-data/<path>.json) and the compact search indexes. Each answer is shape-checked before
// anything uses it.
import { asCoursesFile, asEntityList, type FileResult } from '#src/lib/page-loading/data-loading.ts';
import {
  INDEX_FILES,
  pageDataUrl,
  type Collection,
  type PageData,
  type PostIndexEntry,
  type ProductIndexEntry,
} from '#src/lib/prerendered-page.ts';
import type { IndexKind } from './data-state.ts';

const FILES: Record<Collection, string> = {
  products: '/products.json',
  courses: '/courses.json',
  posts: '/blog.json',
};
const LOAD_ERRORS: Record<Collection, string> = {
  products: 'Failed to load products from JSON file',
  courses: 'Failed to load courses',
  posts: 'Failed to load blog posts from JSON file',
};

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Fetches and shape-checks one published file; a failure is logged (docs/product.md §8). */
export async function fetchPublished(collection: Collection): Promise<FileResult<unknown>> {
  try {
    const json = await fetchJson(FILES[collection]);
    const value = collection === 'courses' ? asCoursesFile(json) : asEntityList(json);
    if (!value) throw new Error(`${FILES[collection]}: unexpected shape`);
    return { ok: true, value };
  } catch (error) {
    console.error(LOAD_ERRORS[collection], error);
    return { ok: false };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A page's data file, loosely shape-checked; undefined when it cannot be had (no log: the caller falls back). */
export async function fetchPageData(path: string): Promise<PageData | undefined> {
  try {
    const json = await fetchJson(pageDataUrl(path));
    // Not an object, or the host's answer for a page without data (netlify.toml).
    if (!isObject(json) || json.missing === true) return undefined;
    if (json.products !== undefined && !asEntityList(json.products)) return undefined;
    if (json.posts !== undefined && !asEntityList(json.posts)) return undefined;
    if (json.courses !== undefined && !asCoursesFile(json.courses)) return undefined;
    if (json.courseList !== undefined && !asEntityList(json.courseList)) return undefined;
    return json as PageData;
  } catch {
    return undefined;
  }
}

/** The compact index of the shop's or the blog's search; rejects when it cannot be had. */
export async function fetchIndex(kind: IndexKind): Promise<(ProductIndexEntry & PostIndexEntry)[]> {
  const entries = asEntityList<ProductIndexEntry & PostIndexEntry>(await fetchJson(INDEX_FILES[kind]));
  if (!entries) throw new Error(`${INDEX_FILES[kind]}: unexpected shape`);
  return entries;
}
