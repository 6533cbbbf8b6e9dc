// Server entry, used only by the prerender (scripts/prerender.ts): renders one URL to HTML.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { routes, type RouteHandle } from './app/routes.tsx';
import { MetaCollectorContext, metaToHtml, type MetaCollector } from './components/seo/page-meta.tsx';
import type { Collection, PublishedData } from './data/data-provider.tsx';

export type RenderResult =
  | { kind: 'page'; html: string; head: string; collections: Collection[]; modules: string[]; status: number }
  | { kind: 'redirect'; location: string };

const handler = createStaticHandler(routes);

export async function render(url: string, published: PublishedData): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    return { kind: 'redirect', location: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const collector: MetaCollector = {};
  const used = new Set<Collection>();
  const html = renderToString(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <AppProviders published={published} onUse={(collection) => used.add(collection)}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </MetaCollectorContext.Provider>
    </StrictMode>,
  );
  if (!collector.meta) throw new Error(`${url}: the page did not call usePageMeta()`);
  const modules = context.matches.flatMap((match) => {
    const handle = match.route.handle as RouteHandle | undefined;
    return handle ? [handle.module] : [];
  });
  return {
    kind: 'page',
    html,
    head: metaToHtml(collector.meta),
    collections: [...used].sort(),
    modules,
    status: context.statusCode,
  };
}
