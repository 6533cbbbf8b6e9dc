import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * The visitor's current year, or null during the server render and hydration: the prerendered
 * HTML may be older than the visit, and the first browser render must match it.
 */
export function useCurrentYear(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => null,
  );
}
