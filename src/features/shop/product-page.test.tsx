// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CartProvider, useCart } from '#src/state/cart-context.tsx';
import { ProductPage } from './product-page.tsx';
import { ADDED_NOTICE_MS } from './product-purchase.tsx';
import { aProduct } from '#src/test/factories.ts';
import { renderRoutes } from '#src/test/render.tsx';
import { setUpShopPageTests } from './shop-test-utils.tsx';

const routes = [
  { path: '/loja/produto/:id', element: <ProductPage /> },
  { path: '/checkout', element: <p>Página de checkout</p> },
];

function CartSummary() {
  const { items } = useCart();
  return <div data-testid="cart">{items.map((item) => `${item.product.id}x${item.quantity}`).join(',')}</div>;
}
const withCart = (children: React.ReactNode) => (
  <CartProvider>
    <CartSummary />
    {children}
  </CartProvider>
);

setUpShopPageTests();

const gel = aProduct({
  id: 7,
  name: 'Gel Builder Clear',
  description:
    'O **Gel Builder** é *ótimo*.\n\nSegundo parágrafo.\n\n* Não escorre\n* Cura em [60 s](/loja)\n\n\\*\\*Sem odor\\*\\*',
  images: ['/g1.svg', '/g2.svg'],
  price: 34.9,
  salePrice: 29.5,
  stock: 3,
  category: 'unhas',
  subcategory: 'geis-construcao',
  isNew: true,
  featured: true,
});

describe('ProductPage', () => {
  it('shows the product: badges, chips, prices, description and stock', async () => {
    renderRoutes(routes, '/loja/produto/7', { products: [gel], wrap: withCart });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gel Builder Clear' })).toBeTruthy();
    expect(screen.getByText('Novo')).toBeTruthy();
    expect(screen.getByText('Destaque')).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Categorias' });
    expect(within(chips).getByRole('link', { name: 'Unhas' }).getAttribute('href')).toBe('/loja/unhas');
    expect(within(chips).getByRole('link', { name: 'Géis de Construção' }).getAttribute('href')).toBe(
      '/loja/unhas/geis-construcao',
    );
    const regular = document.querySelector('del');
    expect(regular?.textContent?.replace(/\s/g, ' ')).toBe('Preço anterior: 34,90 €');
    expect(screen.getByText('29,50 €', { normalizer: (t) => t.replace(/\s/g, ' ') })).toBeTruthy();
    // The description is Markdown (here a local copy's, without the build's HTML: rendered in the browser).
    expect(await screen.findByText('Gel Builder', { selector: 'strong' })).toBeTruthy();
    expect(screen.getByText('ótimo', { selector: 'em' })).toBeTruthy();
    expect(screen.getByText('Segundo parágrafo.', { selector: 'p' })).toBeTruthy();
    const description = document.querySelector('.product-description');
    expect([...(description?.querySelectorAll('ul > li') ?? [])].map((li) => li.textContent)).toEqual([
      'Não escorre',
      'Cura em 60 s',
    ]);
    expect(screen.getByRole('link', { name: '60 s' }).getAttribute('href')).toBe('/loja');
    expect(screen.getByText('**Sem odor**', { selector: 'p' })).toBeTruthy();
    expect(description?.textContent).not.toContain('\\');
    expect(screen.getByText(/^Em Stock/).textContent).toBe('Em Stock (Apenas 3 unidades disponíveis)');
  });

  it('labels stock: plenty, one unit, a few units and none (buttons disabled)', async () => {
    renderRoutes(routes, '/loja/produto/1', { products: [aProduct({ id: 1, stock: 10 })], wrap: withCart });
    expect((await screen.findByText(/^Em Stock/)).textContent).toBe('Em Stock');
    cleanup();
    renderRoutes(routes, '/loja/produto/1', { products: [aProduct({ id: 1, stock: 1 })], wrap: withCart });
    expect((await screen.findByText(/^Em Stock/)).textContent).toBe('Em Stock (Apenas 1 unidade disponível)');
    cleanup();
    renderRoutes(routes, '/loja/produto/1', { products: [aProduct({ id: 1, stock: 4 })], wrap: withCart });
    expect((await screen.findByText(/^Em Stock/)).textContent).toBe(
      'Em Stock (Apenas 4 unidades disponíveis)',
    );
    cleanup();
    renderRoutes(routes, '/loja/produto/1', { products: [aProduct({ id: 1, stock: 0 })], wrap: withCart });
    expect(await screen.findByText('Esgotado')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Comprar Agora' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      (screen.getByRole('button', { name: 'Adicionar ao Carrinho' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.queryByLabelText('Quantidade')).toBeNull();
  });

  it('limits the quantity to 1..stock and ignores other input', async () => {
    renderRoutes(routes, '/loja/produto/7', { products: [gel], wrap: withCart });
    const input = (await screen.findByLabelText('Quantidade')) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Diminuir quantidade' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Aumentar quantidade' }) as HTMLButtonElement;
    expect(input.value).toBe('1');
    expect(minus.disabled).toBe(true);

    fireEvent.click(plus);
    fireEvent.click(plus);
    expect(input.value).toBe('3');
    expect(plus.disabled).toBe(true);

    fireEvent.change(input, { target: { value: '2' } });
    expect(input.value).toBe('2');
    for (const ignored of ['0', '4', '-1', '1.5']) {
      fireEvent.change(input, { target: { value: ignored } });
      fireEvent.blur(input);
      expect(input.value).toBe('2');
    }
    expect(minus.disabled).toBe(false);
    expect(plus.disabled).toBe(false);
  });

  it('adds to the cart and confirms briefly, with a link to the cart', async () => {
    renderRoutes(routes, '/loja/produto/7', { products: [gel], wrap: withCart });
    fireEvent.click(await screen.findByRole('button', { name: 'Aumentar quantidade' }));
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar ao Carrinho' }));
    expect(screen.getByTestId('cart').textContent).toBe('7x2');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Adicionado ao carrinho!');
    expect(within(status).getByRole('link', { name: 'Ver carrinho' }).getAttribute('href')).toBe('/carrinho');

    await act(() => vi.advanceTimersByTimeAsync(ADDED_NOTICE_MS));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('buys now: adds to the cart, then goes to the checkout', async () => {
    const { router } = renderRoutes(routes, '/loja/produto/7', { products: [gel], wrap: withCart });
    fireEvent.click(await screen.findByRole('button', { name: 'Comprar Agora' }));
    await waitFor(() => expect(router.history.location.pathname).toBe('/checkout'));
    expect(screen.getByTestId('cart').textContent).toBe('7x1');
  });

  it('shows up to 4 related products of the same category, and restarts the gallery on another product', async () => {
    const products = [
      gel,
      aProduct({ id: 1, images: ['/r1.svg', '/r2.svg'] }),
      aProduct({ id: 2 }),
      aProduct({ id: 3 }),
      aProduct({ id: 4 }),
      aProduct({ id: 5 }),
      aProduct({ id: 6, category: 'cores' }),
    ];
    renderRoutes(routes, '/loja/produto/7', { products, wrap: withCart });
    const related = await screen.findByRole('region', { name: 'Produtos relacionados' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/loja/produto/1',
      '/loja/produto/2',
      '/loja/produto/3',
      '/loja/produto/4',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Imagem seguinte' }));
    expect(screen.getByText('Imagem 2 de 2')).toBeTruthy();
    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 1, name: 'Produto 1' })).toBeTruthy();
    expect(screen.getByText('Imagem 1 de 2')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Produto 1/ }).getAttribute('src')).toBe('/r1.svg');
  });

  it('describes the product for search engines', async () => {
    renderRoutes(routes, '/loja/produto/7', { products: [gel], wrap: withCart });
    await screen.findByRole('heading', { level: 1, name: 'Gel Builder Clear' });
    await waitFor(() => expect(document.title).toMatch(/^Gel Builder Clear \| /));
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Gel Builder Clear',
      sku: '7',
      category: 'Unhas',
      offers: {
        '@type': 'Offer',
        price: '29.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'O Gel Builder é ótimo.',
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
  });

  it('says so when the product does not exist', async () => {
    renderRoutes(routes, '/loja/produto/999', { products: [gel], wrap: withCart });
    expect(await screen.findByRole('heading', { name: 'Produto não encontrado' })).toBeTruthy();
    expect(screen.getByText('O produto que procura não existe ou foi removido.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à loja' }).getAttribute('href')).toBe('/loja');
  });

  it('shows a skeleton while loading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderRoutes(routes, '/loja/produto/7', { wrap: withCart });
    expect(await screen.findByText('A carregar produto…')).toBeTruthy();
    expect(screen.queryByText('Produto não encontrado')).toBeNull();
  });
});
