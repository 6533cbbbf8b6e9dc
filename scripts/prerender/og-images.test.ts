import { mkdtemp, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createOgImagePlan,
  ogCacheKey,
  ogImagePath,
  renderOgImages,
  withRasterOgImage,
} from './og-images.ts';

const SITE = 'https://exemplo.pt';
const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><rect width="100" height="100" fill="${fill}"/></svg>`;
let dist: string;
let cacheDir: string;

beforeEach(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'og-'));
  cacheDir = path.join(dist, '..', `${path.basename(dist)}-cache`);
  await mkdir(path.join(dist, 'images', 'products'), { recursive: true });
  await writeFile(path.join(dist, 'images', 'products', 'gel-x-1.svg'), square('#a8505f'));
  await writeFile(path.join(dist, 'images', 'products', 'gel-y-1.svg'), square('#3a7a5f'));
});

afterEach(async () => {
  await rm(dist, { recursive: true, force: true });
  await rm(cacheDir, { recursive: true, force: true });
});

describe('Open Graph images', () => {
  it('names the JPEG after the SVG path', () => {
    expect(ogImagePath('/images/products/gel-x-1.svg')).toBe('/og/images-products-gel-x-1.jpg');
  });

  it('points og:image at the JPEG of a site SVG, with its size, and notes the SVG', () => {
    const plan = createOgImagePlan(dist);
    const head = `<title>T</title>\n<meta property="og:image" content="${SITE}/images/products/gel-x-1.svg">`;
    const result = withRasterOgImage(head, SITE, plan.imageFor);
    expect(result).toContain(`<meta property="og:image" content="${SITE}/og/images-products-gel-x-1.jpg">`);
    expect(result).toContain('<meta property="og:image:width" content="1200">');
    expect(result).toContain('<meta property="og:image:height" content="630">');
    expect(result).toContain(`<meta name="twitter:image" content="${SITE}/og/images-products-gel-x-1.jpg">`);
    expect(plan.needed()).toEqual(['/images/products/gel-x-1.svg']);
  });

  it('leaves raster images, other sites and missing files alone, and notes none of them', () => {
    const plan = createOgImagePlan(dist);
    for (const url of [`${SITE}/images/a.jpg`, 'https://outro.pt/x.svg', `${SITE}/images/nao-existe.svg`]) {
      const head = `<meta property="og:image" content="${url}">`;
      expect(withRasterOgImage(head, SITE, plan.imageFor)).toBe(head);
    }
    expect(plan.needed()).toEqual([]);
  });

  it('keys the cache by the SVG content, not its name', () => {
    expect(ogCacheKey(square('#a8505f'))).toBe(ogCacheKey(Buffer.from(square('#a8505f'))));
    expect(ogCacheKey(square('#a8505f'))).not.toBe(ogCacheKey(square('#3a7a5f')));
  });

  it('renders each SVG once into the cache, and a second build with the same content renders none', async () => {
    const svgs = ['/images/products/gel-x-1.svg', '/images/products/gel-y-1.svg'];
    const first = await renderOgImages(dist, svgs, { cacheDir });
    expect(first).toEqual({ rendered: 2, reused: 0 });
    const metadata = await sharp(path.join(dist, 'og', 'images-products-gel-x-1.jpg')).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 630]);
    expect((await readdir(cacheDir)).sort()).toEqual(
      [`${ogCacheKey(square('#a8505f'))}.jpg`, `${ogCacheKey(square('#3a7a5f'))}.jpg`].sort(),
    );

    // A new dist/ (the next build), the same cache.
    await rm(path.join(dist, 'og'), { recursive: true });
    const second = await renderOgImages(dist, svgs, { cacheDir });
    expect(second).toEqual({ rendered: 0, reused: 2 });
    expect((await stat(path.join(dist, 'og', 'images-products-gel-y-1.jpg'))).size).toBeGreaterThan(0);

    // A changed picture under the same name is rendered again.
    await writeFile(path.join(dist, 'images', 'products', 'gel-y-1.svg'), square('#000000'));
    expect(await renderOgImages(dist, svgs, { cacheDir })).toEqual({ rendered: 1, reused: 1 });
  });

  it('renders two pages sharing a picture once', async () => {
    const svg = '/images/products/gel-x-1.svg';
    expect(await renderOgImages(dist, [svg, svg], { cacheDir })).toEqual({ rendered: 1, reused: 0 });
  });
});
