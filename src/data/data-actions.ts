// The data provider's actions, without React: what to fetch when a page or a feature asks for a
// collection, and the in-app admin's writes to the local copies. Each outcome is dispatched to
// the one store of the state (src/data/data-state.ts says how it changes the state).
// docs/decisions/010-per-page-data.md: a prerendered page starts with the items it shows; going
// to another page fetches that page's slice; the whole files are loaded only when a feature needs
// them (the admin, the cart's refresh, a browser that holds a local copy); the shop's and the
// blog's searches, filters and later pages load a compact index instead.
import type { FileResult } from '#src/lib/page-loading/data-loading.ts';
import { collectionOfKey, hasStoredCopy, removeLocalCopy } from '#src/lib/in-app-admin/local-copies.ts';
import type { ItemVersions } from '#src/lib/in-app-admin/item-version.ts';
import { pageDataKey, type Collection, type PageData } from '#src/lib/prerendered-page.ts';
import { browserStorage } from '#src/lib/storage.ts';
import { loadSearch } from '#src/lib/search/search-loader.ts';
import type { DataActions, DataStore } from './data-context.ts';
import type { IndexKind } from './data-state.ts';
import { fetchIndex, fetchPageData, fetchPublished } from './published-files.ts';
import { fileVersions, resolveCollection, storeLocalCopy } from './resolve-collection.ts';

const COLLECTIONS: readonly Collection[] = ['products', 'courses', 'posts'];

const INDEX_COLLECTION: Record<IndexKind, Collection> = { products: 'products', posts: 'posts' };

export type DataLoader = DataActions & {
  /** Another tab changed the local copy behind `key` (null: cleared the storage): apply it here. */
  storageChanged: (key: string | null) => void;
};

/**
 * The actions over `store`, which was created from `published` (the slice of the page at `path`,
 * or whole collections without a path).
 */
export function createDataLoader(
  store: DataStore,
  published: PageData,
  path: string | undefined,
): DataLoader {
  // Collections the pages of this tab read (a change to their local copy is applied), and those
  // whose whole file was asked for (once).
  const used = new Set<Collection>();
  const wholeStarted = new Set<Collection>();
  const pageLoads = new Map<string, Promise<boolean>>();
  const indexStarted = new Set<IndexKind>();
  // The last published file of each collection, so that a change to a local copy is applied
  // without fetching the file again. A page's slice is not a whole file.
  const files: Partial<Record<Collection, FileResult<unknown>>> = {};
  for (const collection of COLLECTIONS) {
    const value = published[collection];
    if (value !== undefined && path === undefined) files[collection] = { ok: true, value };
  }
  // Of two loads of one collection, only the one asked for last may set the state.
  const latest: Record<Collection, number> = { products: 0, courses: 0, posts: 0 };

  const load = async (collection: Collection, fetchFile: boolean): Promise<boolean> => {
    wholeStarted.add(collection);
    const token = ++latest[collection];
    const known = files[collection];
    const file = fetchFile || !known ? await fetchPublished(collection) : known;
    if (token !== latest[collection]) return file.ok;
    files[collection] = file;
    const collections = await resolveCollection(collection, file, browserStorage());
    if (token === latest[collection]) store.dispatch({ type: 'resolved', collections });
    return file.ok;
  };

  const loadWhole = (collection: Collection) => {
    if (!wholeStarted.has(collection)) void load(collection, false);
  };

  const loadPage = (key: string): Promise<boolean> => {
    let pending = pageLoads.get(key);
    if (pending === undefined) {
      pending = fetchPageData(key).then((data: PageData | undefined) => {
        if (data === undefined) return false;
        store.dispatch({ type: 'page-loaded', key, data });
        return true;
      });
      pageLoads.set(key, pending);
    }
    return pending;
  };

  const request = (collection: Collection, pagePath: string | undefined) => {
    used.add(collection);
    const state = store.getState();
    const slot = state[collection];
    if (slot.complete) {
      // A whole list the page was given: only a local copy may still change it.
      if (!slot.settled) loadWhole(collection);
      return;
    }
    // A browser that holds a local copy needs the whole published list to apply it.
    if (pagePath === undefined || hasStoredCopy(browserStorage(), collection)) {
      loadWhole(collection);
      return;
    }
    const key = pageDataKey(pagePath);
    if (state.pages[key] !== undefined) return;
    // A page without published data (not prerendered, or unreachable): the whole file, whose
    // failure is the load error of docs/product.md §8.
    void loadPage(key).then((ok) => {
      if (!ok) loadWhole(collection);
    });
  };

  const requestAll = (collection: Collection) => {
    used.add(collection);
    const slot = store.getState()[collection];
    if (!slot.complete || !slot.settled) loadWhole(collection);
  };

  const requestIndex = (kind: IndexKind) => {
    const collection = INDEX_COLLECTION[kind];
    if (store.getState()[collection].complete || indexStarted.has(kind)) return;
    if (hasStoredCopy(browserStorage(), collection)) {
      loadWhole(collection);
      return;
    }
    indexStarted.add(kind);
    void fetchIndex(kind)
      .then((entries) => {
        store.dispatch({ type: 'index-loaded', kind, entries });
        // The index is loaded for a search: the search's code, and the list prepared for it.
        loadSearch().then(
          (search) => search.prepareWhenIdle(kind, entries),
          () => {}, // the page that searches reports it
        );
      })
      .catch(() => loadWhole(collection));
  };

  const publishedVersions = (collection: Collection): ItemVersions => {
    const slot = store.getState()[collection];
    // A copy stored before versions were kept: the published file is the best guess.
    return (slot.local ? slot.publishedVersions : undefined) ?? fileVersions(files[collection]);
  };

  return {
    request,
    requestAll,
    requestIndex,
    publishedVersions,
    reload: (collection) => load(collection, true),
    saveLocal: (collection, items, imported) => {
      const saved = storeLocalCopy(browserStorage(), collection, items, {
        // A copy keeps the versions it started from; a new one starts from the published file.
        versions: imported ?? publishedVersions(collection),
        coursesVersion: store.getState().courses.version,
        // The admin loads the whole list before any save: the copy is based on it.
        postsFile: files.posts,
      });
      if (saved) void load(collection, false);
      return saved;
    },
    discardLocal: (collection) => {
      removeLocalCopy(browserStorage(), collection);
      return load(collection, true);
    },
    storageChanged: (key) => {
      const changed = key === null ? COLLECTIONS : [collectionOfKey(key)];
      for (const collection of changed) {
        if (collection && used.has(collection)) void load(collection, false);
      }
    },
  };
}
