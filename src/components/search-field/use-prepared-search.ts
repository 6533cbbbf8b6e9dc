import { useEffect } from 'react';
import { prepareSearch } from '#src/lib/text-search.ts';
import type { SearchFields } from '#src/lib/text-search.ts';

/** The longest slice of preparation when the browser cannot say how long it will stay idle. */
const SLICE_MS = 8;

/**
 * Prepares the search of `items` in the browser's idle moments, a slice at a time, so that the
 * first keystrokes do not pay for it (text-search.ts, prepareSearch). A search that comes first
 * does the rest itself. `fields` must be a stable function (defined outside the component).
 */
export function usePreparedSearch<T extends object>(
  items: readonly T[] | undefined,
  fields: SearchFields<T>,
): void {
  useEffect(() => {
    if (!items || items.length === 0) return;
    let cancel = () => {};
    const step = (deadline?: IdleDeadline) => {
      const end = performance.now() + SLICE_MS;
      const hasTime = deadline ? () => deadline.timeRemaining() > 1 : () => performance.now() < end;
      if (!prepareSearch(items, fields, hasTime)) schedule();
    };
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(step);
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(step, 0);
        cancel = () => window.clearTimeout(handle);
      }
    };
    schedule();
    return () => cancel();
  }, [items, fields]);
}
