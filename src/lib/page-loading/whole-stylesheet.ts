// A prerendered page other than the home has only the CSS its own markup uses, inline
// (docs/decisions/037-critical-css-inline.md). The app asks for the whole stylesheet as soon as
// it runs, and hydrates without waiting for it: the page it hydrates is already styled, and on a
// phone's link a stylesheet asked for with the scripts would share their bandwidth and make the
// first tap later. A page reached by client-side navigation renders once it is in
// (src/app/routes.tsx), and so does a list's skeleton (src/components/skeleton/lazy-skeleton.tsx).
// What a tap shows in the moments before (the cart's badge, the open menu, the purchase box's
// notice) is in every page's own CSS (scripts/prerender/assemble.ts); the sheet is a fraction of a
// page's scripts, a round trip and some 70 ms after them on a phone's link.
import { APP_SCRIPTS_ID, PAGE_CSS_ID, type AppScripts } from './app-loader.ts';
import { readJsonScript } from './json-script.ts';

const requests = new WeakMap<Document, Promise<void>>();

function request(doc: Document): Promise<void> {
  const href = readJsonScript<Partial<AppScripts>>(APP_SCRIPTS_ID, doc)?.style;
  if (!href) return Promise.resolve();
  const linked = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (element) => element.getAttribute('href') === href,
  );
  if (linked) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const loaded = new Promise<void>((resolve) => {
    // A stylesheet that cannot be had must not stop the app: it goes on with the page's own CSS.
    link.addEventListener(
      'load',
      () => {
        // The whole sheet holds every rule of the page's own CSS, which goes: with two @font-face of
        // the headings' font, the browser would fetch the font twice when it is first loaded
        // (./remember-heading-font.ts). In the same task as the sheet's arrival, so that the
        // browser styles the page once for both.
        doc.getElementById(PAGE_CSS_ID)?.remove();
        resolve();
      },
      { once: true },
    );
    link.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.append(link);
  return loaded;
}

/**
 * Asks for the whole stylesheet the page's list names (once per document) and resolves when it
 * has loaded or failed. At once without a list (app.html, the dev server, the server's render) or
 * when the page links it itself (the home).
 */
export function wholeStylesheet(doc: Document | undefined = globalThis.document): Promise<void> {
  if (!doc) return Promise.resolve();
  let loading = requests.get(doc);
  if (!loading) {
    loading = request(doc);
    requests.set(doc, loading);
  }
  return loading;
}
