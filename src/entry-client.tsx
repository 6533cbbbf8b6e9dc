// Browser entry. A prerendered page is hydrated with the same published data it was rendered
// with; any other URL (SPA fallback, or a query string the prerender could not know) renders fresh.
// Hydration must match the prerendered HTML exactly: whatever React has to recover from (a
// mismatch makes it throw the prerendered nodes away and render them again) is logged as an error.
// The base stylesheet first, so feature styles (later in the one CSS file) can refine it.
import './styles/global.css';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, matchPageRoute, preloadPageRoute } from './app/routes.tsx';
import { fetchForHydration, type Collection, type PublishedData } from './data/data-provider.tsx';
import { replayEarlyClicks } from './lib/early-clicks.ts';

/** Written by the prerender; url null on the not-found page, which may answer any unknown URL. */
type PrerenderInfo = { url: string | null; collections: Collection[] };

function readPrerenderInfo(): PrerenderInfo | undefined {
  const element = document.getElementById('prerender-info');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PrerenderInfo;
  } catch {
    return undefined;
  }
}

/**
 * Its effect runs once the first render has committed (after every effect above it in the tree,
 * the later parts' listeners included): taps kept by the page's inline script are replayed then.
 */
function HydrationDone() {
  useEffect(() => replayEarlyClicks(), []);
  return null;
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const info = readPrerenderInfo();
  const here = window.location.pathname.replace(/(.)\/$/, '$1') + window.location.search;
  const samePage =
    info?.url === null
      ? matchPageRoute(window.location.pathname)?.page === 'notFound'
      : info !== undefined && info.url === here;
  const canHydrate = info !== undefined && samePage && container.hasChildNodes();
  const [published] = await Promise.all([
    canHydrate ? fetchForHydration(info.collections) : Promise.resolve(undefined),
    preloadPageRoute(window.location.pathname),
  ]);
  const app = (data: PublishedData) => (
    <StrictMode>
      <AppProviders published={data}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <HydrationDone />
    </StrictMode>
  );
  if (canHydrate && published) {
    hydrateRoot(container, app(published), {
      onRecoverableError: (error, errorInfo) => {
        console.error(
          'Hydration failed: the page did not match its prerendered HTML and was rendered again.',
          error,
          errorInfo.componentStack,
        );
      },
    });
  } else {
    createRoot(container).render(app({}));
  }
}

void start();
