// Helpers for the shop's component tests: products to feed the data provider and a memory
// router with the shop's routes.
import type { ReactNode } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { DataProvider, type PublishedData } from '#src/data/data-provider.tsx';
import type { Product } from '#src/lib/schema.ts';

export function makeProduct(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    slug: `produto-${id}`,
    name: `Produto ${id}`,
    description: `Descrição do produto ${id}.`,
    images: [`/images/products/produto-${id}.svg`],
    price: 10,
    stock: 20,
    category: 'unhas',
    featured: false,
    isNew: false,
    ...overrides,
  };
}

/** `count` products numbered from `firstId`, with the given fields. */
export function makeProducts(count: number, overrides: Partial<Product> = {}, firstId = 1): Product[] {
  return Array.from({ length: count }, (_, i) => makeProduct(firstId + i, overrides));
}

type RenderOptions = {
  /** Published products; undefined renders the client-only state, where products are loading. */
  products?: Product[];
  wrap?: (children: ReactNode) => ReactNode;
};

/** Renders `routes` (plus a catch-all that shows where a redirect led) at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { products, wrap = (c) => c }: RenderOptions,
) {
  const router = createMemoryRouter([...routes, { path: '*', Component: () => <p>Outra página</p> }], {
    initialEntries: [path],
  });
  const published: PublishedData = products === undefined ? {} : { products };
  const view = render(
    <DataProvider published={published}>{wrap(<RouterProvider router={router} />)}</DataProvider>,
  );
  return { router, ...view };
}

/**
 * The browser pieces the shop pages touch, for a test file: a stubbed window.scrollTo and an
 * empty local storage before each test; cleanup and real timers after it.
 */
export function setUpShopPageTests() {
  beforeEach(() => {
    Object.defineProperty(window, 'scrollTo', { value: vi.fn(), writable: true, configurable: true });
    localStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The path and query the router is at. */
export const currentUrl = (router: ReturnType<typeof renderRoutes>['router']) =>
  router.state.location.pathname + router.state.location.search;
