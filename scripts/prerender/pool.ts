// Runs the prerender's pages on worker threads (scripts/prerender/worker.ts), one per core: each
// worker loads the server bundle once and asks for the next batch when it has written its last,
// so a worker that drew slower pages does not hold the others up.
import { Worker } from 'node:worker_threads';
import type { PublicPage } from '../../src/lib/paths.ts';
import { batchesOf, batchSize, createProgress, workerCount } from './work.ts';

/** One page to write: the URL to render, the page the router must answer, and the file under dist/. */
export type PrerenderJob = {
  /** Its position in the list, to report problems in the list's order. */
  index: number;
  path: string;
  /** The page the route table must answer; undefined: not checked (the not-found page). */
  page: PublicPage | undefined;
  /** The file under dist/, e.g. 'loja/produto/12.html'. */
  file: string;
  /** The URL hydration checks against (prerender-info); null for the not-found page. */
  url: string | null;
};

export type WorkerSetup = {
  dist: string;
  serverEntry: string;
  siteUrl: string;
  /** dist/index.html as Vite wrote it, read before any page is written (the home page replaces it). */
  template: string;
};

export type ToWorker = { type: 'batch'; jobs: PrerenderJob[] } | { type: 'finish' };
export type FromWorker =
  | { type: 'ready' }
  | { type: 'done'; count: number; problems: { index: number; text: string }[] }
  | { type: 'finished'; ogImages: string[] }
  | { type: 'crashed'; error: string };

export type PrerenderOutcome = {
  /** Every page's problem, in the order of the jobs. */
  problems: string[];
  /** The site SVGs whose link-preview JPEG the pages point at. */
  ogImages: string[];
  workers: number;
};

export async function prerenderInWorkers(
  jobs: readonly PrerenderJob[],
  setup: WorkerSetup,
): Promise<PrerenderOutcome> {
  const cores = workerCount(jobs.length, 1);
  const size = batchSize(jobs.length, cores);
  const count = workerCount(jobs.length, size);
  const queue = batchesOf(jobs, size);
  const problems: { index: number; text: string }[] = [];
  const ogImages = new Set<string>();
  const progress = createProgress({ label: 'pages', total: jobs.length, tty: Boolean(process.stdout.isTTY) });
  let done = 0;

  const entry = new URL('./worker-entry.mjs', import.meta.url);
  const module = new URL('./worker.ts', import.meta.url).href;
  const runWorker = () =>
    new Promise<void>((resolve, reject) => {
      // React's production build, chosen before any module of the worker loads React (the
      // worker's own imports, such as the page-data selection through react-router, come
      // before its first statement): a development `react` beside a production
      // `react-dom/server` fails every render.
      const worker = new Worker(entry, {
        workerData: { ...setup, module },
        env: { ...process.env, NODE_ENV: 'production' },
      });
      let finished = false;
      const next = () => {
        const jobsOfBatch = queue.shift();
        worker.postMessage(jobsOfBatch ? { type: 'batch', jobs: jobsOfBatch } : { type: 'finish' });
      };
      worker.on('message', (message: FromWorker) => {
        switch (message.type) {
          case 'ready':
            next();
            break;
          case 'done':
            problems.push(...message.problems);
            done += message.count;
            progress.update(done);
            next();
            break;
          case 'finished':
            for (const svgPath of message.ogImages) ogImages.add(svgPath);
            finished = true;
            break;
          case 'crashed':
            reject(new Error(`a prerender worker stopped: ${message.error}`));
            void worker.terminate();
            break;
        }
      });
      worker.on('error', reject);
      worker.on('exit', (code) => {
        if (finished) resolve();
        else reject(new Error(`a prerender worker exited (code ${code}) before finishing its pages`));
      });
    });

  await Promise.all(Array.from({ length: count }, runWorker));
  progress.finish(`Rendered ${jobs.length} pages on ${count} worker thread(s)`);
  return {
    problems: problems.sort((a, b) => a.index - b.index).map((problem) => problem.text),
    ogImages: [...ogImages].sort(),
    workers: count,
  };
}
