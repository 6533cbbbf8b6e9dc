import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * True on the server and while React hydrates the server's HTML; false from the render after, and
 * in a client render. What differs between the two must wait for false, or hydration mismatches.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
