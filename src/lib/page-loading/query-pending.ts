// A list page opened with a search, a page number or a blog category in its URL (a shared link,
// a search sent before the app was up) is served the prerendered plain list, which the app then
// replaces. The page's loader (./app-loader.ts) puts QUERY_PENDING_CLASS on <html> before the first
// paint; until the app's first render (src/entry-client.tsx) the parts of the page marked
// QUERY_DEPENDENT_CLASS are hidden (src/styles/global.css): the visitor sees the page's title and
// search box, not a list about to jump away (docs/decisions/039-lists-named-by-the-url.md).
// A module of its own: the pages import the class without the loader's text.

/** The class on <html> while the list the URL names is not on the page yet. */
export const QUERY_PENDING_CLASS = 'query-pending';

/** Marks the parts of a list page that its URL's parameters change. */
export const QUERY_DEPENDENT_CLASS = 'follows-query';
