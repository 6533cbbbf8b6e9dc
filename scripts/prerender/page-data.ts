// The per-page data of the prerender (docs/decisions/010-per-page-data.md): each page's slice of
// the published data is embedded in its HTML, for hydration, and written as
// /page-data/<path>.json, for client-side navigation to it; the compact indexes that the
// searches, filters and later list pages load on demand are written once.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INDEX_FILES,
  MISSING_PAGE_DATA,
  pageDataUrl,
  type PageData,
} from '../../src/lib/prerendered-page.ts';
import { postIndex, productIndex, type FullData } from '../../src/lib/page-loading/page-data.ts';

/** JSON safe inside a <script> element: no `<` can close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The <script> that carries a page's data, for <head>. */
export function pageDataScript(data: PageData): string {
  return `<script type="application/json" id="page-data">${scriptJson(data)}</script>`;
}

/** Writes the data of the page at `routePath` to dist/page-data/. */
export async function writePageData(dist: string, routePath: string, data: PageData): Promise<void> {
  const file = path.join(dist, pageDataUrl(routePath));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(data));
}

/** Writes the compact product and post indexes to dist/, and the page data's "no data" answer. */
export async function writeIndexes(dist: string, published: FullData): Promise<void> {
  await mkdir(path.join(dist, 'page-data'), { recursive: true });
  await writeFile(path.join(dist, MISSING_PAGE_DATA), JSON.stringify({ missing: true }));
  await writeFile(path.join(dist, INDEX_FILES.products), JSON.stringify(productIndex(published.products)));
  await writeFile(path.join(dist, INDEX_FILES.posts), JSON.stringify(postIndex(published.posts)));
}
