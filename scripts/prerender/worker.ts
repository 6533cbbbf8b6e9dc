// One prerender worker thread (started by scripts/prerender/pool.ts): loads the server bundle,
// the published data and the template once, then renders, assembles and writes the pages of each
// batch it is handed, and answers with the problems it met. At the end it lists the link-preview
// images its pages point at, which the main thread renders (or takes from the cache) once.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { RenderResult } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, CoursesFile, Product } from '../../src/lib/schema.ts';
import { createPageAssembler, type Manifest } from './assemble.ts';
import { createOgImagePlan } from './og-images.ts';
import { writePageData } from './page-data.ts';
import type { FromWorker, ToWorker, WorkerSetup } from './pool.ts';

// React's production build (the development one renders the same HTML several times slower):
// pool.ts starts the worker with NODE_ENV=production, since this file's imports load React
// before any statement here runs.

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('scripts/prerender/worker.ts runs as a worker thread only');

const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

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
const page = createPageAssembler({
  template: setup.template,
  manifest: await readJson<Manifest>(path.join(dist, '.vite', 'manifest.json')),
  siteUrl: setup.siteUrl,
  ogImageFor: ogImages.imageFor,
});
const folders = new Set<string>();

const send = (message: FromWorker) => port.postMessage(message);

port.on('message', (message: ToWorker) => {
  if (message.type === 'finish') {
    send({ type: 'finished', ogImages: ogImages.needed() });
    port.close();
    return;
  }
  void (async () => {
    const problems: { index: number; text: string }[] = [];
    for (const job of message.jobs) {
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
    send({ type: 'done', count: message.jobs.length, problems });
  })().catch((error: unknown) => {
    // Anything but a page's own render failing (a full disk, a bug here) stops the prerender.
    send({ type: 'crashed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  });
});

send({ type: 'ready' });
