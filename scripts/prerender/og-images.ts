// Link previews (WhatsApp, Instagram, Facebook) do not show SVG images, and the site's images are
// SVG. For each page whose Open Graph image is an SVG of the site, the prerender renders a JPEG
// of the size the previews expect and points og:image at it.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
const BACKGROUND = '#fffaf8';

/** The site path of the preview JPEG made from the SVG at `svgPath`, e.g. /og/images-products-x.jpg. */
export function ogImagePath(svgPath: string): string {
  return `/og/${svgPath
    .replace(/^\//, '')
    .replace(/\.svg$/, '')
    .replace(/[^a-z0-9-]+/gi, '-')}.jpg`;
}

/** Renders `dist/<svgPath>` centred on a 1200×630 JPEG under dist/og/ (once per image). */
export function createOgImageRenderer(dist: string) {
  const made = new Map<string, Promise<string | undefined>>();
  const render = async (svgPath: string): Promise<string | undefined> => {
    const source = path.join(dist, svgPath);
    if (!existsSync(source)) return undefined;
    const target = ogImagePath(svgPath);
    await mkdir(path.join(dist, 'og'), { recursive: true });
    const picture = await sharp(source, { density: 300 })
      .resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: 'contain', background: BACKGROUND })
      .flatten({ background: BACKGROUND })
      .toBuffer();
    await sharp(picture).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(dist, target));
    return target;
  };
  return (svgPath: string): Promise<string | undefined> => {
    let job = made.get(svgPath);
    if (!job) {
      job = render(svgPath);
      made.set(svgPath, job);
    }
    return job;
  };
}

const OG_IMAGE_TAG = /<meta property="og:image" content="([^"]*)">/;

/**
 * Points the og:image of a prerendered <head> at a JPEG when it names an SVG of this site, and
 * adds its size and type. Other images are left as they are.
 */
export async function withRasterOgImage(
  head: string,
  siteUrl: string,
  renderOgImage: (svgPath: string) => Promise<string | undefined>,
): Promise<string> {
  const url = OG_IMAGE_TAG.exec(head)?.[1];
  if (!url?.startsWith(siteUrl) || !url.endsWith('.svg')) return head;
  const jpeg = await renderOgImage(url.slice(siteUrl.length));
  if (!jpeg) return head;
  return head.replace(
    OG_IMAGE_TAG,
    [
      `<meta property="og:image" content="${siteUrl}${jpeg}">`,
      `<meta property="og:image:type" content="image/jpeg">`,
      `<meta property="og:image:width" content="${OG_WIDTH}">`,
      `<meta property="og:image:height" content="${OG_HEIGHT}">`,
      `<meta name="twitter:image" content="${siteUrl}${jpeg}">`,
    ].join('\n    '),
  );
}
