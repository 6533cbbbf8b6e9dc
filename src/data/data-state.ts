// The published data the public pages read, as one value, and every way it changes: pure
// functions without React, fetching or storage (the provider, src/data/data-provider.tsx, does
// those and dispatches the outcome here). docs/decisions/010-per-page-data.md says why a page
// holds only the items it shows until a feature needs the whole list.
import type { BlogPost, Course, Product } from '#src/lib/schema.ts';
import type { ItemVersions } from '#src/lib/in-app-admin/item-version.ts';
import { sortCourses, sortPosts, sortProducts } from '#src/lib/sorting.ts';
import {
  pageDataKey,
  type Collection,
  type PageData,
  type PostIndexEntry,
  type ProductIndexEntry,
} from '#src/lib/prerendered-page.ts';

export type Slot<T> = {
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

/**
 * What a page's data holds besides whole items: its lists' first pages, and the cards it shows
 * (the home page's sections, /formacoes, a product's related products, a post's neighbours).
 * Cards never go into the slots, which hold whole items only.
 */
type PageSummaries = Pick<
  PageData,
  'productList' | 'postList' | 'courseList' | 'homeCards' | 'relatedProducts' | 'postNeighbours'
>;

/** The summaries of a page's data (the items it brings go into the slots). */
function summariesOf({
  productList,
  postList,
  courseList,
  homeCards,
  relatedProducts,
  postNeighbours,
}: PageData): PageSummaries {
  return {
    ...(productList && { productList }),
    ...(postList && { postList }),
    ...(courseList && { courseList }),
    ...(homeCards && { homeCards }),
    ...(relatedProducts && { relatedProducts }),
    ...(postNeighbours && { postNeighbours }),
  };
}

export type DataState = {
  products: Slot<Product[]>;
  courses: Slot<Course[]> & { version: number };
  posts: Slot<BlogPost[]>;
  /** The pages whose data is known (by pageDataKey), with their lists' first pages. */
  pages: Readonly<Record<string, PageSummaries>>;
  productIndex: ProductIndexEntry[] | undefined;
  postIndex: PostIndexEntry[] | undefined;
};

/** The whole list of some collections, resolved against the local copies (src/data/resolve-collection.ts). */
export type ResolvedCollections = Partial<Pick<DataState, Collection>>;

export type IndexKind = 'products' | 'posts';

export type DataAction =
  /** Whole lists, with the local copies applied. */
  | { type: 'resolved'; collections: ResolvedCollections }
  /** One page's data arrived: its items are merged into what is known. */
  | { type: 'page-loaded'; key: string; data: PageData }
  /** The compact index of the shop's or the blog's search. */
  | {
      type: 'index-loaded';
      kind: IndexKind;
      entries: (ProductIndexEntry & PostIndexEntry)[];
    };

/** `known` with `added` merged in by id (an added item completes, never loses, what is known). */
export function mergeById<T extends { id: number }>(
  known: readonly T[],
  added: readonly T[],
  sort: (items: T[]) => T[],
): T[] {
  const byId = new Map(known.map((item) => [item.id, item]));
  for (const item of added) byId.set(item.id, { ...byId.get(item.id), ...item });
  return sort([...byId.values()]);
}

/**
 * The state a page renders (and hydrates) with. Without `path` the given lists are whole files;
 * with it, the slice of that page. `hasCopy`: whether this browser stores a local copy of a
 * collection (applied only after hydration, so the first render matches the HTML).
 */
export function initialState(
  published: PageData,
  path: string | undefined,
  hasCopy: (collection: Collection) => boolean,
): DataState {
  const whole = path === undefined;
  const slot = <T>(value: T[] | undefined, collection: Collection, sort: (items: T[]) => T[]): Slot<T[]> => ({
    value: sort(value ?? []),
    complete: whole && value !== undefined,
    settled: !hasCopy(collection),
    local: false,
  });
  return {
    products: slot(published.products, 'products', sortProducts),
    posts: slot(published.posts, 'posts', sortPosts),
    courses: {
      ...slot(published.courses?.courses, 'courses', sortCourses),
      version: published.courses?.version ?? 0,
    },
    pages: path === undefined ? {} : { [pageDataKey(path)]: summariesOf(published) },
    productIndex: undefined,
    postIndex: undefined,
  };
}

/** A page's data merged into `state`: a whole list already known is left as it is. */
function withPage(state: DataState, key: string, data: PageData): DataState {
  const { products, posts, courses } = state;
  return {
    ...state,
    products:
      products.complete || !data.products
        ? products
        : { ...products, value: mergeById(products.value, data.products, sortProducts) },
    posts:
      posts.complete || !data.posts
        ? posts
        : { ...posts, value: mergeById(posts.value, data.posts, sortPosts) },
    courses:
      courses.complete || !data.courses
        ? courses
        : {
            ...courses,
            value: mergeById(courses.value, data.courses.courses, sortCourses),
            version: data.courses.version,
          },
    pages: { ...state.pages, [key]: summariesOf(data) },
  };
}

export function dataReducer(state: DataState, action: DataAction): DataState {
  switch (action.type) {
    case 'resolved':
      return { ...state, ...action.collections };
    case 'page-loaded':
      return withPage(state, action.key, action.data);
    case 'index-loaded':
      return action.kind === 'products'
        ? { ...state, productIndex: action.entries }
        : { ...state, postIndex: action.entries };
  }
}

/** Whether the data of the page at `path` is known: the whole list, or that page's slice. */
export function pageReady(state: DataState, collection: Collection, path: string | undefined): boolean {
  return state[collection].complete || (path !== undefined && state.pages[pageDataKey(path)] !== undefined);
}

/** The first page and totals of a list page's list, from its data; undefined when unknown. */
export function pageSummary<K extends keyof PageSummaries>(
  state: DataState,
  collection: Collection,
  path: string | undefined,
  list: K,
): PageSummaries[K] | undefined {
  if (state[collection].complete || path === undefined) return undefined;
  return state.pages[pageDataKey(path)]?.[list];
}
