// Browser entry. A prerendered page is hydrated with the same published data it was rendered
// with; any other URL (SPA fallback, or a query string the prerender could not know) renders fresh.
// The base stylesheet first, so feature styles (later in the one CSS file) can refine it.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPageRoute } from './app/routes.tsx';
import { fetchForHydration, type Collection, type PublishedData } from './data/data-provider.tsx';

type PrerenderInfo = { url: string; collections: Collection[] };

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
    preloadPageRoute(window.location.pathname),
  ]);
  const app = (data: PublishedData) => (
    <StrictMode>
      <AppProviders published={data}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
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
