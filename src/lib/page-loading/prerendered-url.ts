// Which prerendered page a browser's URL is. Links shared on Instagram, Facebook or in an ad carry
// parameters the site never reads (fbclid, utm_source, gclid...); the page is the same one the
// prerender wrote, and is hydrated in place. Only a parameter a public page reads (a search, a
// page of a list, a blog category) makes another page, which the browser renders itself.

/**
 * The query parameters the public pages read: `search` (the shop's and the blog's searches),
 * `page` (a list's page, src/components/pagination/pagination.tsx) and `categoria` (the blog's
 * category, src/features/blog/use-blog-filters.ts). A page that reads another must add it here.
 */
export const PAGE_QUERY_PARAMS: readonly string[] = ['search', 'page', 'categoria'];

/**
 * The URL the prerender would have written for this location: the path, without a trailing
 * slash, and only the parameters a page reads, in their order.
 */
export function prerenderedUrlOf(pathname: string, search: string): string {
  const path = pathname.replace(/(.)\/$/, '$1');
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (PAGE_QUERY_PARAMS.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}
