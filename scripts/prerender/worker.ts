// One prerender worker thread (run by Tinypool from scripts/prerender/pool.ts): on its first
// batch it loads the server bundle, the published data and the template, then renders, assembles
// and writes the pages of each batch it is handed, and answers with the problems it met and the
// link-preview images its pages point at, which the main thread renders (or takes from the
// cache) once.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RenderResult } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, CoursesFile, Product } from '../../src/lib/schema.ts';
import { createPageAssembler, stylesheetLinkOf, type Manifest } from './assemble.ts';
import { createOgImagePlan } from './og-images.ts';
import { writePageData } from './page-data.ts';
import type { BatchResult, BatchTask, WorkerSetup } from './pool.ts';

// React's production build (the development one renders the same HTML several times slower):
// pool.ts starts the worker with NODE_ENV=production, since this file's imports load React
// before any statement here runs.

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

/** What a worker loads once and keeps for its batches. */
async function load(setup: WorkerSetup) {
  const { dist } = setup;
  const server = (await import(pathToFileURL(setup.serverEntry).href)) as {
    render: (url: string, published: object) => Promise<RenderResult>;
  };
  const published = {
    products: await readJson<Product[]>(path.join(dist, 'products.json')),
    courses: await readJson<CoursesFile>(path.join(dist, 'courses.json')),
    posts: await readJson<BlogPost[]>(path.join(dist, 'blog.json')),
  };
  const ogImages = createOgImagePlan(dist);
  // The site's stylesheet, whose rules each page's markup uses go inline (critical-css.ts).
  const linked = stylesheetLinkOf(setup.template);
  const page = createPageAssembler({
    template: setup.template,
    manifest: await readJson<Manifest>(path.join(dist, '.vite', 'manifest.json')),
    siteUrl: setup.siteUrl,
    ogImageFor: ogImages.imageFor,
    ...(linked && { stylesheet: await readFile(path.join(dist, linked.href), 'utf8') }),
  });
  return { dist, server, published, ogImages, page, folders: new Set<string>() };
}

let loaded: ReturnType<typeof load> | undefined;

/** Renders and writes one batch of pages; a page's own failure is a problem, anything else throws. */
export default async function renderBatch({ setup, jobs }: BatchTask): Promise<BatchResult> {
  loaded ??= load(setup);
  const { dist, server, published, ogImages, page, folders } = await loaded;
  const problems: BatchResult['problems'] = [];
  for (const job of jobs) {
    let result: RenderResult;
    try {
      result = await server.render(job.path, published);
    } catch (error) {
      problems.push({ index: job.index, text: String(error) });
      continue;
    }
    if (job.page !== undefined && result.page !== job.page) {
      problems.push({
        index: job.index,
        text: `${job.path}: listed as the page '${job.page}' but the router answers '${result.page}'`,
      });
      continue;
    }
    const file = path.join(dist, job.file);
    const folder = path.dirname(file);
    if (!folders.has(folder)) {
      await mkdir(folder, { recursive: true });
      folders.add(folder);
    }
    await writeFile(file, page(result, job.url));
    // The 404 page has no data file: client navigation never lands on its sample URL.
    if (job.url !== null) await writePageData(dist, job.path, result.data);
  }
  return { problems, ogImages: ogImages.needed() };
}
