// The headings' font (Playfair Display, 24 KB) is used once this browser has it, never fetched
// on the first page a visitor opens (docs/decisions/030-heading-font-once-cached.md). On that
// first page the headings are in the serif fallback, as `font-display: optional` already left
// them on a slow phone; the font is then loaded when the browser is idle after load, without
// changing the page (a font face loaded but not used moves nothing), and a flag in local storage
// says so (./remember-heading-font.ts, run by the later widgets' chunk, src/app/later-widgets.tsx).
// Every later page sees the flag in a tiny inline script in its <head> (written by the
// build, allowed by its hash in the pages' Content-Security-Policy, like early-clicks.ts) which
// puts the class on <html> before the first paint: global.css then names the font, which comes
// from the browser's cache within `optional`'s short wait.
//
// Why: the font was asked for as soon as the first layout needed it, beside the stylesheet and
// the page's largest picture; on a phone's link its 24 KB came before that picture, and
// Lighthouse counted it into both the first and the largest paint.
//
// This module has no imports: the build (vite.config.ts) reads the inline script from it.
// rememberHeadingFont() is in ./remember-heading-font.ts.

/** The class on <html> with which global.css gives the headings their font. */
export const HEADING_FONT_CLASS = 'heading-font';

/** The local-storage key of the flag (registered with the others in src/lib/storage.ts). */
export const HEADING_FONT_KEY = 'heading_font';

/** The font's weight and family, as global.css's @font-face declares it. */
export const HEADING_FONT = '600 1em "Playfair Display"';

/** The inline script, as written into the page. Plain ES5: it runs before any module. */
export const HEADING_FONT_SCRIPT =
  `(function(){try{if(localStorage.getItem('${HEADING_FONT_KEY}')==='true')` +
  `document.documentElement.classList.add('${HEADING_FONT_CLASS}')}catch(e){}})()`;
