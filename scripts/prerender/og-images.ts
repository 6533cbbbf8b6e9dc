// Link previews (WhatsApp, Instagram, Facebook) do not show SVG images, and the site's images are
// SVG. For each page whose Open Graph image is an SVG of the site, the prerender points og:image
// at a JPEG of the size the previews expect, and renders that JPEG once per distinct SVG content:
// a JPEG made by an earlier build from the same SVG bytes (and the same recipe) is taken from the
// cache folder instead of being rendered again.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BACKGROUND = '#fffaf8';
const QUALITY = 82;
/** Everything that shapes the JPEG besides the SVG itself: a change here makes new cache entries. */
const RECIPE = `og-v2 ${OG_WIDTH}x${OG_HEIGHT} contain ${BACKGROUND} jpeg q${QUALITY} optimised`;

/** The site path of the preview JPEG made from the SVG at `svgPath`, e.g. /og/images-products-x.jpg. */
export function ogImagePath(svgPath: string): string {
  return `/og/${svgPath
    .replace(/^\//, '')
    .replace(/\.svg$/, '')
    .replace(/[^a-z0-9-]+/gi, '-')}.jpg`;
}

/** The cache key of the JPEG made from these SVG bytes: a hash of the bytes and of the recipe. */
export function ogCacheKey(svg: Uint8Array | string): string {
  return createHash('sha256').update(RECIPE).update('\0').update(svg).digest('hex').slice(0, 32);
}

/**
 * What the pages of one prerender worker need: `imageFor` answers at once with the JPEG's site
 * path when the SVG exists in dist/ (and notes it); `needed` lists the SVGs noted, for
 * `renderOgImages` to make after the pages are written.
 */
export function createOgImagePlan(dist: string) {
  const known = new Map<string, string | undefined>();
  return {
    imageFor(svgPath: string): string | undefined {
      if (!known.has(svgPath)) {
        known.set(svgPath, existsSync(path.join(dist, svgPath)) ? ogImagePath(svgPath) : undefined);
      }
      return known.get(svgPath);
    },
    needed(): string[] {
      return [...known].filter(([, jpeg]) => jpeg !== undefined).map(([svgPath]) => svgPath);
    },
  };
}

/** Renders an SVG centred on a 1200×630 JPEG: rasterised at the size it will have, not larger. */
export async function renderOgJpeg(svg: Buffer): Promise<Buffer> {
  // Loaded here, not at the top: the prerender workers use this module's other functions only.
  const { default: sharp } = await import('sharp');
  const { width = OG_WIDTH, height = OG_HEIGHT } = await sharp(svg).metadata();
  // sharp reads an SVG at 72 dpi; this density draws it at (about) its final size, so the
  // resize only trims a pixel instead of shrinking a much larger raster.
  const density = Math.max(1, Math.min(2400, 72 * Math.min(OG_WIDTH / width, OG_HEIGHT / height)));
  return (
    sharp(svg, { density })
      .resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: 'contain', background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      // Plain libjpeg with optimised Huffman tables: mozjpeg's files were about 30 % smaller (10–20 KB
      // against 15–26 KB) but took 2–3 times as long to encode, and a link preview is fetched once.
      .jpeg({ quality: QUALITY, optimiseCoding: true })
      .toBuffer()
  );
}

/** Puts the cached file at `target`: a hard link when the file system allows it, else a copy. */
async function placeFromCache(cached: string, target: string): Promise<void> {
  await rm(target, { force: true });
  try {
    await link(cached, target);
  } catch {
    await copyFile(cached, target);
  }
}

export type OgImageStats = { rendered: number; reused: number };

/**
 * Writes dist/og/<name>.jpg for each SVG path (site paths under dist/), rendering only those
 * whose content has no JPEG in `cacheDir` yet; at most `concurrency` renders at a time.
 */
export async function renderOgImages(
  dist: string,
  svgPaths: readonly string[],
  {
    cacheDir,
    concurrency = 2,
    onDone,
  }: { cacheDir: string; concurrency?: number; onDone?: (stats: OgImageStats) => void },
): Promise<OgImageStats> {
  const stats: OgImageStats = { rendered: 0, reused: 0 };
  await mkdir(path.join(dist, 'og'), { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const queue = [...new Set(svgPaths)];
  const one = async (svgPath: string) => {
    const svg = await readFile(path.join(dist, svgPath));
    const cached = path.join(cacheDir, `${ogCacheKey(svg)}.jpg`);
    if (existsSync(cached)) {
      stats.reused++;
    } else {
      // Written under a temporary name and renamed: a build stopped half-way leaves no broken entry.
      const partial = `${cached}.${process.pid}.tmp`;
      await writeFile(partial, await renderOgJpeg(svg));
      await rename(partial, cached);
      stats.rendered++;
    }
    await placeFromCache(cached, path.join(dist, ogImagePath(svgPath)));
    onDone?.(stats);
  };
  const lanes = Array.from({ length: Math.max(1, concurrency) }, async () => {
    for (let svgPath = queue.shift(); svgPath !== undefined; svgPath = queue.shift()) await one(svgPath);
  });
  await Promise.all(lanes);
  return stats;
}

const OG_IMAGE_TAG = /<meta property="og:image" content="([^"]*)">/;

/**
 * Points the og:image of a prerendered <head> at a JPEG when it names an SVG of this site, and
 * adds its size and type. Other images are left as they are.
 */
export function withRasterOgImage(
  head: string,
  siteUrl: string,
  ogImageFor: (svgPath: string) => string | undefined,
): string {
  const url = OG_IMAGE_TAG.exec(head)?.[1];
  if (!url?.startsWith(siteUrl) || !url.endsWith('.svg')) return head;
  const jpeg = ogImageFor(url.slice(siteUrl.length));
  if (!jpeg) return head;
  return head.replace(OG_IMAGE_TAG, () =>
    [
      `<meta property="og:image" content="${siteUrl}${jpeg}">`,
      `<meta property="og:image:type" content="image/jpeg">`,
      `<meta property="og:image:width" content="${OG_WIDTH}">`,
      `<meta property="og:image:height" content="${OG_HEIGHT}">`,
      `<meta name="twitter:image" content="${siteUrl}${jpeg}">`,
    ].join('\n    '),
  );
}
