// The search text as the search boxes and the URL carry it (docs/product.md §5). Apart from the
// search itself (search.ts, text-search.ts), so that the header's box does not load the search.

/** The search text as typed, trimmed; '' means no filter. */
export function normalizeQuery(q: string | null | undefined): string {
  return (q ?? '').trim();
}
