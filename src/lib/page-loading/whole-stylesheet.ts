// A prerendered page other than the home has only the CSS its own markup uses, inline
// (docs/decisions/037-critical-css-inline.md); its loader (./app-loader.ts) adds the whole
// stylesheet with the scripts. The app waits for it before it hydrates: what a hydrated page can
// show next (a menu opened, a dialog, another page by client-side navigation) needs rules the
// page's own CSS left out. The stylesheet is asked for before the scripts and is a fraction of
// their size, so the wait is almost always over when the entry runs.
import { APP_SCRIPTS_ID, STYLESHEET_DONE_ATTRIBUTE, type AppScripts } from './app-loader.ts';

/**
 * Resolves once the whole stylesheet the page's list of scripts names has loaded, or failed (the
 * page then goes on with its own CSS: a stylesheet that cannot be had must not stop the app). At
 * once when the list names none, or when there is no list (app.html, the dev server).
 */
export function wholeStylesheetLoaded(doc: Document = document): Promise<void> {
  let style: string | undefined;
  try {
    style = (JSON.parse(doc.getElementById(APP_SCRIPTS_ID)?.textContent ?? '{}') as Partial<AppScripts>)
      .style;
  } catch {
    return Promise.resolve();
  }
  if (!style) return Promise.resolve();
  const href = style;
  let link = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
    (element) => element.getAttribute('href') === href,
  );
  if (!link) {
    // The loader adds it before the entry; this is for an entry loaded some other way.
    link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    doc.head.append(link);
  } else if (link.sheet || link.hasAttribute(STYLESHEET_DONE_ATTRIBUTE)) {
    return Promise.resolve();
  }
  const element = link;
  return new Promise((resolve) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener('error', () => resolve(), { once: true });
  });
}
