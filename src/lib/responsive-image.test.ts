import { describe, expect, it } from 'vitest';
import {
  fallbackUrl,
  hasVariants,
  isDrawing,
  srcSet,
  usefulWidths,
  variantFile,
  variantUrl,
} from './responsive-image.ts';

describe('hasVariants', () => {
  it('is true for the site’s own JPEG, PNG and WebP photos under /images/', () => {
    expect(hasVariants('/images/products/gel.jpg')).toBe(true);
    expect(hasVariants('/images/blog/capa.JPEG')).toBe(true);
    expect(hasVariants('/images/a.png')).toBe(true);
    expect(hasVariants('/images/a.webp')).toBe(true);
  });

  it('is false for drawings, data:/blob: URLs, other sites and odd paths', () => {
    for (const src of [
      '/images/logo.svg',
      'data:image/png;base64,AAAA',
      'blob:http://localhost/123',
      'https://exemplo.pt/images/a.jpg',
      '/media/a.jpg',
      '/images/../secret.jpg',
      '/images/a.jpg?v=2',
      '/images/a.gif',
      '',
    ]) {
      expect(hasVariants(src), src).toBe(false);
    }
  });
});

describe('isDrawing', () => {
  it('is true for the site’s own SVG drawings under /images/, with the same path rules as photos', () => {
    expect(isDrawing('/images/products/gel-1.svg')).toBe(true);
    expect(isDrawing('/images/logo.SVG')).toBe(true);
    for (const src of [
      '/images/a.jpg',
      '/media/a.svg',
      'https://exemplo.pt/images/a.svg',
      '/images/../a.svg',
      '/images/a.svg?v=2',
      '/images/a.svg#x',
      'data:image/svg+xml,<svg/>',
    ]) {
      expect(isDrawing(src), src).toBe(false);
    }
  });

  it('gives a drawing WebP variants under the same names', () => {
    expect(srcSet('/images/products/gel-1.svg', 'webp', '50vw')).toBe(
      '/_img/products/gel-1.svg-320.webp 320w, /_img/products/gel-1.svg-640.webp 640w, /_img/products/gel-1.svg-960.webp 960w, /_img/products/gel-1.svg-1280.webp 1280w',
    );
  });
});

describe('variant URLs', () => {
  it('derives every variant from the source path alone', () => {
    expect(variantUrl('/images/products/gel.jpg', 640, 'avif')).toBe('/_img/products/gel.jpg-640.avif');
    expect(variantUrl('/images/a.png', 320, 'jpeg')).toBe('/_img/a.png-320.jpg');
    expect(variantFile('products/gel.jpg', 1280, 'webp')).toBe('_img/products/gel.jpg-1280.webp');
    expect(fallbackUrl('/images/a.webp')).toBe('/_img/a.webp-960.jpg');
  });

  it('lists every width in a srcset', () => {
    expect(srcSet('/images/a.jpg', 'webp', '(min-width: 1200px) 280px, 50vw')).toBe(
      '/_img/a.jpg-320.webp 320w, /_img/a.jpg-640.webp 640w, /_img/a.jpg-960.webp 960w, /_img/a.jpg-1280.webp 1280w',
    );
  });

  it('lists only the widths a picture of one fixed size can use, up to 3 device pixels per CSS pixel', () => {
    expect(usefulWidths('44px')).toEqual([320]);
    expect(usefulWidths('150px')).toEqual([320, 640]);
    expect(usefulWidths(' 320px ')).toEqual([320, 640, 960]);
    expect(usefulWidths('427px')).toEqual([320, 640, 960, 1280]);
    expect(usefulWidths('600px')).toEqual([320, 640, 960, 1280]);
    // Anything but one length in CSS pixels may be as wide as the screen.
    for (const sizes of ['100vw', '(min-width: 600px) 40px, 100vw', '10rem', 'calc(100px + 2vw)', '']) {
      expect(usefulWidths(sizes), sizes).toEqual([320, 640, 960, 1280]);
    }
    expect(srcSet('/images/logo.svg', 'webp', '44px')).toBe('/_img/logo.svg-320.webp 320w');
  });
});
