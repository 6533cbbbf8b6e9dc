// Last step of `npm run build`: renders every public route to static HTML in dist/, so that link
// previews, search engines and visitors without JavaScript see the real page; writes the SPA
// shell (app.html), 404.html, sitemap.xml and robots.txt.
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlogPost, CoursesFile, Product, SiteSettings } from '../src/lib/schema.ts';
import { checkTemplate } from './prerender/assemble.ts';
import { withLowPriorityEntry } from './prerender/script-priority.ts';
import { writeIndexes } from './prerender/page-data.ts';
import { renderOgImages } from './prerender/og-images.ts';
import { prerenderInWorkers, type PrerenderJob } from './prerender/pool.ts';
import { createProgress } from './prerender/work.ts';
import {
  NOT_FOUND_SAMPLE_PATH,
  prerenderedPaths,
  PUBLIC_PAGES,
  type PrerenderedPath,
} from '../src/lib/paths.ts';
import { exitWhenWritten } from './io/terminal.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '');
/** Link-preview JPEGs by content hash, kept between builds (OG_CACHE_DIR to put them elsewhere). */
const ogCacheDir = process.env.OG_CACHE_DIR ?? path.join(root, 'node_modules', '.cache', 'og-images');

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

function outputFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}.html`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const started = performance.now();
  const template = withLowPriorityEntry(await readFile(path.join(dist, 'index.html'), 'utf8'));
  checkTemplate(template);
  const published = {
    products: await readJson<Product[]>(path.join(dist, 'products.json')),
    courses: await readJson<CoursesFile>(path.join(dist, 'courses.json')),
    posts: await readJson<BlogPost[]>(path.join(dist, 'blog.json')),
  };
  const settings = await readJson<SiteSettings>(path.join(root, 'src', 'generated', 'settings.json'));

  const allPaths: PrerenderedPath[] = prerenderedPaths(published, settings.categories);
  const pagesWithPaths = new Set(allPaths.map((entry) => entry.page));
  const problems: string[] = PUBLIC_PAGES.filter((name) => !pagesWithPaths.has(name)).map(
    (name) => `the page '${name}' has no URL to prerender (src/lib/paths.ts, prerenderedPaths)`,
  );
  // The 404 page is written as 404.html (for the host's unknown files); every other URL as <path>.html.
  const routes = allPaths.filter((entry) => entry.page !== 'notFound');
  const jobs: PrerenderJob[] = [
    ...routes.map((route, index) => ({
      index,
      path: route.path,
      page: route.page,
      file: outputFile(route.path),
      url: route.path,
    })),
    { index: routes.length, path: NOT_FOUND_SAMPLE_PATH, page: undefined, file: '404.html', url: null },
  ];
  // Each worker renders, assembles (scripts/prerender/assemble.ts) and writes its share of the pages.
  const outcome = await prerenderInWorkers(jobs, {
    dist,
    serverEntry: path.join(root, 'dist-ssr', 'entry-server.js'),
    siteUrl,
    template,
  });
  problems.push(...outcome.problems);
  // The compact indexes that searches, filters and later list pages load on first use.
  await writeIndexes(dist, published);

  // The link-preview JPEGs the pages point at: each rendered once per SVG content, then cached.
  const ogProgress = createProgress({
    label: 'link-preview images',
    total: outcome.ogImages.length,
    tty: Boolean(process.stdout.isTTY),
  });
  const og = await renderOgImages(dist, outcome.ogImages, {
    cacheDir: ogCacheDir,
    concurrency: os.availableParallelism(),
    onDone: (stats) => ogProgress.update(stats.rendered + stats.reused),
  });
  ogProgress.finish(
    `Link-preview images: ${og.rendered} rendered, ${og.reused} from the cache (${path.relative(root, ogCacheDir)})`,
  );

  // The SPA shell for every other URL (admin, new items).
  const shell = template
    .replace(
      '<!--app-head-->',
      `<title>${escapeXml(settings.business.name)}</title>\n    <meta name="robots" content="noindex">`,
    )
    .replace('<!--app-html-->', '');
  await writeFile(path.join(dist, 'app.html'), shell);

  const indexed = routes.filter((route) => route.sitemap);
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...indexed.map(
      (route) =>
        `  <url><loc>${escapeXml(siteUrl + (route.path === '/' ? '/' : route.path))}</loc>${route.lastmod ? `<lastmod>${route.lastmod}</lastmod>` : ''}</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(path.join(dist, 'sitemap.xml'), sitemap);
  await writeFile(
    path.join(dist, 'robots.txt'),
    [
      'User-agent: *',
      'Disallow: /admin/',
      'Disallow: /carrinho',
      'Disallow: /checkout',
      '',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n'),
  );
  await rm(path.join(root, 'dist-ssr'), { recursive: true, force: true });

  if (problems.length > 0) throw new Error(`Prerender failed:\n${problems.join('\n')}`);
  console.log(
    `Prerendered ${routes.length} pages (${indexed.length} in sitemap.xml) into dist/ in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  return exitWhenWritten(1);
});
