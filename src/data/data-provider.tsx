// Published content for the public pages (products, courses, blog posts), and the in-app admin's
// local copies that override it on this browser (docs/product.md §4 and §6,
// docs/decisions/010-per-page-data.md). The parts, each in a file of its own:
// - data-state.ts: the state and its pure transitions;
// - data-actions.ts: what is fetched when, and the admin's writes, dispatched to the store;
// - published-files.ts and resolve-collection.ts: fetching, and the local copies applied;
// - page-hooks.tsx and admin-hooks.ts: what the pages and the admin read (the pages' hooks read
//   the current page's path, which the routes hand down with <PagePath>).
// A prerendered page is rendered and hydrated with its own slice of the published data, so
// nothing is fetched before hydrating; local copies are applied after hydration, so hydration
// never mismatches.
import { useEffect, useState, type ReactNode } from 'react';
import { hasStoredCopy } from '#src/lib/in-app-admin/local-copies.ts';
import type { Collection, PageData } from '#src/lib/prerendered-page.ts';
import { browserStorage } from '#src/lib/storage.ts';
import { createReducerStore } from './reducer-store.ts';
import { DataActionsContext, DataStoreContext } from './data-context.ts';
import { dataReducer, initialState } from './data-state.ts';
import { createDataLoader } from './data-actions.ts';

/**
 * Published data given up front: a page's slice (with `path`), or whole collections (without it:
 * the tests, and any caller that has the whole files).
 */
export type PublishedData = PageData;

type DataProviderProps = {
  /** Published data already at hand: a page's slice, or whole collections. */
  published: PublishedData;
  /** The path of the page whose slice `published` is; without it, `published` holds whole lists. */
  path?: string;
  children: ReactNode;
};

export function DataProvider({ published, path, children }: DataProviderProps) {
  // The one store of the state and the actions over it, created once.
  const [{ store, loader }] = useState(() => {
    const storage = browserStorage();
    const hasCopy = (collection: Collection) => hasStoredCopy(storage, collection);
    const created = createReducerStore(dataReducer, initialState(published, path, hasCopy));
    return { store: created, loader: createDataLoader(created, published, path) };
  });

  // Another tab changed a local copy (or cleared the storage): apply it here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => loader.storageChanged(event.key);
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [loader]);

  return (
    <DataActionsContext.Provider value={loader}>
      <DataStoreContext.Provider value={store}>{children}</DataStoreContext.Provider>
    </DataActionsContext.Provider>
  );
}
