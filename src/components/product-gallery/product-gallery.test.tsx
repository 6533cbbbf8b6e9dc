// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { ProductGallery } from './product-gallery.tsx';

afterEach(cleanup);

const images = ['/a.svg', '/b.svg', '/c.svg'];
const mainImage = () => screen.getByRole('img', { name: /^Gel X/ }) as HTMLImageElement;

describe('ProductGallery', () => {
  it('shows the first image and the counter', () => {
    render(<ProductGallery images={images} alt="Gel X" />);
    expect(mainImage().getAttribute('src')).toBe('/a.svg');
    expect(mainImage().getAttribute('width')).toBe('800');
    expect(screen.getByText('Imagem 1 de 3')).toBeTruthy();
  });

  it("has the thumbnails' pictures once hydrated, not in the server's HTML; their buttons are there", async () => {
    const gallery = <ProductGallery images={images} alt="Gel X" />;
    const thumbs = (container: HTMLElement) => [...container.querySelectorAll('.product-gallery__thumb')];
    await checkServerHtmlThenHydrated(
      gallery,
      (container) => {
        expect(thumbs(container)).toHaveLength(3);
        expect(thumbs(container).map((thumb) => thumb.querySelector('img'))).toEqual([null, null, null]);
        // The main picture is in the HTML, at once.
        expect(container.querySelector('.product-gallery__image')?.getAttribute('src')).toBe('/a.svg');
      },
      (container) => {
        expect(thumbs(container).map((thumb) => thumb.querySelector('img')?.getAttribute('src'))).toEqual(
          images,
        );
      },
    );
  });

  it('moves with previous/next, wrapping around', () => {
    render(<ProductGallery images={images} alt="Gel X" />);
    fireEvent.click(screen.getByRole('button', { name: 'Imagem seguinte' }));
    expect(mainImage().getAttribute('src')).toBe('/b.svg');
    expect(screen.getByText('Imagem 2 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }));
    fireEvent.click(screen.getByRole('button', { name: 'Imagem anterior' }));
    expect(mainImage().getAttribute('src')).toBe('/c.svg');
    expect(screen.getByText('Imagem 3 de 3')).toBeTruthy();
  });

  it('jumps with the thumbnails and the dots, marking the current one', () => {
    const { container } = render(<ProductGallery images={images} alt="Gel X" />);
    const third = screen.getByRole('button', { name: 'Ver imagem 3 de 3' });
    fireEvent.click(third);
    expect(mainImage().getAttribute('src')).toBe('/c.svg');
    expect(third.getAttribute('aria-current')).toBe('true');

    const dots = container.querySelectorAll('.product-gallery__dot');
    expect(dots).toHaveLength(3);
    fireEvent.click(dots[1] as Element);
    expect(mainImage().getAttribute('src')).toBe('/b.svg');
    expect(dots[1]?.getAttribute('data-active')).toBe('true');
    expect(third.getAttribute('aria-current')).toBeNull();
  });

  it('follows the arrow keys', () => {
    render(<ProductGallery images={images} alt="Gel X" />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Imagem seguinte' }), { key: 'ArrowRight' });
    expect(screen.getByText('Imagem 2 de 3')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Imagem seguinte' }), { key: 'ArrowLeft' });
    expect(screen.getByText('Imagem 1 de 3')).toBeTruthy();
  });

  it('shows a placeholder when an image fails, and Erro on its thumbnail', () => {
    render(<ProductGallery images={images} alt="Gel X" />);
    fireEvent.error(mainImage());
    expect(screen.getByText('Imagem Não Encontrada')).toBeTruthy();
    const firstThumb = screen.getByRole('button', { name: 'Ver imagem 1 de 3' });
    expect(firstThumb.textContent).toBe('Erro');
    // The other images still show.
    fireEvent.click(screen.getByRole('button', { name: 'Imagem seguinte' }));
    expect(mainImage().getAttribute('src')).toBe('/b.svg');
    expect(screen.queryByText('Imagem Não Encontrada')).toBeNull();
  });

  it('shows a single image without navigation', () => {
    render(<ProductGallery images={['/a.svg']} alt="Gel X" />);
    expect(mainImage().getAttribute('alt')).toBe('Gel X');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText(/Imagem 1 de/)).toBeNull();
  });

  it('shows the placeholder when there is no image at all', () => {
    render(<ProductGallery images={[]} alt="Gel X" />);
    expect(screen.getByText('Imagem Não Encontrada')).toBeTruthy();
  });
});
