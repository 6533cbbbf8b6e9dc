// Client-side text search (docs/product.md §5): trimmed, case-insensitive substring matching.
// Works on whole items (a product's description, a post's content) and on the compact indexes'
// entries, whose `text` is that same field already lowercased: both give the same results. A
// product's description is searched as the visitor reads it, without its Markdown marks.
import { markdownPlainText } from './markdown-text.ts';
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

/**
 * A product to search: a whole product, or an index entry (its description as plain text,
 * lowercased, in `text`: productSearchText).
 */
export type SearchableProduct = Pick<Product, 'name'> & ({ description: string } | { text: string });
/** A post to search: a whole post, or an index entry (its content lowercased in `text`). */
export type SearchablePost = Pick<BlogPost, 'title' | 'excerpt' | 'category'> &
  ({ content: string } | { text: string });

/** The text of a product description the search looks in: its words, without Markdown marks. */
export const productSearchText = (description: string) => markdownPlainText(description).toLowerCase();

const productFields = (p: SearchableProduct) => [
  p.name,
  'text' in p ? p.text : productSearchText(p.description),
];
const postFields = (p: SearchablePost) => [p.title, p.excerpt, 'text' in p ? p.text : p.content];

// The last search of each kind: typing one more letter only narrows the previous results (a text
// that contains "gel u" contains "gel"), so a keystroke looks at the previous matches only.
type LastSearch = { items: readonly object[]; needle: string; found: readonly object[] };
let lastProductSearch: LastSearch | undefined;

/**
 * Products whose name or description contains the query, ignoring case, in the order given. A
 * blank query returns all.
 */
export function searchProducts<T extends SearchableProduct>(products: readonly T[], query: string): T[] {
  const needle = normalizeQuery(query).toLowerCase();
  if (needle === '') return [...products];
  const last = lastProductSearch;
  const pool =
    last && last.items === products && needle.startsWith(last.needle)
      ? (last.found as readonly T[])
      : products;
  const found = pool.filter((p) => haystack(productHaystacks, p, productFields).includes(needle));
  lastProductSearch = { items: products, needle, found };
  return found;
}

/**
 * Posts whose title, excerpt or content contains the query, ignoring case, in the given category
 * (exact match) when one is given; null or '' means every category.
 */
export function searchPosts<T extends SearchablePost>(
  posts: readonly T[],
  query: string,
  category: string | null,
): T[] {
  const needle = normalizeQuery(query).toLowerCase();
  return posts.filter(
    (post) =>
      (category === null || category === '' || post.category === category) &&
      (needle === '' || haystack(postHaystacks, post, postFields).includes(needle)),
  );
}
