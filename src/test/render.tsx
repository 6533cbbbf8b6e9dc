// Rendering a page as the site does, with test data: the data provider fed the published items,
// the cart around it if asked, and a memory router at a path. Used by tests only.
import type { ReactElement, ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from '#src/components/router/router.tsx';
import { DataProvider, type PublishedData } from '#src/data/data-provider.tsx';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import type { Product } from '#src/lib/schema.ts';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { CartProvider } from '#src/state/cart-context.tsx';
import { aCartItem } from './factories.ts';
import { memoryRouter } from './memory-router.tsx';

type RenderOptions = {
  /** Published products; undefined renders the client-only state, where products are loading. */
  products?: Product[];
  /** Inside the cart's provider, as the site's layout puts every page. */
  cart?: boolean;
  wrap?: (children: ReactNode) => ReactNode;
};

/** Renders `routes` (plus a catch-all that shows where a redirect led) at `path`. */
export function renderRoutes(
  routes: RouteObject[],
  path: string,
  { products, cart = false, wrap = (c) => c }: RenderOptions = {},
) {
  const router = memoryRouter([...routes, { path: '*', element: <p>Outra página</p> }], {
    initialEntries: [path],
  });
  const published: PublishedData = products === undefined ? {} : { products };
  const app = wrap(router.app);
  const view = render(
    <DataProvider published={published}>{cart ? <CartProvider>{app}</CartProvider> : app}</DataProvider>,
  );
  return { router, ...view };
}

/**
 * A cart saved in local storage with these products and quantities, as a visitor left it: the
 * regular price only (the pages bring the sale price and stock up to date from the products).
 */
export function storeCart(items: Array<[Product, number]>) {
  const lines: CartItem[] = items.map(([p, quantity]) =>
    aCartItem(
      {
        id: p.id,
        name: p.name,
        slug: p.slug,
        price: p.price,
        stock: p.stock,
        image: p.images[0] ?? '',
        category: p.category,
      },
      quantity,
    ),
  );
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(lines));
}

/**
 * `element` as a prerendered page has it, then hydrated as the browser does it: `before` looks at
 * the server's HTML (in a container in the document), `after` at the same container once React has
 * hydrated it. The container is removed afterwards, even when a check fails.
 */
export async function checkServerHtmlThenHydrated(
  element: ReactElement,
  before: (container: HTMLElement) => void,
  after: (container: HTMLElement) => void,
): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | undefined;
  try {
    before(container);
    root = await act(async () => hydrateRoot(container, element));
    after(container);
  } finally {
    if (root) act(() => root?.unmount());
    container.remove();
  }
}
