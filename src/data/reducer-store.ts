// A reducer's state kept outside React, read with useSyncExternalStore. A provider hands its
// consumers the store (created once, so the context value never changes); a change re-renders
// only the components that read it. A context whose value changed would instead reach every
// part of the page below it, including the parts whose hydration waits (a dehydrated Suspense
// boundary cannot tell whether it reads that context, so React hydrates it at once or, when it
// cannot, throws its server HTML away): docs/decisions/009-hydration-and-loading.md.
import { useSyncExternalStore } from 'react';

export type ReducerStore<State, Action> = {
  getState: () => State;
  dispatch: (action: Action) => void;
  subscribe: (listener: () => void) => () => void;
  /** The state the server rendered with: what every hydrating component must see first. */
  initialState: State;
};

export function createReducerStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initialState: State,
): ReducerStore<State, Action> {
  let state = initialState;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch: (action) => {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initialState,
  };
}

/** `derive` memoised per state object, so that a snapshot is the same object while the state is. */
export function memoizeByState<State extends object, Value>(
  derive: (state: State) => Value,
): (state: State) => Value {
  const cache = new WeakMap<State, Value>();
  return (state) => {
    if (cache.has(state)) return cache.get(state) as Value;
    const value = derive(state);
    cache.set(state, value);
    return value;
  };
}

/**
 * The store's state as `derive` shapes it. While React hydrates (and on the server) it is the
 * initial state's, so the first render equals the prerendered HTML; afterwards the current one.
 */
export function useReducerStore<State extends object, Action, Value>(
  store: ReducerStore<State, Action>,
  derive: (state: State) => Value,
): Value {
  return useSyncExternalStore(
    store.subscribe,
    () => derive(store.getState()),
    () => derive(store.initialState),
  );
}
