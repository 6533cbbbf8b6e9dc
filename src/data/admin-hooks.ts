// What the in-app admin reads of the data: each collection's whole list as this browser shows
// it, and the way it changes the local copy (docs/product.md §6).
import { useEffect } from 'react';
import type { CollectionItem } from '#src/lib/in-app-admin/admin-data.ts';
import type { ItemVersions } from '#src/lib/in-app-admin/item-version.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { useDataActions, useDataState } from './data-context.ts';

export type AdminCollection<T> = {
  /** True until the list, with the local copy applied, is known. */
  loading: boolean;
  /** The list the public pages of this browser show: the local copy if any, else the published file. */
  items: T[];
  /** Whether a local copy is in use (changes not published). */
  hasLocalCopy: boolean;
  /**
   * Stores `items` (re-sorted) as the local copy, here and in the other tabs; false when the
   * storage refuses. `publishedVersions`: those of an imported export, which the items follow.
   */
  save: (items: T[], publishedVersions?: ItemVersions) => boolean;
  /** The version of each item as published when this list was started: what an export records. */
  publishedVersions: () => ItemVersions;
  /** Drops the local copy and fetches the published file again; false when the file could not be loaded. */
  reloadFromFile: () => Promise<boolean>;
};

/** The in-app admin's view of one collection (the whole file), and the way it changes the local copy. */
export function useAdminCollection<C extends Collection>(collection: C): AdminCollection<CollectionItem[C]> {
  const state = useDataState();
  const { requestAll, saveLocal, discardLocal, publishedVersions } = useDataActions();
  useEffect(() => requestAll(collection), [requestAll, collection]);
  const slot = state[collection];
  return {
    loading: !(slot.complete && slot.settled),
    items: slot.value as CollectionItem[C][],
    hasLocalCopy: slot.local,
    save: (items, versions) => saveLocal(collection, items, versions),
    publishedVersions: () => publishedVersions(collection),
    reloadFromFile: () => discardLocal(collection),
  };
}
