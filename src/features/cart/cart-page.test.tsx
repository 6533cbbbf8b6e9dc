// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#src/lib/checkout/cart.ts';
import type { Product } from '#src/lib/schema.ts';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { DataProvider } from '#src/data/data-provider.tsx';
import { CartProvider } from '#src/state/cart-context.tsx';
import { aProduct } from '#src/test/factories.ts';
import { renderRoutes, storeCart } from '#src/test/render.tsx';
import { CartPage } from './cart-page.tsx';

// Five in stock: the quantity steppers stop there.
const product = (id: number, overrides: Partial<Product> = {}): Product =>
  aProduct({ id, stock: 5, ...overrides });

const storedQuantities = () =>
  (JSON.parse(localStorage.getItem(STORAGE_KEYS.cart) ?? '[]') as CartItem[]).map((item) => [
    item.product.id,
    item.quantity,
  ]);

const renderCart = (products: Product[]) =>
  renderRoutes([{ path: '/carrinho', element: <CartPage /> }], '/carrinho', { products, cart: true });
const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  localStorage.clear();
});

describe('CartPage', () => {
  it('renders a skeleton on the server, whatever the browser has stored (hydration-safe)', () => {
    storeCart([[product(1), 2]]);
    const memory = memoryRouter([{ path: '/carrinho', element: <CartPage /> }], {
      initialEntries: ['/carrinho'],
    });
    const html = renderToString(
      <DataProvider published={{ products: [product(1)] }}>
        <CartProvider>{memory.app}</CartProvider>
      </DataProvider>,
    );
    expect(html).toContain('A carregar o carrinho');
    expect(html).not.toContain('Produto 1');
  });

  it('shows the empty cart with a link to the shop', async () => {
    renderCart([]);
    expect(await screen.findByRole('heading', { name: 'O seu carrinho está vazio' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar a Comprar' }).getAttribute('href')).toBe('/loja');
  });

  it('shows the lines, the summary and how much is missing for free shipping', async () => {
    const sale = product(2, { price: 30, salePrice: 24.9 });
    storeCart([
      [product(1), 2],
      [sale, 1],
    ]);
    renderCart([product(1), sale]);
    const bar = await screen.findByRole('progressbar');
    // 20 + 24,90 = 44,90 €: 105,10 € to go, 30 % of the way (once the lines follow the products).
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('30'));
    expect(screen.getByText(/^Faltam 105,10\s€ para portes grátis!$/)).toBeTruthy();
    for (const header of ['Produto', 'Preço', 'Quantidade', 'Total']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeTruthy();
    }
    const price = within(row('Produto 2')).getAllByRole('cell')[1];
    expect(price?.textContent).toBe('24,90\u00a0€Preço anterior: 30,00\u00a0€');
    const summary = screen.getByRole('complementary', { name: 'Resumo da Encomenda' });
    expect(summary.textContent).toContain('44,90\u00a0€');
    expect(summary.textContent).toContain('5,50\u00a0€');
    expect(summary.textContent).toContain('50,40\u00a0€');
    expect(within(summary).getByRole('link', { name: 'Finalizar Compra' }).getAttribute('href')).toBe(
      '/checkout',
    );
    expect(screen.getByRole('link', { name: 'Continuar Comprando' }).getAttribute('href')).toBe('/loja');
  });

  it('congratulates at the free-shipping threshold', async () => {
    storeCart([[product(1, { price: 75 }), 2]]);
    renderCart([product(1, { price: 75 })]);
    expect(await screen.findByText('Parabéns! Tem portes grátis!')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByRole('complementary', { name: 'Resumo da Encomenda' }).textContent).toContain(
      'Grátis',
    );
  });

  it('changes quantities within 1 and the stock, and removes a line typed to zero', async () => {
    storeCart([
      [product(1, { stock: 3 }), 1],
      [product(2), 2],
    ]);
    renderCart([product(1, { stock: 3 }), product(2)]);
    await screen.findByRole('progressbar');
    const minus = screen.getByRole('button', {
      name: 'Diminuir quantidade de Produto 1',
    }) as HTMLButtonElement;
    const plus = screen.getByRole('button', {
      name: 'Aumentar quantidade de Produto 1',
    }) as HTMLButtonElement;
    expect(minus.disabled).toBe(true);
    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(plus.disabled).toBe(true);
    expect(minus.disabled).toBe(false);
    expect(storedQuantities()).toEqual([
      [1, 3],
      [2, 2],
    ]);

    const input = screen.getByLabelText('Quantidade de Produto 2');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(storedQuantities()).toEqual([
      [1, 3],
      [2, 1],
    ]);
    fireEvent.change(input, { target: { value: '0' } });
    expect(storedQuantities()).toHaveLength(2); // not while typing
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(storedQuantities()).toEqual([[1, 3]]);
  });

  it('removes a line with its button', async () => {
    storeCart([
      [product(1), 1],
      [product(2), 1],
    ]);
    renderCart([product(1), product(2)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Remover Produto 1' }));
    expect(screen.queryByRole('link', { name: 'Produto 1' })).toBeNull();
    expect(storedQuantities()).toEqual([[2, 1]]);
  });

  it('asks before clearing the cart', async () => {
    storeCart([[product(1), 1]]);
    renderCart([product(1)]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Limpar Carrinho' }));
    expect(confirm).toHaveBeenCalledWith('Tem a certeza que quer limpar o carrinho?');
    expect(screen.getByRole('link', { name: 'Produto 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar Carrinho' }));
    expect(screen.getByRole('heading', { name: 'O seu carrinho está vazio' })).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.cart)).toBe('[]');
  });

  it('refreshes prices and stock from the published products', async () => {
    storeCart([[product(1, { price: 10, stock: 9 }), 6]]);
    renderCart([product(1, { price: 12, stock: 4 })]);
    await screen.findByRole('progressbar');
    await waitFor(() =>
      expect((screen.getByLabelText('Quantidade de Produto 1') as HTMLInputElement).value).toBe('4'),
    );
    expect(within(row('Produto 1')).getByText(/^48,00\s€$/)).toBeTruthy();
  });

  it('offers the developer buttons only in development builds', async () => {
    storeCart([[product(1), 1]]);
    vi.stubEnv('DEV', false);
    const { unmount } = renderCart([product(1)]);
    await screen.findByRole('progressbar');
    expect(screen.queryByRole('button', { name: 'Debug Cart' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Refresh Cart' })).toBeNull();
    unmount();

    vi.stubEnv('DEV', true);
    renderCart([product(1)]);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    fireEvent.click(await screen.findByRole('button', { name: 'Debug Cart' }));
    expect(log).toHaveBeenCalled();
    storeCart([[product(1), 3]]);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Cart' }));
    expect((screen.getByLabelText('Quantidade de Produto 1') as HTMLInputElement).value).toBe('3');
  });
});
