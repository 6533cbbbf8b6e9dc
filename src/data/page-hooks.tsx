// What the public pages (and the cart) read of the published data. Each hook says, on first use,
// which collection the current page reads; the provider fetches what is missing. The routes
// (src/app/routes.tsx) hand the hooks the current page's path with <PagePath>: a page given its
// own slice of the published data reads it under that path; without one (a component rendered
// outside the routes, as in the component tests) the hooks read whole lists.
import { createContext, useCallback, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { BlogPost, Course, Product } from '#src/lib/schema.ts';
import {
  pageDataKey,
  type Collection,
  type CourseCardItem,
  type HomePosts,
  type PostCardItem,
  type PostListSummary,
  type PostNeighbours,
  type ProductCardItem,
  type ProductCardView,
  type ProductListSummary,
} from '#src/lib/prerendered-page.ts';
import { useDataActions, useDataState } from './data-context.ts';
import { pageReady, pageSummary, type DataState, type Slot } from './data-state.ts';

/** A product the shop's lists and search can use: a whole product or an index entry. */
export type CatalogueProduct = ProductCardItem & ({ description: string } | { text: string });
/** A post the blog's list and search can use: a whole post or an index entry. */
export type CataloguePost = PostCardItem & ({ content: string } | { text: string });

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

const PagePathContext = createContext<string | undefined>(undefined);

/** Hands the data hooks below it the path of the page being shown. */
export function PagePath({ path, children }: { path: string; children: ReactNode }) {
  return <PagePathContext.Provider value={path}>{children}</PagePathContext.Provider>;
}

/** No cards (one value, so that memoised selections keep it). */
const NO_CARDS: readonly never[] = [];

/** The whole list once it is known, else the cards of the page's data (none when it has none). */
function wholeOrCards<T>(
  { slot, ready }: { slot: Slot<T[]>; ready: boolean },
  cards: readonly T[] | undefined,
): Loaded<readonly T[]> {
  return { loading: !ready, settled: slot.settled, data: slot.complete ? slot.value : (cards ?? NO_CARDS) };
}

/** The state, once the current page has said it reads `collection`. */
function useCollection<C extends Collection>(collection: C) {
  const state = useDataState();
  const { request } = useDataActions();
  // The current page's path, or undefined outside the app's routes.
  const path = useContext(PagePathContext);
  useEffect(() => request(collection, path), [request, collection, path]);
  const slot: DataState[C] = state[collection];
  return { state, slot, ready: pageReady(state, collection, path), path };
}

export function useProducts(): Loaded<Product[]> {
  const { slot, ready } = useCollection('products');
  return { loading: !ready, settled: slot.settled, data: slot.value };
}

export function useCourses(): Loaded<Course[]> & { version: number } {
  const { slot, ready } = useCollection('courses');
  return { loading: !ready, settled: slot.settled, data: slot.value, version: slot.version };
}

/**
 * The cards of /formacoes: the whole list once it is known (a local copy shown, or the list loaded
 * for another feature), else the cards of the page's data. A course page reads `useCourses`, whose
 * items are whole.
 */
export function useCourseCards(): Loaded<readonly CourseCardItem[]> {
  const courses = useCollection('courses');
  return wholeOrCards(courses, pageSummary(courses.state, 'courses', courses.path, 'courseList'));
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

/**
 * A product page's related products as its data gives them (cards); undefined once the whole
 * list is known (a local copy shown, or the list loaded for another feature), from which the page
 * chooses them itself.
 */
export function useRelatedProductCards(): readonly ProductCardItem[] | undefined {
  const { state, path } = useCollection('products');
  return pageSummary(state, 'products', path, 'relatedProducts');
}

/**
 * A post page's previous, next and related posts as its data gives them (cards); undefined once the
 * whole list is known, from which the page chooses them itself.
 */
export function usePostNeighbourCards(): PostNeighbours | undefined {
  const { state, path } = useCollection('posts');
  return pageSummary(state, 'posts', path, 'postNeighbours');
}

export type HomeSections = {
  products: Loaded<readonly ProductCardView[]>;
  courses: Loaded<readonly CourseCardItem[]>;
  /**
   * The posts: the whole list once known (the page chooses from it), else the ones the home
   * page's data chose (the newest whole, the next ones compact, without their excerpts).
   */
  posts: Loaded<{ whole: readonly BlogPost[] | undefined; chosen: HomePosts | undefined }>;
};

/**
 * What the home page's sections choose from: a whole list once it is known (a local copy shown,
 * or the list loaded for another feature), else the cards of the home page's data.
 */
export function useHomeSections(): HomeSections {
  const products = useCollection('products');
  const courses = useCollection('courses');
  const posts = useCollection('posts');
  const { state, path } = products;
  const cards = path === undefined ? undefined : state.pages[pageDataKey(path)]?.homeCards;
  const whole = posts.slot.complete ? posts.slot.value : undefined;
  const chosen = cards?.posts;
  const postSources = useMemo(() => ({ whole, chosen }), [whole, chosen]);
  return {
    products: wholeOrCards(products, cards?.products),
    courses: wholeOrCards(courses, cards?.courses),
    posts: { loading: !posts.ready, settled: posts.slot.settled, data: postSources },
  };
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
    summary: pageSummary(state, 'products', path, 'productList'),
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
    summary: pageSummary(state, 'posts', path, 'postList'),
    loadAll,
  };
}
