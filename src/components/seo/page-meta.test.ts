import { describe, expect, it } from 'vitest';
import { srcSet } from '#src/lib/responsive-image.ts';
import { metaToHtml, resolveMeta } from './page-meta.tsx';

const head = (preloadImage?: { src: string; sizes: string }) =>
  metaToHtml(resolveMeta({ description: 'Texto', ...(preloadImage && { preloadImage }) }, '/'));

describe('metaToHtml: the main image preload', () => {
  it('asks first for the AVIF variant the <Picture> of a photo will pick', () => {
    const html = head({ src: '/images/hero/a.jpg', sizes: '100vw' });
    const expected = `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcSet('/images/hero/a.jpg', 'avif', '100vw')}" imagesizes="100vw" fetchpriority="high">`;
    expect(html).toContain(expected);
  });

  it('preloads a drawing’s WebP variants, another image’s own file, and nothing when the page names no image', () => {
    expect(head({ src: '/images/hero/a.svg', sizes: '100vw' })).toContain(
      `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcSet('/images/hero/a.svg', 'webp', '100vw')}" imagesizes="100vw" fetchpriority="high">`,
    );
    expect(head({ src: 'https://exemplo.pt/a.svg', sizes: '100vw' })).toContain(
      '<link rel="preload" as="image" href="https://exemplo.pt/a.svg" fetchpriority="high">',
    );
    expect(head()).not.toContain('rel="preload"');
    expect(head({ src: '', sizes: '100vw' })).not.toContain('rel="preload"');
  });

  it('escapes what it writes into an attribute', () => {
    expect(head({ src: '/media/"a.svg', sizes: '100vw' })).toContain('href="/media/&quot;a.svg"');
    expect(head({ src: '/images/"a.svg', sizes: '1"0vw' })).toContain('imagesizes="1&quot;0vw"');
  });
});

describe('resolveMeta: the link-preview image', () => {
  it('is a photo’s largest JPEG variant, and a drawing as it is (the prerender rasterises it)', () => {
    expect(resolveMeta({ description: 'x', image: '/images/a.jpg' }, '/').image).toMatch(
      /\/_img\/a\.jpg-1280\.jpg$/,
    );
    expect(resolveMeta({ description: 'x', image: '/images/a.svg' }, '/').image).toMatch(/\/images\/a\.svg$/);
  });
});
