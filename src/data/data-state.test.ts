import { describe, expect, it } from 'vitest';
import type { Collection, PageData, ProductListSummary } from '#src/lib/prerendered-page.ts';
import { aCourse, aPost, aProduct } from '#src/test/factories.ts';
import {
  dataReducer,
  initialState,
  mergeById,
  pageReady,
  pageSummary,
  type DataState,
} from './data-state.ts';

const noCopy = () => false;
const copyOf =
  (...collections: Collection[]) =>
  (collection: Collection) =>
    collections.includes(collection);

const summary = (total: number): ProductListSummary => ({
  items: [],
  total,
  categoryCounts: {},
  subcategoryCounts: {},
});

const namesOf = (state: DataState) => state.products.value.map((product) => product.name);

describe('initialState', () => {
  it('takes lists given without a path as whole files, sorted', () => {
    const state = initialState(
      { products: [aProduct({ id: 2, name: 'B' }), aProduct({ id: 1, name: 'A' })] },
      undefined,
      noCopy,
    );
    expect(state.products).toMatchObject({ complete: true, settled: true, local: false });
    expect(state.posts.complete).toBe(false);
    expect(state.pages).toEqual({});
  });

  it("takes a page's slice as partial lists, and knows that page's summaries by its key", () => {
    const state = initialState({ products: [aProduct()], productList: summary(40) }, '/loja/', noCopy);
    expect(state.products.complete).toBe(false);
    expect(state.pages).toEqual({ '/loja': { productList: summary(40) } });
    expect(pageReady(state, 'products', '/loja')).toBe(true);
    expect(pageReady(state, 'products', '/blog')).toBe(false);
    expect(pageSummary(state, 'products', '/loja', 'productList')?.total).toBe(40);
  });

  it('is not settled for a collection whose local copy waits to be applied', () => {
    const courses = { version: 3, courses: [aCourse({ id: 4 })] };
    const state = initialState({ courses, products: [aProduct()] }, '/formacoes/4', copyOf('courses'));
    expect(state.courses).toMatchObject({ complete: false, settled: false, version: 3 });
    expect(state.products.settled).toBe(true);
  });

  it("takes a course page's course as a partial list with the file's version", () => {
    const courses = { version: 5, courses: [aCourse({ id: 4 })] };
    const state = initialState({ courses }, '/formacoes/4', noCopy);
    expect(state.courses).toMatchObject({ complete: false, settled: true, version: 5 });
    expect(state.courses.value.map((course) => course.id)).toEqual([4]);
    expect(pageReady(state, 'courses', '/formacoes/4')).toBe(true);
    expect(pageReady(state, 'courses', '/formacoes/5')).toBe(false);
  });

  it('takes the whole courses file given without a path as complete', () => {
    const state = initialState({ courses: { version: 2, courses: [aCourse()] } }, undefined, noCopy);
    expect(state.courses).toMatchObject({ complete: true, settled: true, version: 2 });
  });
});

describe('dataReducer', () => {
  it("merges a page's products into those known, by id, keeping the fields only one side has", () => {
    const start = initialState({ products: [aProduct({ id: 1, name: 'Um' })] }, '/loja/produto/1', noCopy);
    const next = dataReducer(start, {
      type: 'page-loaded',
      key: '/loja/produto/2',
      data: { products: [aProduct({ id: 2, name: 'Dois' }), aProduct({ id: 1, name: 'Um, revisto' })] },
    });
    expect(namesOf(next).sort()).toEqual(['Dois', 'Um, revisto']);
    expect(next.pages['/loja/produto/2']).toEqual({});
    expect(pageReady(next, 'products', '/loja/produto/2')).toBe(true);
    expect(start.pages['/loja/produto/2']).toBeUndefined();
  });

  it('leaves a whole list as it is when a page brings some of its items', () => {
    const start = initialState({ products: [aProduct({ id: 1, name: 'Inteiro' })] }, undefined, noCopy);
    const data: PageData = { products: [aProduct({ id: 1, name: 'De uma página' })] };
    const next = dataReducer(start, { type: 'page-loaded', key: '/x', data });
    expect(next.products).toBe(start.products);
  });

  it("merges a course page's course into those known, with the file's version; never a whole file", () => {
    const start = initialState(
      { courses: { version: 7, courses: [aCourse({ id: 1, title: 'Um' })] } },
      '/formacoes/1',
      noCopy,
    );
    const next = dataReducer(start, {
      type: 'page-loaded',
      key: '/formacoes/2',
      data: { courses: { version: 8, courses: [aCourse({ id: 2, title: 'Dois' })] } },
    });
    expect(next.courses).toMatchObject({ complete: false, settled: true, version: 8 });
    expect(next.courses.value.map((course) => course.title).sort()).toEqual(['Dois', 'Um']);
    expect(pageReady(next, 'courses', '/formacoes/2')).toBe(true);
  });

  it("keeps /formacoes's cards as its summary, out of the courses slot", () => {
    const { fullDescription: _programme, ...card } = aCourse({ id: 3 });
    const next = dataReducer(initialState({}, '/', noCopy), {
      type: 'page-loaded',
      key: '/formacoes',
      data: { courseList: [card] },
    });
    expect(next.courses.value).toEqual([]);
    expect(pageReady(next, 'courses', '/formacoes')).toBe(true);
    expect(pageSummary(next, 'courses', '/formacoes', 'courseList')).toEqual([card]);
  });

  it('sets resolved whole lists and the search indexes', () => {
    const start = initialState({}, '/', noCopy);
    const posts = { value: [aPost()], complete: true, settled: true, local: true };
    const resolved = dataReducer(start, { type: 'resolved', collections: { posts } });
    expect(resolved.posts).toBe(posts);
    expect(resolved.products).toBe(start.products);
    const indexed = dataReducer(resolved, { type: 'index-loaded', kind: 'posts', entries: [] });
    expect(indexed.postIndex).toEqual([]);
    expect(indexed.productIndex).toBeUndefined();
  });

  it('gives no summary once the whole list is known (the list pages then read it all)', () => {
    const start = initialState({ products: [], productList: summary(2) }, '/loja', noCopy);
    const products = { value: [aProduct()], complete: true, settled: true, local: false };
    const next = dataReducer(start, { type: 'resolved', collections: { products } });
    expect(pageSummary(next, 'products', '/loja', 'productList')).toBeUndefined();
    expect(pageSummary(start, 'products', undefined, 'productList')).toBeUndefined();
  });
});

describe('mergeById', () => {
  it('adds new items and completes known ones, then sorts', () => {
    const known = [{ id: 1, a: 'x', b: 'old' }];
    const merged = mergeById(
      known,
      [
        { id: 2, a: 'y', b: 'new' },
        { id: 1, a: 'x', b: 'newer' },
      ],
      (items) => items.sort((left, right) => right.id - left.id),
    );
    expect(merged).toEqual([
      { id: 2, a: 'y', b: 'new' },
      { id: 1, a: 'x', b: 'newer' },
    ]);
    expect(known).toEqual([{ id: 1, a: 'x', b: 'old' }]);
  });
});

describe("the home page's cards", () => {
  it('are kept under the home page and make it ready, with no item in the slots', () => {
    const homeCards = { products: [], courses: [], posts: { others: [] } };
    const state = initialState({ homeCards }, '/', noCopy);
    expect(state.pages['/']).toEqual({ homeCards });
    expect(state.courses.complete).toBe(false);
    expect(pageReady(state, 'courses', '/')).toBe(true);
    const fetched = dataReducer(initialState({}, '/loja', noCopy), {
      type: 'page-loaded',
      key: '/',
      data: { homeCards },
    });
    expect(fetched.pages['/']).toEqual({ homeCards });
    expect(fetched.products.value).toEqual([]);
  });
});
