// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CategoryPage } from './category-page.tsx';
import { aProduct, someProducts } from '#src/test/factories.ts';
import { renderRoutes } from '#src/test/render.tsx';
import { currentUrl, setUpShopPageTests } from './shop-test-utils.tsx';

const routes = [
  { path: '/loja', element: <p>Página da loja</p> },
  { path: '/loja/:category', element: <CategoryPage /> },
  { path: '/loja/:category/:subcategory', element: <CategoryPage /> },
];

setUpShopPageTests();
const where = currentUrl;

describe('CategoryPage redirects', () => {
  it('sends an unknown category to /loja, replacing the history entry', async () => {
    const { router } = renderRoutes(routes, '/loja/nada', { products: [aProduct({ id: 1 })] });
    await waitFor(() => expect(where(router)).toBe('/loja'));
    expect(router.history.action).toBe('REPLACE');
    expect(await screen.findByText('Página da loja')).toBeTruthy();
  });

  it('sends an unknown subcategory to its category', async () => {
    const { router } = renderRoutes(routes, '/loja/unhas/nada', { products: [aProduct({ id: 1 })] });
    await waitFor(() => expect(where(router)).toBe('/loja/unhas'));
    expect(router.history.action).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unhas' })).toBeTruthy();
  });

  it('sends a page above the last one to the same path without page, keeping other parameters', async () => {
    const products = someProducts(25, { subcategory: 'limas' });
    const { router } = renderRoutes(routes, '/loja/unhas/limas?page=3&utm=x', { products });
    await waitFor(() => expect(where(router)).toBe('/loja/unhas/limas?utm=x'));
    expect(router.history.action).toBe('REPLACE');
  });

  it('sends a page below 1 to the same path without page', async () => {
    const { router } = renderRoutes(routes, '/loja/unhas?page=0', { products: someProducts(3) });
    await waitFor(() => expect(where(router)).toBe('/loja/unhas'));
    const again = renderRoutes(routes, '/loja/unhas?page=-2', { products: someProducts(3) });
    await waitFor(() => expect(where(again.router)).toBe('/loja/unhas'));
  });

  it('keeps a page that exists', async () => {
    const { router } = renderRoutes(routes, '/loja/unhas?page=2', { products: someProducts(25) });
    expect(await screen.findByText('A mostrar 21–25 de 25 produtos (página 2 de 2)')).toBeTruthy();
    expect(where(router)).toBe('/loja/unhas?page=2');
  });

  it('does not redirect while the products are loading, then redirects', async () => {
    // The page's own data is not published (404): the whole product file is fetched instead.
    let respond: (response: Response) => void = () => {};
    const fetchMock = vi.fn((url: string) =>
      url.startsWith('/page-data/')
        ? Promise.resolve(new Response('', { status: 404 }))
        : new Promise<Response>((resolve) => (respond = resolve)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderRoutes(routes, '/loja/unhas?page=5', {});
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/products.json', expect.anything()));
    expect(await screen.findByText('A carregar produtos…')).toBeTruthy();
    expect(where(router)).toBe('/loja/unhas?page=5');

    await act(async () => respond(new Response(JSON.stringify(someProducts(3)), { status: 200 })));
    await waitFor(() => expect(where(router)).toBe('/loja/unhas'));
  });

  it('waits for the data before redirecting an unknown category too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { router } = renderRoutes(routes, '/loja/nada', {});
    expect(await screen.findByText('A carregar produtos…')).toBeTruthy();
    expect(where(router)).toBe('/loja/nada');
  });
});

describe('CategoryPage content', () => {
  it('shows breadcrumbs, the range text, pagination and the subcategory tiles of a category', async () => {
    const products = [
      ...someProducts(22, { subcategory: 'geis-construcao' }),
      ...someProducts(3, { subcategory: 'limas' }, 100),
      aProduct({ id: 200, category: 'cores', subcategory: 'gel-polish' }),
    ];
    renderRoutes(routes, '/loja/unhas', { products });

    const trail = await screen.findByRole('navigation', { name: 'Caminho' });
    expect(trail.textContent).toBe('InícioLojaUnhas');
    expect(screen.getByText('Unhas', { selector: '[aria-current="page"]' })).toBeTruthy();
    expect(screen.getByText('A mostrar 1–20 de 25 produtos (página 1 de 2)')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(20);

    const geis = screen.getByRole('link', { name: /Géis de Construção\s*22 produtos/ });
    expect(geis.getAttribute('href')).toBe('/loja/unhas/geis-construcao');
    expect(screen.getByRole('link', { name: /Preparadores\s*0 produtos/ })).toBeTruthy();

    const pages = screen.getByRole('navigation', { name: 'Páginas de produtos' });
    expect(pages.querySelector('[aria-current="page"]')?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Página 2' }).getAttribute('href')).toBe('/loja/unhas?page=2');

    // The category view repeats the first 2 subcategories as shortcuts below the grid.
    const shortcuts = screen.getByRole('navigation', { name: 'Atalhos para subcategorias' });
    expect([...shortcuts.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Géis de Construção',
      'Linha Smooth/Acrygel',
    ]);
  });

  it('lists a subcategory with shortcuts to the first 3 other subcategories', async () => {
    const products = [
      aProduct({ id: 1, subcategory: 'limas' }),
      aProduct({ id: 2, subcategory: 'preparadores' }),
    ];
    renderRoutes(routes, '/loja/unhas/limas', { products });

    expect(await screen.findByRole('heading', { level: 1, name: 'Limas' })).toBeTruthy();
    const trail = screen.getByRole('navigation', { name: 'Caminho' });
    expect(trail.textContent).toBe('InícioLojaUnhasLimas');
    expect(screen.getByRole('link', { name: 'Unhas' }).getAttribute('href')).toBe('/loja/unhas');
    expect(screen.getByText('A mostrar 1 produto')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(1);

    const shortcuts = screen.getByRole('navigation', { name: 'Outras subcategorias' });
    expect([...shortcuts.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/loja/unhas/geis-construcao',
      '/loja/unhas/linha-smoothacrygel',
      '/loja/unhas/preparadores',
      '/loja/unhas',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Páginas de produtos' })).toBeNull();
  });

  it('has separate empty messages for a category and a subcategory', async () => {
    renderRoutes(routes, '/loja/pedicure', { products: [aProduct({ id: 1 })] });
    expect(await screen.findByText('Ainda não há produtos nesta categoria.')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/loja/unhas/limas', { products: [aProduct({ id: 1 })] });
    expect(await screen.findByText('Ainda não há produtos nesta subcategoria.')).toBeTruthy();
  });

  it('goes back to the parent path when the visit started here', async () => {
    const { router } = renderRoutes(routes, '/loja/unhas/limas', { products: [aProduct({ id: 1 })] });
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(where(router)).toBe('/loja/unhas'));
    fireEvent.click(await screen.findByRole('button', { name: 'Voltar' }));
    // Now there is a page of the site behind: back in history.
    await waitFor(() => expect(where(router)).toBe('/loja/unhas/limas'));
  });

  it('scrolls to the top when the page changes', async () => {
    const { router } = renderRoutes(routes, '/loja/unhas', { products: someProducts(25) });
    await screen.findByText('A mostrar 1–20 de 25 produtos (página 1 de 2)');
    expect(window.scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'Página 2' }));
    expect(await screen.findByText('A mostrar 21–25 de 25 produtos (página 2 de 2)')).toBeTruthy();
    expect(where(router)).toBe('/loja/unhas?page=2');
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
  });
});
