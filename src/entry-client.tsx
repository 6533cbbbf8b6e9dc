// Browser entry. A prerendered page is hydrated with the same published data it was rendered
// with; any other URL (SPA fallback, or a query string the prerender could not know) renders fresh.
// The base stylesheet first, so feature styles (later in the one CSS file) can refine it.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes } from './app/routes.tsx';
import { fetchForHydration, type Collection, type PublishedData } from './data/data-provider.tsx';

type PrerenderInfo = { url: string; collections: Collection[] };

/** Loads the lazy route modules of the current URL, so the first render matches the HTML. */
async function loadCurrentRouteModules() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

function readPrerenderInfo(): PrerenderInfo | undefined {
  const element = document.getElementById('prerender-info');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as PrerenderInfo;
  } catch {
    return undefined;
  }
}

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const info = readPrerenderInfo();
  const here = window.location.pathname.replace(/(.)\/$/, '$1') + window.location.search;
  const canHydrate = info !== undefined && info.url === here && container.hasChildNodes();
  const [published] = await Promise.all([
    canHydrate ? fetchForHydration(info.collections) : Promise.resolve(undefined),
    loadCurrentRouteModules(),
  ]);
  const app = (data: PublishedData) => (
    <StrictMode>
      <AppProviders published={data}>
        <RouterProvider router={createBrowserRouter(routes)} />
      </AppProviders>
    </StrictMode>
  );
  if (canHydrate && published) {
    hydrateRoot(container, app(published));
  } else {
    createRoot(container).render(app({}));
  }
}

void start();
