// Browser entry. A prerendered page is hydrated with the slice of published data it was rendered
// with, embedded in it (<script id="page-data">): nothing is fetched before hydrating, also when
// a shared link adds parameters no page reads (fbclid, utm_source: prerendered-url.ts). Any other
// URL (SPA fallback, or a search or list page the prerender could not know) renders fresh, with the
// embedded data when the page is the same path.
// Hydration must match the prerendered HTML exactly: whatever React has to recover from (a
// mismatch makes it throw the prerendered nodes away and render them again) is logged as an error.
// The base stylesheet first, so feature styles (later in the one CSS file) can refine it.
import './styles/global.css';
import { StrictMode, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from '#src/components/router/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, matchPageRoute, preloadPageRoute } from './app/routes.tsx';
import { isInWaitingPart } from './components/hydrate-when/hydrate-when.tsx';
import { HYDRATED_MARK } from './lib/page-loading/app-loader.ts';
import { hasEarlyClicks, replayEarlyClicks } from './lib/page-loading/early-clicks.ts';
import { HEADING_FONT_CLASS } from './lib/page-loading/heading-font.ts';
import { readJsonScript } from './lib/page-loading/json-script.ts';
import { prerenderedUrlOf } from './lib/page-loading/prerendered-url.ts';
import { QUERY_PENDING_CLASS } from './lib/page-loading/query-pending.ts';
import { wholeStylesheet } from './lib/page-loading/whole-stylesheet.ts';
import type { PageData } from './lib/prerendered-page.ts';

/** Written by the prerender; url null on the not-found page, which may answer any unknown URL. */
type PrerenderInfo = { url: string | null };

/**
 * Wraps the app. Its effect runs once the first render has committed (after the effects of
 * everything inside it, the listeners included). It marks the moment (HYDRATED_MARK, for the bench); taps
 * kept by the page's inline script are replayed then, in a microtask, once React has left that
 * commit. The page itself is still a dehydrated Suspense boundary at that moment: React hydrates it
 * synchronously for a click, which it cannot do from inside an effect (it is still working): it
 * then drops the click, as it does any discrete event on a part it could not hydrate. So it does
 * a tap inside a <HydrateWhen> part, which waits to be opened: such taps are left to the part,
 * which replays them once its own listener is in place (isInWaitingPart, replayEarlyClicksWithin).
 */
function HydrationDone({ children }: { children: ReactNode }) {
  useEffect(() => {
    performance.mark(HYDRATED_MARK);
    // The list the URL names is on the page now: the parts the loader hid are this render's.
    document.documentElement.classList.remove(QUERY_PENDING_CLASS);
    queueMicrotask(() => replayEarlyClicks(isInWaitingPart));
  }, []);
  return children;
}

/**
 * Resolves once the browser has read the whole document. The page's loader adds the scripts after
 * its first paint, which can come while the rest of the HTML is still on its way (a slow link, or
 * scripts already in the cache): the entry would then find part of #root and no page data.
 */
function documentRead(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  });
}

async function start() {
  // A page with only its own CSS inline asks for the whole stylesheet now, without waiting for it.
  void wholeStylesheet();
  const routeLoaded = preloadPageRoute(window.location.pathname);
  await documentRead();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  // The dev server's page has no inline scripts and nothing painted yet: the headings' font at once.
  if (import.meta.env.DEV) document.documentElement.classList.add(HEADING_FONT_CLASS);
  const info = readJsonScript<PrerenderInfo>('prerender-info');
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  // A shared link's fbclid or utm_source make no other page: it hydrates like the bare URL.
  const here = prerenderedUrlOf(window.location.pathname, window.location.search);
  const samePage =
    info?.url === null
      ? matchPageRoute(window.location.pathname)?.page === 'notFound'
      : info !== undefined && info.url === here;
  const canHydrate = info !== undefined && samePage && container.hasChildNodes();
  // The page's data, when it is this path's (also for a query string the prerender did not know).
  const samePath = typeof info?.url === 'string' && info.url === pathname;
  const pageData = samePath || canHydrate ? readJsonScript<PageData>('page-data') : undefined;
  await routeLoaded;
  // Without data of its own the provider starts empty and each page asks for what it reads.
  const app = (
    <AppProviders published={pageData ?? {}} {...(pageData && { path: pathname })}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
  const root = (
    // HydrationDone wraps the app rather than following it: a second child would give every
    // useId below another value than the server's render (src/entry-server.tsx), and a lookup by
    // such an id on a hydrated page would find nothing.
    <StrictMode>
      <HydrationDone>{app}</HydrationDone>
    </StrictMode>
  );
  if (canHydrate && pageData) {
    // Hydrated as a transition: React works in slices of a few milliseconds and lets the browser
    // paint and handle input between them, instead of one long task for the whole page. A tap on
    // a part not yet hydrated makes React hydrate that part first. When the visitor has already
    // tapped (a kept click, which HydrationDone replays), the waiting is theirs: React hydrates
    // the page's frame in one go, without the slices' pauses
    // (docs/decisions/031-pictures-after-the-scripts.md).
    const hydrate = () => {
      hydrateRoot(container, root, {
        onRecoverableError: (error, errorInfo) => {
          console.error(
            'Hydration failed: the page did not match its prerendered HTML and was rendered again.',
            error,
            errorInfo.componentStack,
          );
        },
      });
    };
    if (hasEarlyClicks()) hydrate();
    else startTransition(hydrate);
  } else {
    createRoot(container).render(root);
  }
}

void start();
