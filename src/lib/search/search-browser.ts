// The search as the browser loads it, on the first search (search-loader.ts): the shop's, the
// blog's and the admin's searches (search.ts), and the preparation of a list in idle time.
import { postFields, productFields } from './search.ts';
import { prepareSearch, type SearchFields } from './text-search.ts';

export * from './search.ts';

/** The longest slice of preparation at a time. */
const SLICE_MS = 8;

/**
 * Prepares the search of a list in the browser's idle moments, a slice at a time, so that the
 * first keystrokes do not pay for it (text-search.ts, prepareSearch): the data provider calls it
 * when a compact index arrives. A search that comes first does the rest itself.
 */
export function prepareWhenIdle(kind: 'products' | 'posts', items: readonly object[]): void {
  const fields = (kind === 'products' ? productFields : postFields) as SearchFields<object>;
  const step = (deadline?: IdleDeadline) => {
    // Short slices even when the browser offers a long idle time: a keystroke that comes during
    // one waits for its end.
    const end = performance.now() + SLICE_MS;
    const hasTime = () => performance.now() < end && (!deadline || deadline.timeRemaining() > 1);
    if (!prepareSearch(items, fields, hasTime)) schedule();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(step);
    else window.setTimeout(step, 0);
  };
  schedule();
}
