// Published content for the public pages (products, courses, blog posts), and the in-app admin's
// local copies that override it on this browser (docs/product.md §4 and §6,
// docs/decisions/010-per-page-data.md).
// A prerendered page is rendered and hydrated with its own slice of the published data (only
// the items it shows, embedded in the page): nothing is fetched before hydrating. Client-side
// navigation to another page fetches that page's slice (/page-data/<path>.json) and merges its
// items by id into what is known. The whole files (/products.json, ...) are loaded only when a
// feature needs them: the admin, the cart's refresh, a browser that holds a local copy. The
// shop's and the blog's searches, filters and later pages load a compact index instead.
// Local copies are applied after hydration, so hydration never mismatches. The state is read
// from a store (useSyncExternalStore): the context value never changes, so nothing loaded later
// reaches a part of the page that still waits to hydrate.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { UNSAFE_LocationContext } from 'react-router';
import type { BlogPost, Course, CoursesFile, Product } from '#src/lib/schema.ts';
import {
  asCoursesFile,
  asEntityList,
  resolveCourses,
  resolvePosts,
  resolveProducts,
  type FileResult,
} from '#src/lib/data-loading.ts';
import { fingerprint } from '#src/lib/fingerprint.ts';
import {
  collectionOfKey,
  hasStoredCopy,
  LOCAL_POSTS_FORMAT,
  removeLocalCopy,
  withoutHtml,
  writeLocalCopy,
  type LocalCopy,
} from '#src/lib/local-copies.ts';
import type { CollectionItem } from '#src/lib/admin-data.ts';
import { itemVersions, type ItemVersions } from '#src/lib/item-version.ts';
import { sortCollection } from '#src/lib/admin-data.ts';
import { sortCourses, sortPosts, sortProducts } from '#src/lib/sorting.ts';
import { browserStorage } from '#src/lib/storage.ts';
import { loadSearch } from '#src/lib/search-loader.ts';
import { createReducerStore, useReducerStore, type ReducerStore } from './reducer-store.ts';
import settings from '#src/generated/settings.json';
import {
  INDEX_FILES,
  pageDataKey,
  pageDataUrl,
  type Collection,
  type PageData,
  type PostCardItem,
  type PostIndexEntry,
  type PostListSummary,
  type ProductCardItem,
  type ProductIndexEntry,
  type ProductListSummary,
} from '#src/lib/prerendered-page.ts';

export type { Collection };
/**
 * Published data given up front: a page's slice (with `path`), or whole collections (without it:
 * the tests, and any caller that has the whole files).
 */
export type PublishedData = PageData;

/** A product the shop's lists and search can use: a whole product or an index entry. */
export type CatalogueProduct = ProductCardItem & ({ description: string } | { text: string });
/** A post the blog's list and search can use: a whole post or an index entry. */
export type CataloguePost = PostCardItem & ({ content: string } | { text: string });

type Slot<T> = {
  /** The items known: the whole list when `complete`, else the ones the pages seen so far used. */
  value: T;
  complete: boolean;
  /** Final: no local copy waits to be applied. */
  settled: boolean;
  /** The value is the local copy. */
  local: boolean;
  /** The published versions stored with the local copy (the admin's exports record them). */
  publishedVersions?: ItemVersions;
};
type PageSummaries = { productList?: ProductListSummary; postList?: PostListSummary };
type DataState = {
  products: Slot<Product[]>;
  courses: Slot<Course[]> & { version: number };
  posts: Slot<BlogPost[]>;
  /** The pages whose data is known (by pageDataKey), with their lists' first pages. */
  pages: Readonly<Record<string, PageSummaries>>;
  productIndex: ProductIndexEntry[] | undefined;
  postIndex: PostIndexEntry[] | undefined;
};

type IndexKind = keyof typeof INDEX_FILES;

type DataActions = {
  /** The page at `path` (undefined outside a router) reads `collection`. */
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

/**
 * The state, handed down in a store created once and read with useSyncExternalStore
 * (src/data/reducer-store.ts; its one action is the new state): the context value never changes,
 * so a change of the data (a page's data, an index, a whole file) re-renders only the components
 * that read it, and never reaches a part of the page still waiting to hydrate (an update that does
 * forces it to hydrate at once or, when its code is still on the way, to throw its server HTML
 * away: docs/decisions/009-hydration-and-loading.md).
 */
type StateBox = ReducerStore<DataState, DataState>;

const createStateBox = (initial: DataState): StateBox =>
  createReducerStore((_current: DataState, next: DataState) => next, initial);

const sameState = (state: DataState) => state;

const DataStateContext = createContext<StateBox | null>(null);
const DataActionsContext = createContext<DataActions | null>(null);

const FILES: Record<Collection, string> = {
  products: '/products.json',
  courses: '/courses.json',
  posts: '/blog.json',
};
const LOAD_ERRORS: Record<Collection, string> = {
  products: 'Failed to load products from JSON file',
  courses: 'Failed to load courses',
  posts: 'Failed to load blog posts from JSON file',
};
const INDEX_COLLECTION: Record<IndexKind, Collection> = { products: 'products', posts: 'posts' };

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Fetches and shape-checks one published file; a failure is logged (docs/product.md §8). */
export async function fetchPublished(collection: Collection): Promise<FileResult<unknown>> {
  try {
    const json = await fetchJson(FILES[collection]);
    const value = collection === 'courses' ? asCoursesFile(json) : asEntityList(json);
    if (!value) throw new Error(`${FILES[collection]}: unexpected shape`);
    return { ok: true, value };
  } catch (error) {
    console.error(LOAD_ERRORS[collection], error);
    return { ok: false };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A page's data file, loosely shape-checked; undefined when it cannot be had (no log: the caller falls back). */
async function fetchPageData(path: string): Promise<PageData | undefined> {
  try {
    const json = await fetchJson(pageDataUrl(path));
    // Not an object, or the host's answer for a page without data (netlify.toml).
    if (!isObject(json) || json.missing === true) return undefined;
    if (json.products !== undefined && !asEntityList(json.products)) return undefined;
    if (json.posts !== undefined && !asEntityList(json.posts)) return undefined;
    if (json.courses !== undefined && !asCoursesFile(json.courses)) return undefined;
    return json as PageData;
  } catch {
    return undefined;
  }
}

type BuiltInDefaults = { courses: CoursesFile; posts: BlogPost[] };
/** The built-in defaults are only needed when a file cannot be loaded: a chunk of their own. */
const loadDefaults = async (): Promise<BuiltInDefaults> =>
  (await import('#src/generated/defaults.json')).default as BuiltInDefaults;

/**
 * The local copy of `collection`, checked against the content schema, its items without any
 * build-made `*Html` field (see local-copy-check.ts). The check (and the schema library) is a
 * chunk of its own, fetched only when a copy is stored: visitors never hold one.
 */
async function readLocalCopy<C extends Collection>(
  storage: Storage | undefined,
  collection: C,
): Promise<{ copy: LocalCopy[C]; publishedVersions: ItemVersions | undefined } | undefined> {
  if (!hasStoredCopy(storage, collection)) return undefined;
  const check = await import('#src/lib/local-copy-check.ts');
  const copy = check.readLocalCopy(storage, collection, settings.categories);
  return copy && { copy, publishedVersions: check.readCopyVersions(storage, collection) };
}

type Resolved = Partial<Pick<DataState, Collection>>;

/** The slot's published versions: those stored with the local copy, when it is the one shown. */
const versionsOf = (shown: boolean, local: { publishedVersions: ItemVersions | undefined } | undefined) =>
  shown && local?.publishedVersions !== undefined ? { publishedVersions: local.publishedVersions } : {};

/** The versions of the items of a published file (none when it could not be loaded). */
function fileVersions(file: FileResult<unknown> | undefined): ItemVersions {
  if (!file?.ok) return {};
  const value = file.value as CoursesFile | { id: number }[];
  return itemVersions(Array.isArray(value) ? value : value.courses);
}

async function resolve(collection: Collection, file: FileResult<unknown>): Promise<Resolved> {
  const storage = browserStorage();
  const defaults = file.ok ? undefined : await loadDefaults();
  const slot = { complete: true, settled: true };
  switch (collection) {
    case 'products': {
      const local = await readLocalCopy(storage, 'products');
      const resolved = resolveProducts(file as FileResult<Product[]>, local?.copy);
      const isLocal = resolved.source === 'local';
      return {
        products: { ...slot, value: resolved.value, local: isLocal, ...versionsOf(isLocal, local) },
      };
    }
    case 'courses': {
      const local = await readLocalCopy(storage, 'courses');
      const resolved = resolveCourses(
        file as FileResult<CoursesFile>,
        local?.copy,
        defaults?.courses ?? { version: 0, courses: [] },
      );
      if (resolved.saveLocal)
        writeLocalCopy(storage, 'courses', { version: resolved.version, courses: resolved.value });
      const isLocal = resolved.source === 'local' || resolved.saveLocal === true;
      return {
        courses: {
          ...slot,
          value: resolved.value,
          version: resolved.version,
          local: isLocal,
          ...versionsOf(resolved.source === 'local', local),
        },
      };
    }
    case 'posts': {
      const local = await readLocalCopy(storage, 'posts');
      const resolved = resolvePosts(file as FileResult<BlogPost[]>, local?.copy, defaults?.posts ?? []);
      if (resolved.clearLocal) removeLocalCopy(storage, 'posts');
      const isLocal = resolved.source === 'local';
      return { posts: { ...slot, value: resolved.value, local: isLocal, ...versionsOf(isLocal, local) } };
    }
  }
}

/** `known` with `added` merged in by id (an added item completes, never loses, what is known). */
function mergeById<T extends { id: number }>(
  known: readonly T[],
  added: readonly T[],
  sort: (items: T[]) => T[],
): T[] {
  const byId = new Map(known.map((item) => [item.id, item]));
  for (const item of added) byId.set(item.id, { ...byId.get(item.id), ...item });
  return sort([...byId.values()]);
}

function coursesSlot(file: CoursesFile, storage: Storage | undefined): DataState['courses'] {
  return {
    value: sortCourses(file.courses),
    version: file.version,
    complete: true,
    settled: !hasStoredCopy(storage, 'courses'),
    local: false,
  };
}

function initialState(published: PageData, path: string | undefined): DataState {
  const storage = browserStorage();
  // Without a path the given lists are whole files; with one, the slice of that page.
  const whole = path === undefined;
  const slot = <T,>(
    value: T[] | undefined,
    collection: Collection,
    sort: (items: T[]) => T[],
  ): Slot<T[]> => ({
    value: sort(value ?? []),
    complete: whole && value !== undefined,
    settled: !hasStoredCopy(storage, collection),
    local: false,
  });
  const { productList, postList } = published;
  return {
    products: slot(published.products, 'products', sortProducts),
    posts: slot(published.posts, 'posts', sortPosts),
    courses: published.courses
      ? coursesSlot(published.courses, storage)
      : { value: [], version: 0, complete: false, settled: true, local: false },
    pages:
      path === undefined
        ? {}
        : {
            [pageDataKey(path)]: {
              ...(productList && { productList }),
              ...(postList && { postList }),
            },
          },
    productIndex: undefined,
    postIndex: undefined,
  };
}

type DataProviderProps = {
  /** Published data already at hand: a page's slice, or whole collections. */
  published: PublishedData;
  /** The path of the page whose slice `published` is; without it, `published` holds whole lists. */
  path?: string;
  children: ReactNode;
};

const COLLECTIONS: readonly Collection[] = ['products', 'courses', 'posts'];

export function DataProvider({ published, path, children }: DataProviderProps) {
  const [state, setState] = useState(() => initialState(published, path));
  // The state as last committed, for the actions (the pages' effects, which call them, run after
  // this layout effect).
  const stateRef = useRef(state);
  // What the consumers read (the context's value: created once).
  const [box] = useState(() => createStateBox(state));
  useLayoutEffect(() => {
    stateRef.current = state;
    box.dispatch(state);
  }, [box, state]);
  // Collections the pages of this tab read (a change to their local copy is applied), and those
  // whose whole file was asked for (once).
  const used = useRef(new Set<Collection>());
  const wholeStarted = useRef(new Set<Collection>());
  const pageLoads = useRef(new Map<string, Promise<boolean>>());
  const indexStarted = useRef(new Set<IndexKind>());
  // The last published file of each collection, so that a change to a local copy is applied
  // without fetching the file again.
  const files = useRef<Partial<Record<Collection, FileResult<unknown>>>>(
    Object.fromEntries(
      COLLECTIONS.flatMap((c) =>
        (c === 'courses' || path === undefined) && published[c] !== undefined
          ? [[c, { ok: true, value: published[c] }]]
          : [],
      ),
    ),
  );
  // Of two loads of one collection, only the one asked for last may set the state.
  const latest = useRef<Record<Collection, number>>({ products: 0, courses: 0, posts: 0 });

  const load = useCallback(async (collection: Collection, fetchFile: boolean): Promise<boolean> => {
    wholeStarted.current.add(collection);
    const token = ++latest.current[collection];
    const known = files.current[collection];
    const file = fetchFile || !known ? await fetchPublished(collection) : known;
    if (token !== latest.current[collection]) return file.ok;
    files.current[collection] = file;
    const resolved = await resolve(collection, file);
    if (token === latest.current[collection]) setState((current) => ({ ...current, ...resolved }));
    return file.ok;
  }, []);

  const loadWhole = useCallback(
    (collection: Collection) => {
      if (wholeStarted.current.has(collection)) return;
      void load(collection, false);
    },
    [load],
  );

  const loadPage = useCallback((key: string): Promise<boolean> => {
    let pending = pageLoads.current.get(key);
    if (pending === undefined) {
      pending = fetchPageData(key).then((data) => {
        if (data === undefined) return false;
        if (data.courses && !files.current.courses) files.current.courses = { ok: true, value: data.courses };
        const storage = browserStorage();
        setState((current) => ({
          ...current,
          products:
            current.products.complete || !data.products
              ? current.products
              : {
                  ...current.products,
                  value: mergeById(current.products.value, data.products, sortProducts),
                },
          posts:
            current.posts.complete || !data.posts
              ? current.posts
              : { ...current.posts, value: mergeById(current.posts.value, data.posts, sortPosts) },
          courses:
            current.courses.complete || !data.courses ? current.courses : coursesSlot(data.courses, storage),
          pages: {
            ...current.pages,
            [key]: {
              ...(data.productList && { productList: data.productList }),
              ...(data.postList && { postList: data.postList }),
            },
          },
        }));
        return true;
      });
      pageLoads.current.set(key, pending);
    }
    return pending;
  }, []);

  const request = useCallback(
    (collection: Collection, pagePath: string | undefined) => {
      used.current.add(collection);
      const current = stateRef.current;
      const slot = current[collection];
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
      if (current.pages[key] !== undefined) return;
      // A page without published data (not prerendered, or unreachable): the whole file, whose
      // failure is the load error of docs/product.md §8.
      void loadPage(key).then((ok) => {
        if (!ok) loadWhole(collection);
      });
    },
    [loadWhole, loadPage],
  );

  const requestAll = useCallback(
    (collection: Collection) => {
      used.current.add(collection);
      const slot = stateRef.current[collection];
      if (!slot.complete || !slot.settled) loadWhole(collection);
    },
    [loadWhole],
  );

  const requestIndex = useCallback(
    (kind: IndexKind) => {
      const collection = INDEX_COLLECTION[kind];
      if (stateRef.current[collection].complete || indexStarted.current.has(kind)) return;
      if (hasStoredCopy(browserStorage(), collection)) {
        loadWhole(collection);
        return;
      }
      indexStarted.current.add(kind);
      void fetchJson(INDEX_FILES[kind])
        .then((json) => {
          const entries = asEntityList<ProductIndexEntry & PostIndexEntry>(json);
          if (!entries) throw new Error(`${INDEX_FILES[kind]}: unexpected shape`);
          setState((current) =>
            kind === 'products' ? { ...current, productIndex: entries } : { ...current, postIndex: entries },
          );
          // The index is loaded for a search: the search's code, and the list prepared for it.
          loadSearch().then(
            (search) => search.prepareWhenIdle(kind, entries),
            () => {}, // the page that searches reports it
          );
        })
        .catch(() => loadWhole(collection));
    },
    [loadWhole],
  );

  const reload = useCallback((collection: Collection) => load(collection, true), [load]);

  const publishedVersions = useCallback((collection: Collection): ItemVersions => {
    const slot = stateRef.current[collection];
    // A copy stored before versions were kept: the published file is the best guess.
    return (slot.local ? slot.publishedVersions : undefined) ?? fileVersions(files.current[collection]);
  }, []);

  const saveLocal = useCallback(
    <C extends Collection>(collection: C, items: CollectionItem[C][], imported?: ItemVersions): boolean => {
      const storage = browserStorage();
      // A copy keeps the versions it started from; a new one starts from the published file.
      const versions = imported ?? publishedVersions(collection);
      // The build's `*Html` fields describe the published text, not the copy's.
      const sorted = sortCollection(collection, items.map(withoutHtml));
      let saved: boolean;
      if (collection === 'courses') {
        const version = stateRef.current.courses.version;
        saved = writeLocalCopy(storage, 'courses', { version, courses: sorted as Course[] }, versions);
      } else if (collection === 'posts') {
        const file = files.current.posts;
        // Based on the whole list published now (the admin loads it before any save): while it
        // stays published, this copy is shown.
        const basedOn = file?.ok ? fingerprint(file.value) : '';
        saved = writeLocalCopy(
          storage,
          'posts',
          { version: LOCAL_POSTS_FORMAT, basedOn, posts: sorted as BlogPost[] },
          versions,
        );
      } else {
        saved = writeLocalCopy(storage, 'products', sorted as Product[], versions);
      }
      if (saved) void load(collection, false);
      return saved;
    },
    [load, publishedVersions],
  );

  const discardLocal = useCallback(
    (collection: Collection) => {
      removeLocalCopy(browserStorage(), collection);
      return load(collection, true);
    },
    [load],
  );

  // Another tab changed a local copy (or cleared the storage): apply it here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const changed = event.key === null ? COLLECTIONS : [collectionOfKey(event.key)];
      for (const collection of changed) {
        if (collection && used.current.has(collection)) void load(collection, false);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);

  const actions = useMemo<DataActions>(
    () => ({ request, requestAll, requestIndex, reload, saveLocal, discardLocal, publishedVersions }),
    [request, requestAll, requestIndex, reload, saveLocal, discardLocal, publishedVersions],
  );
  return (
    <DataActionsContext.Provider value={actions}>
      <DataStateContext.Provider value={box}>{children}</DataStateContext.Provider>
    </DataActionsContext.Provider>
  );
}

function useDataState(): DataState {
  const box = useContext(DataStateContext);
  if (!box) throw new Error('Data hooks must be used inside <DataProvider>');
  // While hydrating (and on the server), the state the page was rendered with.
  return useReducerStore(box, sameState);
}

/** The provider's actions (a value that never changes): safe for parts that show no data. */
export function useDataActions(): DataActions {
  const context = useContext(DataActionsContext);
  if (!context) throw new Error('Data hooks must be used inside <DataProvider>');
  return context;
}

/** The current page's path, or undefined outside a router. */
function usePagePath(): string | undefined {
  // The context itself, not useLocation(): the data hooks also work outside a router.
  return useContext(UNSAFE_LocationContext)?.location?.pathname;
}

/** The state, once the current page has said it reads `collection`. */
function useCollection<C extends Collection>(collection: C) {
  const state = useDataState();
  const { request } = useDataActions();
  const path = usePagePath();
  useEffect(() => request(collection, path), [request, collection, path]);
  const slot: DataState[C] = state[collection];
  const ready = slot.complete || (path !== undefined && state.pages[pageDataKey(path)] !== undefined);
  return { state, slot, ready, path };
}

export type Loaded<T> = {
  /** Nothing to show yet. */
  loading: boolean;
  /** Final: the local admin copies are applied (a page hydrated with the published data only). */
  settled: boolean;
  /**
   * What the current page needs: the items its data named, merged with the others known (the
   * whole list once it is loaded). A page selects from it exactly as from the whole list.
   */
  data: T;
};

export function useProducts(): Loaded<Product[]> {
  const { slot, ready } = useCollection('products');
  return { loading: !ready, settled: slot.settled, data: slot.value };
}

export function useCourses(): Loaded<Course[]> & { version: number } {
  const { slot, ready } = useCollection('courses');
  return { loading: !ready, settled: slot.settled, data: slot.value, version: slot.version };
}

export function usePosts(): Loaded<BlogPost[]> {
  const { slot, ready } = useCollection('posts');
  return { loading: !ready, settled: slot.settled, data: slot.value };
}

/** The whole published product list (the cart's refresh): loaded after hydration, never before. */
export function useAllProducts(): Loaded<Product[]> {
  const state = useDataState();
  const { requestAll } = useDataActions();
  useEffect(() => requestAll('products'), [requestAll]);
  const slot = state.products;
  return { loading: !slot.complete, settled: slot.complete && slot.settled, data: slot.value };
}

export type ListSource<Item, Summary> = {
  /** Every item (whole list or compact index), in display order; undefined until loaded. */
  all: readonly Item[] | undefined;
  /** The first page and totals of this page's list, from its data; undefined when unknown. */
  summary: Summary | undefined;
  /** The page's data is known (or the whole list): what it lacks can be asked with `loadAll`. */
  ready: boolean;
  /** Asks for every item (the compact index); call it on the first search, filter or page change. */
  loadAll: () => void;
};

/** The product list of the shop, a category or a subcategory. */
export function useProductList(): ListSource<CatalogueProduct, ProductListSummary> {
  const { state, slot, path, ready } = useCollection('products');
  const { requestIndex } = useDataActions();
  const loadAll = useCallback(() => requestIndex('products'), [requestIndex]);
  return {
    ready,
    all: slot.complete ? slot.value : state.productIndex,
    summary: slot.complete || path === undefined ? undefined : state.pages[pageDataKey(path)]?.productList,
    loadAll,
  };
}

/** The blog's list of posts. */
export function usePostList(): ListSource<CataloguePost, PostListSummary> {
  const { state, slot, path, ready } = useCollection('posts');
  const { requestIndex } = useDataActions();
  const loadAll = useCallback(() => requestIndex('posts'), [requestIndex]);
  return {
    ready,
    all: slot.complete ? slot.value : state.postIndex,
    summary: slot.complete || path === undefined ? undefined : state.pages[pageDataKey(path)]?.postList,
    loadAll,
  };
}

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
