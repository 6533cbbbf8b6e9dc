// Client-side text search (docs/product.md §5): trimmed, case-insensitive substring matching.
import type { BlogPost, Product } from './schema.ts';

/** The search text as typed, trimmed; '' means no filter. */
export function normalizeQuery(q: string | null | undefined): string {
  return (q ?? '').trim();
}

// Fields are joined with a character nobody types, so a query cannot match across two fields.
const SEPARATOR = '\u0000';

/**
 * Lowercased haystacks, computed once per object. Content objects are treated as immutable: an
 * edit produces a new object (and so a new entry), never an in-place change.
 */
const productHaystacks = new WeakMap<object, string>();
const postHaystacks = new WeakMap<object, string>();

function haystack<T extends object>(
  cache: WeakMap<object, string>,
  item: T,
  fields: (item: T) => string[],
): string {
  let text = cache.get(item);
  if (text === undefined) {
    text = fields(item).join(SEPARATOR).toLowerCase();
    cache.set(item, text);
  }
  return text;
}

/** Products whose name or description contains the query, ignoring case. A blank query returns all. */
export function searchProducts(products: readonly Product[], query: string): Product[] {
  const needle = normalizeQuery(query).toLowerCase();
  if (needle === '') return [...products];
  return products.filter((p) =>
    haystack(productHaystacks, p, (x) => [x.name, x.description]).includes(needle),
  );
}

/**
 * Posts whose title, excerpt or content contains the query, ignoring case, in the given category
 * (exact match) when one is given; null or '' means every category.
 */
export function searchPosts(posts: readonly BlogPost[], query: string, category: string | null): BlogPost[] {
  const needle = normalizeQuery(query).toLowerCase();
  return posts.filter(
    (post) =>
      (category === null || category === '' || post.category === category) &&
      (needle === '' ||
        haystack(postHaystacks, post, (x) => [x.title, x.excerpt, x.content]).includes(needle)),
  );
}
