import { describe, expect, it } from 'vitest';
import { withSessionUploads, type GetAssetOfField } from './image-widget.tsx';

/** Decap's getAsset over a store holding one upload of this session. */
const decapGetAsset: GetAssetOfField = (path) => ({
  toString: () => (path === 'public/images/products/new.png' ? 'blob:http://site/1234' : path),
});

describe('the image widget’s thumbnails', () => {
  const getAsset = withSessionUploads(decapGetAsset);

  it('shows a photo uploaded in this session from memory, before it is published', () => {
    expect(getAsset('/images/products/new.png').toString()).toBe('blob:http://site/1234');
  });

  it('shows a picture Decap is still loading from its own address, not Decap’s blank placeholder', () => {
    const loading = withSessionUploads((path) =>
      path.startsWith('public/')
        ? { path: 'empty.svg', toString: () => 'blob:http://site/empty' }
        : { toString: () => path },
    );
    expect(loading('/media/testemunhos-poster.webp').toString()).toBe('/media/testemunhos-poster.webp');
  });

  it('shows any other picture from its own address', () => {
    expect(getAsset('/images/products/old.png').toString()).toBe('/images/products/old.png');
    expect(getAsset('https://example.com/a.png').toString()).toBe('https://example.com/a.png');
    expect(getAsset('//cdn.example.com/a.png').toString()).toBe('//cdn.example.com/a.png');
  });
});
