// The app's JavaScript comes after the first paint (docs/decisions/009). A prerendered page
// lists its scripts in <script type="application/json" id="app-scripts"> (written by the
// prerender: the entry, then the modules to preload, the vendor chunk first) instead of
// <script src> and <link rel="modulepreload"> tags, which the browser would fetch at once, side by
// side with the stylesheet and the LCP picture on a slow link. This inline script (in every page's
// <head>, allowed by its hash in the Content-Security-Policy like the early-taps one) adds those
// tags once the browser reports the page's first contentful paint (a `paint` PerformanceObserver
// entry; in a browser without paint timing, in the task after the first frame) and, when the page
// has a priority picture (its largest paint, `<img fetchpriority="high">`) still loading then, once
// that picture has loaded and painted (2 s at most): on a slow link the scripts would otherwise
// share its bandwidth, and Lighthouse counts every request started before the largest paint into
// it (docs/decisions/028-first-tap-after-first-paint.md). A tab opened in the
// background paints, and so loads its scripts, when it is first shown. As a last resort the tags
// are added 3 s after the load event, should no paint ever be reported. With the scripts, it asks
// for the pictures the page held back (Picture's later="after-largest-paint": their files in data-src and
// data-srcset), which a phone would otherwise fetch beside the largest one. Taps made before
// the app arrives are kept by src/lib/page-loading/early-clicks.ts. app.html, which has no prerendered content,
// has no such list and keeps its ordinary <script src>. On a list page whose URL names a search, a
// page or a blog category, it also hides the prerendered list until the app has rendered the one
// asked for (./query-pending.ts).

import { PAGE_QUERY_PARAMS } from './prerendered-url.ts';
import { QUERY_PENDING_CLASS } from './query-pending.ts';

/**
 * The performance mark the entry sets once the page has hydrated (src/entry-client.tsx): what the
 * page loaded until then is its first-load JavaScript (`npm run bench` reads it).
 */
export const HYDRATED_MARK = 'app-hydrated';

/** The id of the list the prerender writes. */
export const APP_SCRIPTS_ID = 'app-scripts';

/**
 * What the list holds: site paths of the entry and of the modules to preload, and of the whole
 * stylesheet when the page has only its own CSS inline, which the app asks for once it runs
 * (./whole-stylesheet.ts, docs/decisions/037-critical-css-inline.md).
 */
export type AppScripts = { entry: string; preload: string[]; style?: string };

/**
 * The id of the <style> with the page's own CSS (docs/decisions/037-critical-css-inline.md), taken
 * out once the whole stylesheet is in (./whole-stylesheet.ts).
 */
export const PAGE_CSS_ID = 'page-css';

/** How long after the load event the parts hidden for the URL's parameters are shown at the latest. */
const QUERY_PENDING_LAST_RESORT_MS = 10_000;

/** How long after the load event the scripts are added if no paint has been reported. */
const LAST_RESORT_MS = 3000;

/** How long after the first paint the scripts wait at most for the page's priority picture. */
const PICTURE_WAIT_MS = 2000;

/** The inline script, as written into the page. Plain ES5: it runs before any module. */
export const APP_LOADER_SCRIPT =
  '(function(){var d=document,w=window,r=d.documentElement,done=0;' +
  'function add(tag,attrs){var e=d.createElement(tag);for(var k in attrs)e.setAttribute(k,attrs[k]);d.head.appendChild(e);return e}' +
  // A list named by the URL's parameters: its prerendered parts hidden until the app has rendered
  // it (src/entry-client.tsx), or shown again should the app not come.
  `var q=/[?&](${PAGE_QUERY_PARAMS.join('|')})=[^&]/.test(w.location.search);` +
  `function shown(){r.classList.remove('${QUERY_PENDING_CLASS}')}if(q)r.classList.add('${QUERY_PENDING_CLASS}');` +
  // After the first paint, the page's priority picture (its LCP, fetched at high priority) first.
  "function painted(){var i=d.querySelector('img[fetchpriority=high]'),t;" +
  'function next(){clearTimeout(t);w.requestAnimationFrame(function(){setTimeout(go,0)})}' +
  "if(!i||i.complete)return go();i.addEventListener('load',next);i.addEventListener('error',next);" +
  `t=setTimeout(go,${PICTURE_WAIT_MS})}` +
  `function go(){if(done)return;done=1;var l=d.getElementById('${APP_SCRIPTS_ID}');` +
  'if(l){var s=JSON.parse(l.textContent);' +
  "s.preload.forEach(function(h){add('link',{rel:'modulepreload',fetchpriority:'low',crossorigin:'',href:h})});" +
  "add('script',{type:'module',fetchpriority:'low',crossorigin:'',src:s.entry}).addEventListener('error',shown)}" +
  // Then the pictures held back until now (Picture's later="after-largest-paint"), in document order: a
  // <picture>'s sources before its <img>.
  "var h=d.querySelectorAll('source[data-srcset],img[data-srcset],img[data-src]');" +
  "for(var n=0;n<h.length;n++){var e=h[n],v=e.getAttribute('data-srcset');if(v)e.setAttribute('srcset',v);" +
  "v=e.getAttribute('data-src');if(v)e.setAttribute('src',v)}}" +
  'var P=w.PerformanceObserver;' +
  "if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0)" +
  "new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();painted()}})" +
  ".observe({type:'paint',buffered:true});" +
  'else w.requestAnimationFrame(function(){setTimeout(painted,0)});' +
  `w.addEventListener('load',function(){setTimeout(go,${LAST_RESORT_MS});` +
  `if(q)setTimeout(shown,${QUERY_PENDING_LAST_RESORT_MS})})})()`;

/** The list's element, as the prerender writes it into a page's <head>. */
export function appScriptsElement(scripts: AppScripts): string {
  // JSON in a <script> element: `<` is escaped so that no `</script>` can end it early.
  const json = JSON.stringify(scripts).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${APP_SCRIPTS_ID}">${json}</script>`;
}
