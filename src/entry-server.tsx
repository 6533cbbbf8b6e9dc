// Server entry, used only by the prerender (scripts/prerender.ts): renders one URL to HTML,
// waiting for every lazily loaded page.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from '#src/components/router/router.tsx';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, matchPageRoute } from './app/routes.tsx';
import {
  MetaCollectorContext,
  metaToHtml,
  type MetaCollector,
  type ResolvedMeta,
} from './components/seo/page-meta.tsx';
import settings from './generated/settings.json';
import { selectPageData, type FullData } from './lib/page-loading/page-data.ts';
import type { PageData, RenderResult } from './lib/prerendered-page.ts';

const categorySlugs = settings.categories.map((category) => category.slug);

/**
 * The app at `url` as HTML, from `published`: a page's slice (with `path`, as the prerender
 * renders it) or whole lists (without, as src/app/page-data.test.tsx compares). Meta tags go to
 * `collector`, render errors to `onError`.
 */
export async function renderAppHtml(
  url: string,
  published: PageData,
  path: string | undefined,
  collector: MetaCollector,
  onError?: (error: unknown) => void,
): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <MetaCollectorContext.Provider value={collector}>
        <AppProviders published={published} {...(path !== undefined && { path })}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </MetaCollectorContext.Provider>
    </StrictMode>,
    {
      ...(onError && { onError }),
      // Never outline a large boundary into a hidden <div> that only a script reveals: without
      // JavaScript (and for crawlers) the page would show the loading fallback instead of itself.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  return new Response(prelude).text();
}

/**
 * Renders `url` from its slice of the published data (src/lib/page-loading/page-data.ts), which it returns
 * for the prerender to embed in the page: the browser hydrates with exactly what the server used.
 */
export async function render(url: string, published: FullData): Promise<RenderResult> {
  let meta: ResolvedMeta | undefined;
  const collector: MetaCollector = { collect: (resolved) => void (meta = resolved) };
  const pathname = new URL(url, 'http://prerender.local').pathname;
  const data = selectPageData(pathname, published, categorySlugs);
  const errors: unknown[] = [];
  const html = await renderAppHtml(url, data, pathname, collector, (error) => void errors.push(error));
  if (errors.length > 0) throw new Error(`${url}: ${errors.map(String).join('; ')}`);
  if (!meta) throw new Error(`${url}: the page did not call usePageMeta()`);
  const route = matchPageRoute(pathname);
  return {
    html,
    head: metaToHtml(meta),
    data,
    page: route?.page,
    modules: route ? [route.module] : [],
  };
}
