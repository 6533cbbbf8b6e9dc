import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOgImageRenderer, ogImagePath, withRasterOgImage } from './og-images.ts';

const SITE = 'https://exemplo.pt';
let dist: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'og-'));
  await mkdir(path.join(dist, 'images', 'products'), { recursive: true });
  await writeFile(
    path.join(dist, 'images', 'products', 'gel-x-1.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><rect width="100" height="100" fill="#a8505f"/></svg>',
  );
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
});

describe('Open Graph images', () => {
  it('names the JPEG after the SVG path', () => {
    expect(ogImagePath('/images/products/gel-x-1.svg')).toBe('/og/images-products-gel-x-1.jpg');
  });

  it('renders a 1200×630 JPEG of a site SVG and points og:image at it', async () => {
    const head = `<title>T</title>\n<meta property="og:image" content="${SITE}/images/products/gel-x-1.svg">`;
    const result = await withRasterOgImage(head, SITE, createOgImageRenderer(dist));
    expect(result).toContain(`<meta property="og:image" content="${SITE}/og/images-products-gel-x-1.jpg">`);
    expect(result).toContain('<meta property="og:image:width" content="1200">');
    expect(result).toContain('<meta property="og:image:height" content="630">');
    const metadata = await sharp(path.join(dist, 'og', 'images-products-gel-x-1.jpg')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
  });

  it('leaves raster images, other sites and missing files alone', async () => {
    const render = createOgImageRenderer(dist);
    for (const url of [`${SITE}/images/a.jpg`, 'https://outro.pt/x.svg', `${SITE}/images/nao-existe.svg`]) {
      const head = `<meta property="og:image" content="${url}">`;
      expect(await withRasterOgImage(head, SITE, render)).toBe(head);
    }
  });
});
