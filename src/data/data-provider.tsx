// Published content for the public pages: products, courses and blog posts.
// On the server (prerender) everything is given up front and each page records what it used;
// in the browser the page first hydrates with the same published data, then local admin
// copies are applied (docs/product.md §4), so hydration never mismatches.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
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
  type LocalCourses,
} from '#src/lib/data-loading.ts';
import { browserStorage, readStored, removeStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';

export type { Collection };
export type PublishedData = { products?: Product[]; courses?: CoursesFile; posts?: BlogPost[] };

type Slot<T> = { status: 'loading' | 'ready'; value: T };
type DataState = {
  products: Slot<Product[]>;
  courses: Slot<Course[]> & { version: number };
  posts: Slot<BlogPost[]>;
};

type DataContextValue = {
  state: DataState;
  request: (collection: Collection) => void;
  /** Re-reads the local admin copies (after an admin edit) or the files. */
  reload: (collection: Collection) => void;
};

const DataContext = createContext<DataContextValue | null>(null);

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

function readLocalProducts(): Product[] | undefined {
  return readStored(browserStorage(), STORAGE_KEYS.adminProducts, (v) => asEntityList<Product>(v));
}
function readLocalCourses(): LocalCourses | undefined {
  return readStored(browserStorage(), STORAGE_KEYS.adminCourses, (v) => asCoursesFile(v));
}
function readLocalPosts(): BlogPost[] | undefined {
  return readStored(browserStorage(), STORAGE_KEYS.adminBlogPosts, (v) =>
    asEntityList<BlogPost>(Array.isArray(v) ? v : (v as { posts?: unknown } | null)?.posts),
  );
}

type BuiltInDefaults = { courses: CoursesFile; posts: BlogPost[] };
/** The built-in defaults are only needed when a file cannot be loaded: a chunk of their own. */
const loadDefaults = async (): Promise<BuiltInDefaults> =>
  (await import('#src/generated/defaults.json')).default as BuiltInDefaults;

async function resolve(collection: Collection, file: FileResult<unknown>): Promise<Partial<DataState>> {
  const storage = browserStorage();
  const defaults = file.ok ? undefined : await loadDefaults();
  switch (collection) {
    case 'products': {
      const resolved = resolveProducts(file as FileResult<Product[]>, readLocalProducts());
      return { products: { status: 'ready', value: resolved.value } };
    }
    case 'courses': {
      const resolved = resolveCourses(
        file as FileResult<CoursesFile>,
        readLocalCourses(),
        defaults?.courses ?? { version: 0, courses: [] },
      );
      if (resolved.saveLocal)
        writeStored(storage, STORAGE_KEYS.adminCourses, {
          version: resolved.version,
          courses: resolved.value,
        });
      return { courses: { status: 'ready', value: resolved.value, version: resolved.version } };
    }
    case 'posts': {
      const resolved = resolvePosts(file as FileResult<BlogPost[]>, readLocalPosts(), defaults?.posts ?? []);
      if (resolved.clearLocal) removeStored(storage, STORAGE_KEYS.adminBlogPosts);
      return { posts: { status: 'ready', value: resolved.value } };
    }
  }
}

function initialState(published: PublishedData): DataState {
  return {
    products: { status: published.products ? 'ready' : 'loading', value: published.products ?? [] },
    courses: {
      status: published.courses ? 'ready' : 'loading',
      value: published.courses?.courses ?? [],
      version: published.courses?.version ?? 0,
    },
    posts: { status: published.posts ? 'ready' : 'loading', value: published.posts ?? [] },
  };
}

type DataProviderProps = {
  /** Published data already at hand: all of it on the server, what the page used when hydrating. */
  published: PublishedData;
  /** Server only: records which collections the page used, so the browser fetches them before hydrating. */
  onUse?: (collection: Collection) => void;
  children: ReactNode;
};

export function DataProvider({ published, onUse, children }: DataProviderProps) {
  const [state, setState] = useState(() => initialState(published));
  const started = useRef(new Set<Collection>());
  const hydratedWith = useRef(published);

  const load = useCallback((collection: Collection, file?: FileResult<unknown>) => {
    started.current.add(collection);
    const apply = (result: FileResult<unknown>) =>
      void resolve(collection, result).then((resolved) =>
        setState((current) => ({ ...current, ...resolved })),
      );
    if (file) apply(file);
    else void fetchPublished(collection).then(apply);
  }, []);

  const request = useCallback(
    (collection: Collection) => {
      if (started.current.has(collection)) return;
      const given = hydratedWith.current[collection];
      // Data the page hydrated with is re-resolved (local admin copies) without a second fetch.
      load(collection, given ? { ok: true, value: given } : undefined);
    },
    [load],
  );

  const reload = useCallback((collection: Collection) => load(collection), [load]);

  const value = useMemo<DataContextValue>(
    () => ({
      state,
      request: onUse
        ? (collection) => {
            onUse(collection);
          }
        : request,
      reload,
    }),
    [state, onUse, request, reload],
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
  return context;
}

export type Loaded<T> = { loading: boolean; data: T; reload: () => void };

export function useProducts(): Loaded<Product[]> {
  const { state, reload } = useCollection('products');
  return {
    loading: state.products.status === 'loading',
    data: state.products.value,
    reload: () => reload('products'),
  };
}

export function useCourses(): Loaded<Course[]> & { version: number } {
  const { state, reload } = useCollection('courses');
  return {
    loading: state.courses.status === 'loading',
    data: state.courses.value,
    version: state.courses.version,
    reload: () => reload('courses'),
  };
}

export function usePosts(): Loaded<BlogPost[]> {
  const { state, reload } = useCollection('posts');
  return {
    loading: state.posts.status === 'loading',
    data: state.posts.value,
    reload: () => reload('posts'),
  };
}
