// Server entry, used only by the prerender (scripts/prerender.ts): renders one URL to HTML,
// waiting for every lazily loaded page.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, matchPageRoute } from './app/routes.tsx';
import {
  MetaCollectorContext,
  metaToHtml,
  type MetaCollector,
  type ResolvedMeta,
} from './components/seo/page-meta.tsx';
import type { Collection, PublishedData } from './data/data-provider.tsx';
import type { PublicPage } from './lib/paths.ts';

export type RenderResult = {
  html: string;
  head: string;
  collections: Collection[];
  /** The page of the route table that answered the URL. */
  page: PublicPage | undefined;
  modules: string[];
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function render(url: string, published: PublishedData): Promise<RenderResult> {
  let meta: ResolvedMeta | undefined;
  const collector: MetaCollector = { collect: (resolved) => void (meta = resolved) };
  const used = new Set<Collection>();
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
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
  const html = await streamToString(prelude);
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
