// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { srcSet } from '#src/lib/responsive-image.ts';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { Picture, PlainPicturesContext } from './picture.tsx';

afterEach(cleanup);

const photo = { src: '/images/products/gel.jpg', alt: 'Gel', width: 400, height: 300, sizes: '50vw' };

describe('Picture', () => {
  it('offers a photo as AVIF and WebP sources with a JPEG <img>, lazily by default', () => {
    const { container } = render(<Picture {...photo} className="card__image" />);
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(srcSet(photo.src, 'avif', '50vw'));
    expect(sources[1]?.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/_img/products/gel.jpg-960.jpg');
    // Every browser that reads <picture> reads WebP or AVIF but old Safaris (iOS 13 and before):
    // they get one JPEG, and the HTML saves a srcset per photo.
    expect(img?.hasAttribute('srcset')).toBe(false);
    expect(img?.hasAttribute('sizes')).toBe(false);
    expect(img?.getAttribute('class')).toBe('card__image');
    expect(img?.getAttribute('alt')).toBe('Gel');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('height')).toBe('300');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    expect(img?.getAttribute('fetchpriority')).toBeNull();
  });

  it.each([
    ['a photo', photo.src],
    ['a drawing', '/images/products/gel.svg'],
  ])(
    "holds %s's files back in the server's HTML for the page's loader (later: after-largest-paint), then has them",
    async (_kind, src) => {
      const files = (container: HTMLElement) =>
        [...container.querySelectorAll('source, img')].map((element) => [
          element.getAttribute('src'),
          element.getAttribute('srcset'),
          element.getAttribute('data-src'),
          element.getAttribute('data-srcset'),
        ]);
      const { container: client } = render(<Picture {...photo} src={src} />);
      const asked = files(client);
      await checkServerHtmlThenHydrated(
        <Picture {...photo} src={src} later="after-largest-paint" />,
        (container) =>
          // The same elements, each file moved to its data- attribute.
          expect(files(container)).toEqual(asked.map(([file, set]) => [null, null, file, set])),
        (container) => expect(files(container)).toEqual(asked),
      );
      cleanup();
      // A client render (a later navigation) has them at once.
      expect(files(render(<Picture {...photo} src={src} later="after-largest-paint" />).container)).toEqual(
        asked,
      );
    },
  );

  it('offers a picture of one fixed size only the widths it can use', () => {
    const { container } = render(<Picture {...photo} src="/images/logo.svg" sizes="44px" />);
    expect(container.querySelector('picture > source')?.getAttribute('srcset')).toBe(
      '/_img/logo.svg-320.webp 320w',
    );
  });

  it('loads the page’s main image at once and first', () => {
    const { container } = render(<Picture {...photo} priority />);
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe('eager');
    expect(img?.getAttribute('fetchpriority')).toBe('high');
    expect(img?.getAttribute('decoding')).toBeNull();
  });

  it('offers a drawing as WebP variants, with the SVG itself as the <img>', () => {
    const { container } = render(
      <Picture {...photo} src="/images/products/gel-1.svg" className="card__image" />,
    );
    // The class keeps the raster copy in the drawing's proportions (object-fit: contain, global.css).
    expect(container.querySelector('picture')?.getAttribute('class')).toBe('picture picture--drawing');
    const sources = container.querySelectorAll('picture > source');
    expect([...sources].map((source) => source.getAttribute('type'))).toEqual(['image/webp']);
    expect(sources[0]?.getAttribute('srcset')).toBe(srcSet('/images/products/gel-1.svg', 'webp', '50vw'));
    expect(sources[0]?.getAttribute('sizes')).toBe('50vw');
    const img = container.querySelector('picture > img');
    expect(img?.getAttribute('src')).toBe('/images/products/gel-1.svg');
    expect(img?.getAttribute('srcset')).toBeNull();
    expect(img?.getAttribute('class')).toBe('card__image');
    expect(img?.getAttribute('width')).toBe('400');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('shows data: and blob: URLs and other sites’ images as a plain <img> with its size', () => {
    for (const src of ['data:image/png;base64,AAAA', 'blob:http://localhost/1', 'https://exemplo.pt/a.svg']) {
      const { container, unmount } = render(<Picture {...photo} src={src} />);
      expect(container.querySelector('picture')).toBeNull();
      const img = container.querySelector('img');
      expect(img?.getAttribute('src')).toBe(src);
      expect(img?.getAttribute('srcset')).toBeNull();
      expect(img?.getAttribute('width')).toBe('400');
      expect(img?.getAttribute('loading')).toBe('lazy');
      unmount();
    }
  });

  it('shows a photo from its own file where variants may not exist yet (CMS previews)', () => {
    const { container } = render(
      <PlainPicturesContext.Provider value>
        <Picture {...photo} />
      </PlainPicturesContext.Provider>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(photo.src);
  });

  it('shows a drawing from its own file there too', () => {
    const { container } = render(
      <PlainPicturesContext.Provider value>
        <Picture {...photo} src="/images/products/novo.svg" />
      </PlainPicturesContext.Provider>,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/products/novo.svg');
  });
});
