// Published content for the public pages (products, courses, blog posts), and the in-app admin's
// local copies that override it on this browser (docs/product.md §4 and §6).
// On the server (prerender) everything is given up front and each page records what it used;
// in the browser the page first hydrates with the same published data, then the local copies
// are applied, so hydration never mismatches. A change to a local copy (in this tab through
// `useAdminCollection`, in another tab through the `storage` event) is applied without a reload.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { BlogPost, Course, CoursesFile, Product } from '#src/lib/schema.ts';
import {
  asCoursesFile,
  asEntityList,
  resolveCourses,
  resolvePosts,
  resolveProducts,
  type FileResult,
} from '#src/lib/data-loading.ts';
import {
  collectionOfKey,
  fingerprint,
  hasStoredCopy,
  LOCAL_POSTS_FORMAT,
  removeLocalCopy,
  writeLocalCopy,
  type LocalCopy,
} from '#src/lib/local-copies.ts';
import type { CollectionItem } from '#src/lib/admin-data.ts';
import { sortCollection } from '#src/lib/admin-data.ts';
import { browserStorage } from '#src/lib/storage.ts';
import settings from '#src/generated/settings.json';
import type { Collection } from '#src/lib/prerendered-page.ts';

export type { Collection };
export type PublishedData = { products?: Product[]; courses?: CoursesFile; posts?: BlogPost[] };

/**
 * 'published': the data the page hydrated with, local copies not applied yet (the page may show
 * it; nothing may be decided from it that a local copy could change). 'ready': final.
 */
type Slot<T> = { status: 'loading' | 'published' | 'ready'; value: T; local: boolean };
type DataState = {
  products: Slot<Product[]>;
  courses: Slot<Course[]> & { version: number };
  posts: Slot<BlogPost[]>;
};

type DataContextValue = {
  /**
   * The state, read with useSyncExternalStore (useCollection): the context value itself never
   * changes, so an update never reaches parts of the page that are still waiting to hydrate
   * (docs/decisions/009-hydration-and-loading.md).
   */
  box: StateBox;
  request: (collection: Collection) => void;
  /** Fetches the published file again (and applies the local copy); true when the file loaded. */
  reload: (collection: Collection) => Promise<boolean>;
  /** Stores a new local copy and shows it; false when the storage refuses. */
  saveLocal: <C extends Collection>(collection: C, items: CollectionItem[C][]) => boolean;
  /** Removes the local copy and shows the published file, fetched again; true when it loaded. */
  discardLocal: (collection: Collection) => Promise<boolean>;
};

const DataContext = createContext<DataContextValue | null>(null);

type StateBox = {
  get: () => DataState;
  /** The state the page was rendered with: what a hydrating component must see first. */
  initial: DataState;
  set: (state: DataState) => void;
  subscribe: (listener: () => void) => () => void;
};

function createStateBox(initial: DataState): StateBox {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    initial,
    set: (state) => {
      if (state === current) return;
      current = state;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

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

/** Fetches the published files a prerendered page was rendered with, before hydrating it. */
export async function fetchForHydration(collections: Collection[]): Promise<PublishedData | undefined> {
  const results = await Promise.all(collections.map((c) => fetchPublished(c)));
  if (results.some((r) => !r.ok)) return undefined;
  const data: PublishedData = {};
  collections.forEach((collection, index) => {
    const result = results[index];
    if (result?.ok) Object.assign(data, { [collection]: result.value });
  });
  return data;
}

type BuiltInDefaults = { courses: CoursesFile; posts: BlogPost[] };
/** The built-in defaults are only needed when a file cannot be loaded: a chunk of their own. */
const loadDefaults = async (): Promise<BuiltInDefaults> =>
  (await import('#src/generated/defaults.json')).default as BuiltInDefaults;

/**
 * The local copy of `collection`, checked against the content schema. The check (and the schema
 * library) is a chunk of its own, fetched only when a copy is stored: visitors never hold one.
 */
async function readLocalCopy<C extends Collection>(
  storage: Storage | undefined,
  collection: C,
): Promise<LocalCopy[C] | undefined> {
  if (!hasStoredCopy(storage, collection)) return undefined;
  const check = await import('#src/lib/local-copy-check.ts');
  return check.readLocalCopy(storage, collection, settings.categories);
}

async function resolve(collection: Collection, file: FileResult<unknown>): Promise<Partial<DataState>> {
  const storage = browserStorage();
  const defaults = file.ok ? undefined : await loadDefaults();
  switch (collection) {
    case 'products': {
      const resolved = resolveProducts(
        file as FileResult<Product[]>,
        await readLocalCopy(storage, 'products'),
      );
      return { products: { status: 'ready', value: resolved.value, local: resolved.source === 'local' } };
    }
    case 'courses': {
      const resolved = resolveCourses(
        file as FileResult<CoursesFile>,
        await readLocalCopy(storage, 'courses'),
        defaults?.courses ?? { version: 0, courses: [] },
      );
      if (resolved.saveLocal)
        writeLocalCopy(storage, 'courses', { version: resolved.version, courses: resolved.value });
      const local = resolved.source === 'local' || resolved.saveLocal === true;
      return { courses: { status: 'ready', value: resolved.value, version: resolved.version, local } };
    }
    case 'posts': {
      const resolved = resolvePosts(
        file as FileResult<BlogPost[]>,
        await readLocalCopy(storage, 'posts'),
        defaults?.posts ?? [],
      );
      if (resolved.clearLocal) removeLocalCopy(storage, 'posts');
      return { posts: { status: 'ready', value: resolved.value, local: resolved.source === 'local' } };
    }
  }
}

function initialState(published: PublishedData): DataState {
  const status = (given: unknown) => (given ? 'published' : 'loading') as Slot<unknown>['status'];
  return {
    products: { status: status(published.products), value: published.products ?? [], local: false },
    courses: {
      status: status(published.courses),
      value: published.courses?.courses ?? [],
      version: published.courses?.version ?? 0,
      local: false,
    },
    posts: { status: status(published.posts), value: published.posts ?? [], local: false },
  };
}

type DataProviderProps = {
  /** Published data already at hand: all of it on the server, what the page used when hydrating. */
  published: PublishedData;
  /** Server only: records which collections the page used, so the browser fetches them before hydrating. */
  onUse?: (collection: Collection) => void;
  children: ReactNode;
};

const COLLECTIONS: readonly Collection[] = ['products', 'courses', 'posts'];

export function DataProvider({ published, onUse, children }: DataProviderProps) {
  const [state, setState] = useState(() => initialState(published));
  const started = useRef(new Set<Collection>());
  // The last published file of each collection, so that a change to a local copy is applied
  // without fetching the file again.
  const files = useRef<Partial<Record<Collection, FileResult<unknown>>>>(
    Object.fromEntries(
      COLLECTIONS.filter((c) => published[c] !== undefined).map((c) => [
        c,
        { ok: true, value: published[c] },
      ]),
    ),
  );
  // Of two loads of one collection, only the one asked for last may set the state.
  const latest = useRef<Record<Collection, number>>({ products: 0, courses: 0, posts: 0 });

  const load = useCallback(async (collection: Collection, fetchFile: boolean): Promise<boolean> => {
    started.current.add(collection);
    const token = ++latest.current[collection];
    const known = files.current[collection];
    const file = fetchFile || !known ? await fetchPublished(collection) : known;
    if (token !== latest.current[collection]) return file.ok;
    files.current[collection] = file;
    const resolved = await resolve(collection, file);
    if (token === latest.current[collection]) setState((current) => ({ ...current, ...resolved }));
    return file.ok;
  }, []);

  const request = useCallback(
    (collection: Collection) => {
      if (started.current.has(collection)) return;
      // Data the page hydrated with is resolved again (local copies) without a second fetch.
      void load(collection, false);
    },
    [load],
  );

  const reload = useCallback((collection: Collection) => load(collection, true), [load]);

  const stateRef = useRef(state);
  const [box] = useState(() => createStateBox(state));
  useLayoutEffect(() => {
    stateRef.current = state;
    box.set(state);
  }, [box, state]);

  const saveLocal = useCallback(
    <C extends Collection>(collection: C, items: CollectionItem[C][]): boolean => {
      const storage = browserStorage();
      const sorted = sortCollection(collection, items);
      let saved: boolean;
      if (collection === 'courses') {
        const version = stateRef.current.courses.version;
        saved = writeLocalCopy(storage, 'courses', { version, courses: sorted as Course[] });
      } else if (collection === 'posts') {
        const file = files.current.posts;
        // Based on the list published now: while it stays published, this copy is shown.
        const basedOn = file?.ok ? fingerprint(file.value) : '';
        saved = writeLocalCopy(storage, 'posts', {
          version: LOCAL_POSTS_FORMAT,
          basedOn,
          posts: sorted as BlogPost[],
        });
      } else {
        saved = writeLocalCopy(storage, 'products', sorted as Product[]);
      }
      if (saved) void load(collection, false);
      return saved;
    },
    [load],
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
        if (collection && started.current.has(collection)) void load(collection, false);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [load]);

  const value = useMemo<DataContextValue>(
    () => ({
      box,
      request: onUse
        ? (collection) => {
            onUse(collection);
          }
        : request,
      reload,
      saveLocal,
      discardLocal,
    }),
    [box, onUse, request, reload, saveLocal, discardLocal],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}

function useDataContext(): DataContextValue {
  const context = useContext(DataContext);
  if (!context) throw new Error('Data hooks must be used inside <DataProvider>');
  return context;
}

function useCollection(collection: Collection) {
  const context = useDataContext();
  // During the server render effects do not run: record the use right away.
  if (typeof window === 'undefined') context.request(collection);
  useEffect(() => context.request(collection), [context, collection]);
  const { box } = context;
  const state = useSyncExternalStore(box.subscribe, box.get, () => box.initial);
  return { ...context, state };
}

export type Loaded<T> = {
  /** Nothing to show yet. */
  loading: boolean;
  /** Final: the local admin copies are applied (a page hydrated with the published data only). */
  settled: boolean;
  data: T;
};

export function useProducts(): Loaded<Product[]> {
  const { state } = useCollection('products');
  return {
    loading: state.products.status === 'loading',
    settled: state.products.status === 'ready',
    data: state.products.value,
  };
}

export function useCourses(): Loaded<Course[]> & { version: number } {
  const { state } = useCollection('courses');
  return {
    loading: state.courses.status === 'loading',
    settled: state.courses.status === 'ready',
    data: state.courses.value,
    version: state.courses.version,
  };
}

export function usePosts(): Loaded<BlogPost[]> {
  const { state } = useCollection('posts');
  return {
    loading: state.posts.status === 'loading',
    settled: state.posts.status === 'ready',
    data: state.posts.value,
  };
}

export type AdminCollection<T> = {
  /** True until the list, with the local copy applied, is known. */
  loading: boolean;
  /** The list the public pages of this browser show: the local copy if any, else the published file. */
  items: T[];
  /** Whether a local copy is in use (changes not published). */
  hasLocalCopy: boolean;
  /** Stores `items` (re-sorted) as the local copy, here and in the other tabs; false when the storage refuses. */
  save: (items: T[]) => boolean;
  /** Drops the local copy and fetches the published file again; false when the file could not be loaded. */
  reloadFromFile: () => Promise<boolean>;
};

/** The in-app admin's view of one collection, and the way it changes the local copy. */
export function useAdminCollection<C extends Collection>(collection: C): AdminCollection<CollectionItem[C]> {
  const { state, saveLocal, discardLocal } = useCollection(collection);
  const slot = state[collection];
  return {
    loading: slot.status !== 'ready',
    items: slot.value as CollectionItem[C][],
    hasLocalCopy: slot.local,
    save: (items) => saveLocal(collection, items),
    reloadFromFile: () => discardLocal(collection),
  };
}
