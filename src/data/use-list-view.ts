// The shared reading rule of the list pages (/loja, its categories, /blog): the page's embedded
// summary while it answers, else the whole compact index (docs/decisions/010-per-page-data.md).
import { useEffect } from 'react';
import type { ListSource } from './page-hooks.tsx';

/**
 * How a list page reads its `source`: from the page's own summary while that answers what is asked
 * (`summaryAnswers`: e.g. the first page, no search, no filter), else from the whole list, which
 * is loaded as soon as the page's data is known. `loading` until the list it needs is at hand.
 */
export function useListView<Item, Summary>(
  source: ListSource<Item, Summary>,
  summaryAnswers: boolean,
): { fromSummary: boolean; loading: boolean } {
  const { all, summary, ready, loadAll } = source;
  const fromSummary = all === undefined && summary !== undefined && summaryAnswers;
  const needsAll = all === undefined && ready && !fromSummary;
  useEffect(() => {
    if (needsAll) loadAll();
  }, [needsAll, loadAll]);
  return { fromSummary, loading: all === undefined && !fromSummary };
}
