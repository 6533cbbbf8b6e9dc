// What the data provider (src/data/data-provider.tsx) hands down: a store of the state, created
// once, and the actions, a value that never changes. The context values never change, so a change
// of the data re-renders only the components that read it, and never reaches a part of the page
// still waiting to hydrate (an update that does forces it to hydrate at once or, when its code is
// still on the way, to throw its server HTML away: docs/decisions/009-hydration-and-loading.md).
import { createContext, useContext } from 'react';
import type { CollectionItem } from '#src/lib/in-app-admin/admin-data.ts';
import type { ItemVersions } from '#src/lib/in-app-admin/item-version.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { useReducerStore, type ReducerStore } from './reducer-store.ts';
import type { DataAction, DataState, IndexKind } from './data-state.ts';

export type DataStore = ReducerStore<DataState, DataAction>;

export type DataActions = {
  /** The page at `path` (undefined outside the app's routes) reads `collection`. */
  request: (collection: Collection, path: string | undefined) => void;
  /** A feature needs the whole published list of `collection`. */
  requestAll: (collection: Collection) => void;
  /** The shop's or the blog's search, filters or later pages need the compact index. */
  requestIndex: (kind: IndexKind) => void;
  /** Fetches the published file again (and applies the local copy); true when the file loaded. */
  reload: (collection: Collection) => Promise<boolean>;
  /**
   * Stores a new local copy and shows it; false when the storage refuses. The copy keeps the
   * published versions it was started from, or `publishedVersions` (an imported export's).
   */
  saveLocal: <C extends Collection>(
    collection: C,
    items: CollectionItem[C][],
    publishedVersions?: ItemVersions,
  ) => boolean;
  /** The version of each item as published when the list the admin shows was started. */
  publishedVersions: (collection: Collection) => ItemVersions;
  /** Removes the local copy and shows the published file, fetched again; true when it loaded. */
  discardLocal: (collection: Collection) => Promise<boolean>;
};

export const DataStoreContext = createContext<DataStore | null>(null);
export const DataActionsContext = createContext<DataActions | null>(null);

const sameState = (state: DataState) => state;

/** The state; while hydrating (and on the server), the state the page was rendered with. */
export function useDataState(): DataState {
  const store = useContext(DataStoreContext);
  if (!store) throw new Error('Data hooks must be used inside <DataProvider>');
  return useReducerStore(store, sameState);
}

/** The provider's actions (a value that never changes): safe for parts that show no data. */
export function useDataActions(): DataActions {
  const context = useContext(DataActionsContext);
  if (!context) throw new Error('Data hooks must be used inside <DataProvider>');
  return context;
}
