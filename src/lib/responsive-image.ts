// Responsive pictures: the build (scripts/media/responsive-images.ts) turns every raster image under
// public/images/ into AVIF, WebP and JPEG variants at a few widths, and every SVG drawing there into
// WebP variants, written to public/_img/ with names derived from the source path. The same rule,
// here as a pure function, gives the browser the variants' URLs: no list of images travels to the
// client. A drawing is offered as WebP because an SVG <img> is a small document that the browser
// parses, lays out and paints on the main thread (tens of milliseconds each on a slow phone, while
// the page waits for its scripts), where a WebP is decoded off it; the SVG stays as the <img>'s own
// source, for a browser without WebP.

/** The widths (CSS pixels × density) every photo is made at; a narrower photo is never enlarged. */
export const RESPONSIVE_WIDTHS = [320, 640, 960, 1280] as const;

/** The formats, best first: the <picture> offers AVIF, then WebP, then the JPEG fallback. */
export const RESPONSIVE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/** Where the variants are served from (public/_img/, generated, not in Git). */
export const RESPONSIVE_BASE = '/_img/';

/** The site folder whose raster images get variants. */
const SOURCE_BASE = '/images/';
const RASTER = /\.(jpe?g|png|webp)$/i;
const DRAWING = /\.svg$/i;
/** The one format a drawing's variants come in. */
export const DRAWING_FORMAT: ResponsiveFormat = 'webp';
const EXTENSIONS: Record<ResponsiveFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const MIME_TYPES: Record<ResponsiveFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Whether `src` is a raster image of the site's own (/images/...jpg|jpeg|png|webp, no query, no
 * '..'), which has variants in every format. SVG drawings have WebP variants only (isDrawing);
 * data:/blob: URLs and other sites' images are shown as they are.
 */
export function hasVariants(src: string): boolean {
  return isOwnImage(src) && RASTER.test(src);
}

/** Whether `src` is an SVG drawing of the site's own (/images/...svg, same rules), which has WebP variants. */
export function isDrawing(src: string): boolean {
  return isOwnImage(src) && DRAWING.test(src);
}

function isOwnImage(src: string): boolean {
  return src.startsWith(SOURCE_BASE) && !src.includes('..') && !src.includes('?') && !src.includes('#');
}

/**
 * The URL of one variant of a source path: '/images/products/a.jpg', 640, 'avif' gives
 * '/_img/products/a.jpg-640.avif' (the source's extension stays in the name, so a.jpg and a.png
 * never share variants).
 */
export function variantUrl(src: string, width: number, format: ResponsiveFormat): string {
  return `${RESPONSIVE_BASE}${src.slice(SOURCE_BASE.length)}-${width}.${EXTENSIONS[format]}`;
}

/** The path of a variant under public/ (no leading slash), as the build writes it. */
export function variantFile(sourceUnderImages: string, width: number, format: ResponsiveFormat): string {
  return variantUrl(`${SOURCE_BASE}${sourceUnderImages}`, width, format).slice(1);
}

/** The highest screen density the widths are chosen for (phones of 3 device pixels per CSS pixel). */
const MAX_DENSITY = 3;

/**
 * The widths worth offering for a picture shown `sizes` wide: every width, unless `sizes` is one
 * fixed length in CSS pixels ('44px', a logo), when a wider variant than the first one covering
 * that length at the highest density would never be chosen.
 */
export function usefulWidths(sizes: string): readonly number[] {
  const fixed = /^\s*(\d+(?:\.\d+)?)px\s*$/.exec(sizes);
  if (!fixed) return RESPONSIVE_WIDTHS;
  const needed = Number(fixed[1]) * MAX_DENSITY;
  const enough = RESPONSIVE_WIDTHS.findIndex((width) => width >= needed);
  return enough === -1 ? RESPONSIVE_WIDTHS : RESPONSIVE_WIDTHS.slice(0, enough + 1);
}

/** A srcset in one format, of the widths useful at `sizes`: '/_img/a.jpg-320.avif 320w, ...'. */
export function srcSet(src: string, format: ResponsiveFormat, sizes: string): string {
  return usefulWidths(sizes)
    .map((width) => `${variantUrl(src, width, format)} ${width}w`)
    .join(', ');
}

/** The JPEG shown by a browser that reads no srcset: the middle width. */
export function fallbackUrl(src: string): string {
  return variantUrl(src, 960, 'jpeg');
}
