// The shop's, the blog's and the admin's searches (docs/product.md §5), on the site's text search
// (text-search.ts: accents, any word order, plurals, a prefix while typing, one slipped letter,
// a correction when nothing is found). They work on whole items (a product's description, a
// post's content) and on the compact indexes' entries, whose `text` is that same field as searched
// (productSearchText, postSearchText): both give the same results. A product's description is
// searched as the visitor reads it, without its Markdown marks.
import { markdownPlainText } from '../markdown/markdown-text.ts';
import type { BlogPost, Course, Product } from '../schema.ts';
import { foldText, textSearch, type SearchResult } from './text-search.ts';

export type { SearchResult } from './text-search.ts';

/** The text of a product description the search looks in: its words, folded, without Markdown marks. */
export const productSearchText = (description: string) => foldText(markdownPlainText(description));
/**
 * The text of a post's content the search looks in, lowercased: with its accents, so that a
 * correction taken from it reads right ('cutículas'); the few posts are folded in the browser.
 */
export const postSearchText = (content: string) => content.toLowerCase();

/**
 * A product to search: a whole product, or an index entry (its description's searched text in
 * `text`: productSearchText).
 */
export type SearchableProduct = Pick<Product, 'name'> & ({ description: string } | { text: string });
/** A post to search: a whole post, or an index entry (its content's searched text in `text`). */
export type SearchablePost = Pick<BlogPost, 'title' | 'excerpt' | 'category'> &
  ({ content: string } | { text: string });

/** What the shop searches: the name first (it ranks), then the description. */
export const productFields = (p: SearchableProduct) => [
  p.name,
  'text' in p ? p.text : productSearchText(p.description),
];
/** What the blog searches: the title first, the excerpt and the content. */
export const postFields = (p: SearchablePost) => [p.title, p.excerpt, 'text' in p ? p.text : p.content];

/**
 * Products that match the query in their name or description, those whose name matches best
 * first, then in the order given. A blank query returns all, in the order given.
 */
export function searchProducts<T extends SearchableProduct>(
  products: readonly T[],
  query: string,
): SearchResult<T> {
  return textSearch(products, query, { fields: productFields, rank: true });
}

/**
 * Posts that match the query in their title, excerpt or content, in the order given (the newest
 * first on the blog: the first match is shown large).
 */
export function searchPosts<T extends SearchablePost>(posts: readonly T[], query: string): SearchResult<T> {
  return textSearch(posts, query, { fields: postFields });
}

const adminProductFields = (p: Product) => [p.name, markdownPlainText(p.description)];
const adminCourseFields = (c: Course) => [c.title, c.description];
const adminPostFields = (p: BlogPost) => [p.title, p.excerpt];

/** The admin's searches: what each table's text search looks in, the list's order kept. */
export const adminSearch = {
  products: (items: readonly Product[], query: string) =>
    textSearch(items, query, { fields: adminProductFields }),
  courses: (items: readonly Course[], query: string) =>
    textSearch(items, query, { fields: adminCourseFields }),
  posts: (items: readonly BlogPost[], query: string) => textSearch(items, query, { fields: adminPostFields }),
};
