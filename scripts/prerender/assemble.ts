// The HTML file of one prerendered page: the built index.html with the page's <head> (title, meta,
// structured data, link-preview image), its preloads and its markup put in. Used by every
// prerender worker (scripts/prerender/worker.ts); pure apart from what `ogImageFor` records.
import { appScriptsElement, PAGE_CSS_ID } from '../../src/lib/page-loading/app-loader.ts';
import { QUERY_PENDING_CLASS } from '../../src/lib/page-loading/query-pending.ts';
import { LIST_WAITING_CLASS } from '../../src/lib/page-loading/list-waiting.ts';
import { HEADING_FONT_CLASS } from '../../src/lib/page-loading/heading-font.ts';
import type { RenderResult } from '../../src/lib/prerendered-page.ts';
import { createCriticalCss } from './critical-css.ts';
import { withRasterOgImage } from './og-images.ts';
import { pageDataScript } from './page-data.ts';
import { modulePreloads as preloadList, withoutEntryScript } from './script-priority.ts';

export type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/** The chunk of `module` and every chunk it imports, as URLs, for <link rel="modulepreload">. */
export function chunksOf(manifest: Manifest, module: string, seen = new Set<string>()): string[] {
  const entry = manifest[module];
  if (!entry || seen.has(module)) return [];
  seen.add(module);
  return [
    `/${entry.file}`,
    ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}

/** Checks that the built index.html can be a page's template (markers and security policy). */
export function checkTemplate(template: string): void {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> markers');
  }
  // Every page is made from this template: its policy <meta> (scripts/hosting/vite-csp-plugin.ts)
  // is the public pages' Content-Security-Policy (docs/decisions/007-csp-per-part.md).
  if (!/<meta http-equiv="Content-Security-Policy"/.test(template)) {
    throw new Error(
      'dist/index.html lacks its Content-Security-Policy <meta> (scripts/hosting/vite-csp-plugin.ts)',
    );
  }
}

/** The template's stylesheet <link> (Vite writes one, for the whole site's CSS). */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The template's one stylesheet <link> and its address, or undefined when it has none. */
export function stylesheetLinkOf(template: string): { link: string; href: string } | undefined {
  const found = [...template.matchAll(STYLESHEET_LINK)];
  if (found.length > 1)
    throw new Error(`dist/index.html should link one stylesheet; it links ${found.length}`);
  const [match] = found;
  return match?.[1] === undefined ? undefined : { link: match[0], href: match[1] };
}

/**
 * The pages that keep the render-blocking <link> instead of their CSS inline: the home, whose
 * HTML has a budget of 10 KB gzip that its CSS (about 4.8 KB) would break
 * (docs/decisions/037-critical-css-inline.md).
 */
export const PAGES_WITH_LINKED_STYLESHEET: ReadonlySet<string | null> = new Set(['/']);

/**
 * Names every page's own CSS keeps the rules of, though its markup may not have them yet: the
 * classes the heading-font script and the page's loader put on <html> before the first paint
 * (the latter when the URL names a search or a list's page), and what a tap shows in
 * the moments after hydration, before the whole stylesheet is in (the cart's badge, the open
 * menu, the purchase box's notice, a search's clear button), and what a list opened on a search
 * shows in the app's first moments (its loading area, a search that found nothing).
 * Docs/decisions/037-critical-css-inline.md and 039-lists-named-by-the-url.md.
 */
export const NAMES_BEFORE_THE_WHOLE_STYLESHEET: readonly string[] = [
  `.${HEADING_FONT_CLASS}`,
  `.${QUERY_PENDING_CLASS}`,
  '.site-header__cart-badge',
  '.site-nav--open',
  '.alert',
  '.alert--success',
  '.product-purchase__added',
  // A search's clear button, shown as soon as a visitor types or a page opens on a search; the
  // room a list keeps while it waits for its data, and what follows it hidden meanwhile
  // (src/components/skeleton/lazy-skeleton.tsx); a search that found nothing, with its suggestion.
  '.search-field__clear',
  '.search-field__clear--text',
  '.skeleton-area',
  `.${LIST_WAITING_CLASS}`,
  '.shop-empty',
  '.blog-page__empty',
  '.search-suggestion',
  '.search-suggestion__button',
  '.button--secondary',
];

/**
 * What inlining a page's own CSS takes, worked out once: the template with the CSS's place where
 * its stylesheet <link> was (the <link> kept in a <noscript>, for a browser without scripts), the
 * stylesheet's address for the page's loader list, and the function that gives a page's CSS.
 * Undefined when the template links no stylesheet.
 */
function cssInlining(page: string, stylesheet: string | undefined) {
  const linked = stylesheetLinkOf(page);
  if (!linked) return undefined;
  if (stylesheet === undefined) {
    throw new Error(`the pages' stylesheet ${linked.href} was not read: its CSS cannot be inlined`);
  }
  if (stylesheet.includes('</style')) throw new Error('the stylesheet holds "</style": it cannot be inlined');
  return {
    page: page.replace(linked.link, () => `<!--page-css--><noscript>${linked.link}</noscript>`),
    href: linked.href,
    cssFor: createCriticalCss(stylesheet, NAMES_BEFORE_THE_WHOLE_STYLESHEET),
  };
}

/**
 * No first paint before the browser has read the page's <main> (Chromium's render-blocking on an
 * element; other browsers ignore it). A page whose CSS is inline has nothing else holding its
 * first paint: at 4× CPU, Chromium painted a page whose header was only partly read, and its icons
 * and links moved as the rest came (layout shifts of 0.002). The HTML comes in one round trip, so
 * the wait is the parser's few milliseconds (docs/decisions/037-critical-css-inline.md).
 */
const FIRST_PAINT_AFTER_MAIN = '<link rel="expect" href="#main" blocking="render">';

export type PageAssemblerOptions = {
  /** dist/index.html as Vite wrote it. */
  template: string;
  /** dist/.vite/manifest.json. */
  manifest: Manifest;
  /** The site's absolute URL, without a trailing slash. */
  siteUrl: string;
  /** The site path of the link-preview JPEG of a site SVG, or undefined (scripts/prerender/og-images.ts). */
  ogImageFor: (svgPath: string) => string | undefined;
  /** The text of the stylesheet the template links (required when it links one). */
  stylesheet?: string;
};

/**
 * Returns the function that turns one server render into the page's HTML. `url` null: the
 * not-found page, which the host may answer for any unknown URL; the browser hydrates it wherever
 * its router also lands on the not-found page.
 */
export function createPageAssembler({
  template,
  manifest,
  siteUrl,
  ogImageFor,
  stylesheet,
}: PageAssemblerOptions) {
  checkTemplate(template);
  const entryChunks = chunksOf(manifest, 'index.html');
  const entry = entryChunks[0];
  if (!entry) throw new Error("the build's manifest has no entry for index.html");
  const page = withoutEntryScript(template, entry);
  const inlining = cssInlining(page, stylesheet);
  // A page module's list of scripts, worked out once per module rather than once per page.
  const scriptsOfModule = new Map<string, string>();
  const appScripts = (modules: readonly string[], style: string | undefined): string => {
    const key = `${style ?? ''}\n${modules.join('\n')}`;
    let element = scriptsOfModule.get(key);
    if (!element) {
      const preload = preloadList(
        entryChunks,
        modules.flatMap((module) => chunksOf(manifest, module)),
      );
      element = appScriptsElement({ entry, preload, ...(style !== undefined && { style }) });
      scriptsOfModule.set(key, element);
    }
    return element;
  };

  return (result: RenderResult, url: string | null): string => {
    const head = withRasterOgImage(result.head, siteUrl, ogImageFor);
    const info = `<script type="application/json" id="prerender-info">${JSON.stringify({ url })}</script>`;
    // Functions as replacements: a `$&` or `$'` in a page's text stays as it is. The page's data
    // comes after its markup: the scripts that read it run after the first paint anyway, the
    // first paint does not wait for its bytes, and gzip finds its names and texts in the markup
    // just before (the home's HTML is smaller by some 170 bytes). `</body>` is looked for before
    // the markup goes in, so that no page text can be taken for it.
    const inline = PAGES_WITH_LINKED_STYLESHEET.has(url) ? undefined : inlining;
    return (inline?.page ?? page)
      .replace('<!--app-head-->', () =>
        [head, FIRST_PAINT_AFTER_MAIN, appScripts(result.modules, inline?.href), info].join('\n    '),
      )
      .replace(
        '<!--page-css-->',
        () => `<style id="${PAGE_CSS_ID}">${inline?.cssFor(result.html) ?? ''}</style>`,
      )
      .replace('</body>', () => `${pageDataScript(result.data)}</body>`)
      .replace('<!--app-html-->', () => result.html);
  };
}
