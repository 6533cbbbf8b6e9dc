// Last step of `npm run build`: renders every public route to static HTML in dist/, so that link
// previews, search engines and visitors without JavaScript see the real page; writes the SPA
// shell (app.html), 404.html, sitemap.xml and robots.txt.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BlogPost, CoursesFile, Product, SiteSettings } from '../src/lib/schema.ts';
import type { RenderResult } from '../src/lib/prerendered-page.ts';
import { createOgImageRenderer, withRasterOgImage } from './prerender/og-images.ts';
import { modulePreloads, withLowPriorityEntry } from './prerender/script-priority.ts';
import {
  NOT_FOUND_SAMPLE_PATH,
  prerenderedPaths,
  PUBLIC_PAGES,
  type PrerenderedPath,
} from '../src/lib/paths.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const siteUrl = (process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '');

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** The chunk of `module` and every chunk it imports, as URLs, for <link rel="modulepreload">. */
function chunksOf(manifest: Manifest, module: string, seen = new Set<string>()): string[] {
  const entry = manifest[module];
  if (!entry || seen.has(module)) return [];
  seen.add(module);
  return [
    `/${entry.file}`,
    ...(entry.imports ?? []).flatMap((imported) => chunksOf(manifest, imported, seen)),
  ];
}

function outputFile(routePath: string): string {
  return routePath === '/' ? 'index.html' : `${routePath.replace(/^\//, '')}.html`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function main() {
  const template = withLowPriorityEntry(await readFile(path.join(dist, 'index.html'), 'utf8'));
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('dist/index.html lacks the <!--app-head--> / <!--app-html--> markers');
  }
  // Every page below is made from this template: its policy <meta> (scripts/lib/vite-csp-plugin.ts)
  // is the public pages' Content-Security-Policy (docs/decisions/007-csp-per-part.md).
  if (!/<meta http-equiv="Content-Security-Policy"/.test(template)) {
    throw new Error(
      'dist/index.html lacks its Content-Security-Policy <meta> (scripts/lib/vite-csp-plugin.ts)',
    );
  }
  const manifest = await readJson<Manifest>(path.join(dist, '.vite', 'manifest.json'));
  const entryChunks = chunksOf(manifest, 'index.html');
  const server = (await import(pathToFileURL(path.join(root, 'dist-ssr', 'entry-server.js')).href)) as {
    render: (url: string, published: object) => Promise<RenderResult>;
  };

  const published = {
    products: await readJson<Product[]>(path.join(dist, 'products.json')),
    courses: await readJson<CoursesFile>(path.join(dist, 'courses.json')),
    posts: await readJson<BlogPost[]>(path.join(dist, 'blog.json')),
  };
  const settings = await readJson<SiteSettings>(path.join(root, 'src', 'generated', 'settings.json'));

  const dataFiles = { products: '/products.json', courses: '/courses.json', posts: '/blog.json' } as const;
  const renderOgImage = createOgImageRenderer(dist);
  const page = async (result: RenderResult, url: string | null) => {
    const head = await withRasterOgImage(result.head, siteUrl, renderOgImage);
    const preloads = [
      ...result.collections.map(
        (c) => `<link rel="preload" href="${dataFiles[c]}" as="fetch" crossorigin="anonymous">`,
      ),
      ...modulePreloads(
        entryChunks,
        result.modules.flatMap((module) => chunksOf(manifest, module)),
      ),
    ];
    // url null: the not-found page, which the host may answer for any unknown URL; the browser
    // hydrates it wherever its router also lands on the not-found page.
    const info = `<script type="application/json" id="prerender-info">${JSON.stringify({ url, collections: result.collections })}</script>`;
    return template
      .replace('<!--app-head-->', [head, ...preloads, info].join('\n    '))
      .replace('<!--app-html-->', result.html);
  };

  const allPaths: PrerenderedPath[] = prerenderedPaths(published, settings.categories);
  const problems: string[] = PUBLIC_PAGES.filter(
    (name) => !allPaths.some((entry) => entry.page === name),
  ).map((name) => `the page '${name}' has no URL to prerender (src/lib/paths.ts, prerenderedPaths)`);
  // The 404 page is written as 404.html below; every other URL as <path>.html.
  const routes = allPaths.filter((entry) => entry.page !== 'notFound');
  for (const route of routes) {
    let result: RenderResult;
    try {
      result = await server.render(route.path, published);
    } catch (error) {
      problems.push(String(error));
      continue;
    }
    if (result.page !== route.page) {
      problems.push(
        `${route.path}: listed as the page '${route.page}' but the router answers '${result.page}'`,
      );
      continue;
    }
    const file = path.join(dist, outputFile(route.path));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, await page(result, route.path));
  }

  // 404.html for the host's unknown files, and the SPA shell for every other URL (admin, new items).
  const notFound = await server.render(NOT_FOUND_SAMPLE_PATH, published);
  await writeFile(path.join(dist, '404.html'), await page(notFound, null));
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
  console.log(`Prerendered ${routes.length} pages (${indexed.length} in sitemap.xml) into dist/.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
