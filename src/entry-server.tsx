// Server entry, used only by the prerender (scripts/prerender.ts): renders one URL to HTML,
// waiting for every lazily loaded page.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, matchPageRoute } from './app/routes.tsx';
import {
  MetaCollectorContext,
  metaToHtml,
  type MetaCollector,
  type ResolvedMeta,
} from './components/seo/page-meta.tsx';
import type { PublishedData } from './data/data-provider.tsx';
import type { Collection, RenderResult } from './lib/prerendered-page.ts';

export async function render(url: string, published: PublishedData): Promise<RenderResult> {
  let meta: ResolvedMeta | undefined;
  const collector: MetaCollector = { collect: (resolved) => void (meta = resolved) };
  const used = new Set<Collection>();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <AppProviders published={published} onUse={(collection) => used.add(collection)}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </MetaCollectorContext.Provider>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Never outline a large boundary into a hidden <div> that only a script reveals: without
      // JavaScript (and for crawlers) the page would show the loading fallback instead of itself.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const html = await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${url}: ${errors.map(String).join('; ')}`);
  if (!meta) throw new Error(`${url}: the page did not call usePageMeta()`);
  const route = matchPageRoute(new URL(url, 'http://prerender.local').pathname);
  return {
    html,
    head: metaToHtml(meta),
    collections: [...used].sort(),
    page: route?.page,
    modules: route ? [route.module] : [],
  };
}
