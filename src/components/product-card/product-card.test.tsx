// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from '#src/components/router/router.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import type { Product } from '#src/lib/schema.ts';
import { aProduct } from '#src/test/factories.ts';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { ProductCard } from './product-card.tsx';

afterEach(cleanup);

const base = aProduct({
  id: 42,
  slug: 'gel-x',
  name: 'Gel X',
  images: ['/images/gel-x.svg'],
  price: 20,
  stock: 5,
});

function renderCard(product: Product) {
  const router = memoryRouter([{ path: '/', element: <ProductCard product={product} /> }]);
  return render(router.app);
}
const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');

describe('ProductCard', () => {
  it('links to the product page, with a lazy image of known size and the price', () => {
    const { container } = renderCard(base);
    expect(screen.getByRole('link', { name: 'Gel X' }).getAttribute('href')).toBe('/loja/produto/42');
    const image = container.querySelector('img');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('width')).toBe('400');
    expect(image?.getAttribute('height')).toBe('400');
    expect(text(container.querySelector('.product-price'))).toBe('Preço: 20,00 €');
    expect(container.querySelector('del')).toBeNull();
    expect(screen.queryByText('Novo')).toBeNull();
    expect(screen.queryByText('Destaque')).toBeNull();
  });

  it('shows the placeholder image when the product image fails to load', () => {
    const { container } = renderCard(base);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/placeholder-product.svg');
    // A failing placeholder is left alone (no loop).
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe('/images/placeholder-product.svg');
  });

  it('strikes the regular price through when there is a sale price', () => {
    const { container } = renderCard({ ...base, salePrice: 15.5 });
    expect(text(container.querySelector('del'))).toBe('Preço anterior: 20,00 €');
    expect(text(container.querySelector('.product-price__current'))).toBe('Preço: 15,50 €');
  });

  it('shows the Novo and Destaque badges, and Esgotado without stock', () => {
    renderCard({ ...base, isNew: true, featured: true, stock: 0 });
    expect(screen.getByText('Novo')).toBeTruthy();
    expect(screen.getByText('Destaque')).toBeTruthy();
    expect(screen.getByText('Esgotado')).toBeTruthy();
  });

  it('with its picture later="after-hydration", has its picture once hydrated and not in the HTML, in a box of its size', async () => {
    const card = (
      <MemoryRouter>
        <ProductCard product={base} pictureLater="after-hydration" />
      </MemoryRouter>
    );
    await checkServerHtmlThenHydrated(
      card,
      (container) => {
        expect(container.querySelector('.product-card__media')).not.toBeNull();
        expect(container.querySelector('img')).toBeNull();
        expect(container.querySelector('a')?.textContent).toBe('Gel X');
      },
      (container) => {
        expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
      },
    );
  });

  it('without it, has its picture in the HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <ProductCard product={base} />
      </MemoryRouter>,
    );
    expect(html).toContain('<img');
  });
});
