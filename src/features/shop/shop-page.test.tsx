// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import settings from '#src/generated/settings.json';
import { formatPrice } from '#src/lib/money.ts';
import { ShopPage } from './shop-page.tsx';
import { aProduct, someProducts } from '#src/test/factories.ts';
import { renderRoutes } from '#src/test/render.tsx';
import { currentUrl, setUpShopPageTests } from './shop-test-utils.tsx';

const routes = [{ path: '/loja', element: <ShopPage /> }];

setUpShopPageTests();
const where = currentUrl;

describe('ShopPage', () => {
  it('lists every product, 20 per page, in display order', async () => {
    const products = [...someProducts(24), aProduct({ id: 99, order: 1, name: 'Primeiro' })];
    renderRoutes(routes, '/loja', { products });
    const grid = await screen.findByRole('heading', { level: 2, name: 'Todos os produtos' });
    expect(grid).toBeTruthy();
    const names = screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('Primeiro');
    expect(screen.getByText('25 produtos · página 1 de 2')).toBeTruthy();
  });

  it('shows one card per category with its count, and toggles each one independently', async () => {
    const products = [aProduct({ id: 1, subcategory: 'limas' }), aProduct({ id: 2, category: 'cores' })];
    renderRoutes(routes, '/loja', { products });
    const cards = await screen.findAllByRole('link', { name: /produtos?$/ });
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      settings.categories.map((c) => `/loja/${c.slug}`),
    );
    expect(screen.getByRole('link', { name: 'Unhas 1 produto' })).toBeTruthy();

    const unhasToggle = screen.getByRole('button', { name: 'Subcategorias de Unhas' });
    const coresToggle = screen.getByRole('button', { name: 'Subcategorias de Cores' });
    expect(unhasToggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /^Limas/ })).toBeNull();

    fireEvent.click(unhasToggle);
    expect(unhasToggle.getAttribute('aria-expanded')).toBe('true');
    expect(coresToggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('link', { name: /^Limas/ }).getAttribute('href')).toBe('/loja/unhas/limas');

    fireEvent.click(coresToggle);
    expect(unhasToggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: /^Gel Polish/ }).getAttribute('href')).toBe(
      '/loja/cores/gel-polish',
    );

    fireEvent.click(unhasToggle);
    expect(unhasToggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: /^Limas/ })).toBeNull();
  });

  it('filters by the search parameter and writes typed text to it, dropping page', async () => {
    const products = [
      ...someProducts(30),
      aProduct({ id: 100, name: 'Lima 180/240' }),
      aProduct({ id: 101, description: 'Uma lima macia.' }),
    ];
    const { router } = renderRoutes(routes, '/loja?page=2', { products });
    expect(await screen.findByText('32 produtos · página 2 de 2')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Pesquisar na loja' });
    fireEvent.change(box, { target: { value: '  LIMA ' } });
    await waitFor(() => expect(where(router)).toBe('/loja?search=LIMA'));
    expect(await screen.findByText('2 produtos encontrados para "LIMA"')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // The typed text keeps its spaces while the URL holds the trimmed text.
    expect((box as HTMLInputElement).value).toBe('  LIMA ');

    fireEvent.click(screen.getByRole('button', { name: 'Limpar texto da pesquisa' }));
    await waitFor(() => expect(where(router)).toBe('/loja'));
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('follows a search made elsewhere (header, Back)', async () => {
    const { router } = renderRoutes(routes, '/loja', { products: [aProduct({ id: 1, name: 'Cola gel' })] });
    const box = await screen.findByRole('searchbox', { name: 'Pesquisar na loja' });
    await router.navigate('/loja?search=cola');
    await waitFor(() => expect((box as HTMLInputElement).value).toBe('cola'));
    expect(screen.getByText('1 produto encontrado para "cola"')).toBeTruthy();
  });

  it('explains an empty search and an empty shop', async () => {
    renderRoutes(routes, '/loja?search=xyz', { products: [aProduct({ id: 1 })] });
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    expect(screen.getByText('Não encontrámos produtos para "xyz". Tente outra pesquisa.')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/loja', { products: [] });
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    expect(screen.getByText('De momento não há produtos disponíveis na loja. Volte em breve!')).toBeTruthy();
  });

  it("offers 'Quis dizer …?' when nothing is found, as a link to the corrected search", async () => {
    const products = [aProduct({ id: 1, name: 'Kit de Pincéis' }), aProduct({ id: 2, name: 'Gel Builder' })];
    const { router } = renderRoutes(routes, '/loja?search=pinseiz', { products });
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    const correction = screen.getByRole('link', { name: 'pincéis' });
    expect(correction.closest('p')?.textContent).toBe('Quis dizer pincéis?');
    fireEvent.click(correction);
    await waitFor(() => expect(decodeURIComponent(where(router))).toBe('/loja?search=pincéis'));
    expect(await screen.findByText('1 produto encontrado para "pincéis"')).toBeTruthy();
    cleanup();
    // Nothing near: no offer.
    renderRoutes(routes, '/loja?search=xyz', { products });
    expect(await screen.findByText('Nenhum produto encontrado')).toBeTruthy();
    expect(screen.queryByText(/Quis dizer/)).toBeNull();
  });

  it('lists the products whose name matches before those that mention it', async () => {
    const products = [
      aProduct({ id: 1, name: 'Top Coat', description: 'Para usar com a lima.' }),
      aProduct({ id: 2, name: 'Lima Zebra' }),
    ];
    renderRoutes(routes, '/loja?search=limas', { products });
    expect(await screen.findByText('2 produtos encontrados para "limas"')).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Lima Zebra',
      'Top Coat',
    ]);
  });

  it('redirects an out-of-range page to the same search without page', async () => {
    const products = [aProduct({ id: 1, name: 'Lima' })];
    const { router } = renderRoutes(routes, '/loja?search=lima&page=4', { products });
    await waitFor(() => expect(where(router)).toBe('/loja?search=lima'));
    expect(router.history.action).toBe('REPLACE');
  });

  it('does not redirect while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    const { router } = renderRoutes(routes, '/loja?page=9', {});
    expect(await screen.findByText('A carregar produtos…')).toBeTruthy();
    expect(where(router)).toBe('/loja?page=9');
  });

  it('keeps the search in the pagination links and scrolls up on a page change', async () => {
    const products = someProducts(45, { name: 'Gel' });
    const { router } = renderRoutes(routes, '/loja?search=gel', { products });
    expect(await screen.findByText('45 produtos encontrados para "gel" · página 1 de 3')).toBeTruthy();
    const next = screen.getByRole('link', { name: /Seguinte/ });
    expect(next.getAttribute('href')).toBe('/loja?search=gel&page=2');
    fireEvent.click(next);
    await waitFor(() => expect(where(router)).toBe('/loja?search=gel&page=2'));
    expect(window.scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Página 1' }).getAttribute('href')).toBe('/loja?search=gel');
  });

  it('shows shipping, payment and a chat link', async () => {
    renderRoutes(routes, '/loja', { products: [aProduct({ id: 1 })] });
    const info = await screen.findByRole('region', { name: 'Como comprar' });
    expect(info.textContent).toContain(settings.business.shipping.deliveryTime);
    expect(info.textContent).toContain(formatPrice(settings.business.shipping.freeShippingThreshold));
    expect(info.textContent).toContain(formatPrice(settings.business.shipping.fee));
    expect(info.textContent).toContain('MB Way');
    const chat = within(info).getByRole('link', { name: 'Falar no WhatsApp' });
    expect(chat.getAttribute('href')).toContain(`wa.me/${settings.business.chat.number}`);
  });
});
