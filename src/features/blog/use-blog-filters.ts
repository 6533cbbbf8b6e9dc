import { useCallback } from 'react';
import { useSearchParams } from '#src/components/router/router.tsx';
import { normalizeQuery } from '#src/lib/search/search-query.ts';

/** The blog's filters live in the URL (?search=...&categoria=...), so a filtered list can be shared. */
export const SEARCH_PARAM = 'search';
export const CATEGORY_PARAM = 'categoria';

export type BlogFilters = {
  /** The trimmed search text; '' when there is none. */
  search: string;
  /** The category's URL form (a slug); '' for every category. */
  category: string;
  setSearch: (text: string) => void;
  setCategory: (slug: string) => void;
  clear: () => void;
};

export function useBlogFilters(): BlogFilters {
  const [params, setParams] = useSearchParams();
  const search = normalizeQuery(params.get(SEARCH_PARAM));
  const category = (params.get(CATEGORY_PARAM) ?? '').trim();

  const update = useCallback(
    (changes: Record<string, string>, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '') next.delete(key);
            else next.set(key, value);
          }
          // Other filters, other pages: the list starts again on its first page.
          next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  // Each keystroke replaces the history entry, so Back is not flooded with partial words;
  // a category choice is a step of its own.
  const setSearch = useCallback(
    (text: string) => update({ [SEARCH_PARAM]: normalizeQuery(text) }, true),
    [update],
  );
  const setCategory = useCallback((slug: string) => update({ [CATEGORY_PARAM]: slug }, false), [update]);
  const clear = useCallback(() => update({ [SEARCH_PARAM]: '', [CATEGORY_PARAM]: '' }, false), [update]);

  return { search, category, setSearch, setCategory, clear };
}
