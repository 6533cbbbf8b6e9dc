// Per-page <title>, description, canonical URL, Open Graph tags and JSON-LD.
// The server render collects them for the prerendered <head>; in the browser they are
// applied to document.head after each navigation.
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import { business } from '#src/generated/settings.json';
import {
  DRAWING_FORMAT,
  hasVariants,
  isDrawing,
  MIME_TYPES,
  srcSet,
  variantUrl,
} from '#src/lib/responsive-image.ts';

export type PageMeta = {
  /** Page title without the business name; omitted on the home page. */
  title?: string;
  description: string;
  /** Site path or absolute URL of the preview image; defaults to the logo. */
  image?: string;
  type?: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  noindex?: boolean;
  /**
   * The page's largest image when it opens (its LCP: the hero, a product's first photo, a post's
   * cover): the prerendered <head> asks for it first, before the browser has laid out the page.
   * `sizes` must be the one its <Picture> uses, so the same variant is fetched.
   */
  preloadImage?: { src: string; sizes: string };
};

/** A <link rel="preload"> for the page's main image: its AVIF variants, or a drawing's own file. */
export type ImagePreload = { href: string } | { srcset: string; sizes: string; type: string };

export type ResolvedMeta = {
  title: string;
  description: string;
  canonical: string;
  image: string;
  type: string;
  jsonLd: Record<string, unknown>[];
  noindex: boolean;
  preloadImage?: ImagePreload;
};

export const SITE_URL: string = (
  typeof __SITE_URL__ === 'string' ? __SITE_URL__ : 'http://localhost:5173'
).replace(/\/$/, '');
const BUSINESS_NAME = business.name;

export const absoluteUrl = (pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${SITE_URL}${pathOrUrl}`;

export function resolveMeta(meta: PageMeta, pathname: string): ResolvedMeta {
  return {
    title: meta.title ? `${meta.title} | ${BUSINESS_NAME}` : `${BUSINESS_NAME} | ${business.tagline}`,
    description: meta.description,
    canonical: absoluteUrl(pathname === '/' ? '/' : pathname.replace(/\/$/, '')),
    image: absoluteUrl(previewImage(meta.image ?? '/images/logo.svg')),
    type: meta.type ?? 'website',
    jsonLd: meta.jsonLd === undefined ? [] : Array.isArray(meta.jsonLd) ? meta.jsonLd : [meta.jsonLd],
    noindex: meta.noindex ?? false,
    ...(meta.preloadImage !== undefined &&
      meta.preloadImage.src !== '' && { preloadImage: imagePreload(meta.preloadImage) }),
  };
}

/**
 * A link preview shows a photo through its largest JPEG variant (the original may be a 4 MB phone
 * photo); a drawing is turned into a JPEG by the prerender (scripts/prerender/og-images.ts).
 */
const previewImage = (image: string) => (hasVariants(image) ? variantUrl(image, 1280, 'jpeg') : image);

// Every browser that reads imagesrcset also reads AVIF: the preload asks for the variant the
// <picture> will pick, and a browser without AVIF skips it (the type attribute).
function imagePreload({ src, sizes }: { src: string; sizes: string }): ImagePreload {
  if (hasVariants(src)) return { srcset: srcSet(src, 'avif', sizes), sizes, type: 'image/avif' };
  // A drawing is shown from its WebP variants (src/components/picture/picture.tsx).
  if (isDrawing(src))
    return { srcset: srcSet(src, DRAWING_FORMAT, sizes), sizes, type: MIME_TYPES[DRAWING_FORMAT] };
  return { href: src };
}

function preloadTag(preload: ImagePreload): string {
  const target =
    'href' in preload
      ? `href="${escapeHtml(preload.href)}"`
      : `type="${preload.type}" imagesrcset="${escapeHtml(preload.srcset)}" imagesizes="${escapeHtml(preload.sizes)}"`;
  return `<link rel="preload" as="image" ${target} fetchpriority="high">`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script>: `<` escaped so no text can close the tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The tags for the prerendered <head>. */
export function metaToHtml(meta: ResolvedMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:site_name" content="${escapeHtml(BUSINESS_NAME)}">`,
    `<meta property="og:locale" content="pt_PT">`,
    `<meta property="og:type" content="${escapeHtml(meta.type)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(meta.canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(meta.image)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    ...(meta.noindex ? ['<meta name="robots" content="noindex">'] : []),
    ...(meta.preloadImage ? [preloadTag(meta.preloadImage)] : []),
    ...meta.jsonLd.map(
      (data) => `<script type="application/ld+json" data-page-meta>${scriptJson(data)}</script>`,
    ),
  ];
  return tags.join('\n    ');
}

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function applyToDocument(meta: ResolvedMeta) {
  document.title = meta.title;
  const named = (name: string) => () => Object.assign(document.createElement('meta'), { name });
  const property = (prop: string) => () => {
    const element = document.createElement('meta');
    element.setAttribute('property', prop);
    return element;
  };
  setTag('meta[name="description"]', named('description'), 'content', meta.description);
  setTag(
    'link[rel="canonical"]',
    () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
    'href',
    meta.canonical,
  );
  for (const [prop, value] of [
    ['og:type', meta.type],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:url', meta.canonical],
    ['og:image', meta.image],
  ] as const) {
    setTag(`meta[property="${prop}"]`, property(prop), 'content', value);
  }
  const robots = document.head.querySelector('meta[name="robots"]');
  if (meta.noindex && !robots)
    document.head.appendChild(
      Object.assign(document.createElement('meta'), { name: 'robots', content: 'noindex' }),
    );
  if (!meta.noindex) robots?.remove();
  document.head.querySelectorAll('script[data-page-meta]').forEach((script) => script.remove());
  for (const data of meta.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageMeta = '';
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
  }
}

/** Server only: receives the page's meta during the render. */
export type MetaCollector = { collect: (meta: ResolvedMeta) => void };
export const MetaCollectorContext = createContext<MetaCollector | null>(null);

export function usePageMeta(meta: PageMeta) {
  const { pathname } = useLocation();
  const collector = useContext(MetaCollectorContext);
  const resolved = resolveMeta(meta, pathname);
  collector?.collect(resolved);
  const key = JSON.stringify(resolved);
  useEffect(() => {
    applyToDocument(JSON.parse(key) as ResolvedMeta);
  }, [key]);
}
