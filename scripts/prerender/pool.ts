// Runs the prerender's pages on worker threads (scripts/prerender/worker.ts), one per core, through
// Tinypool: each worker loads the server bundle once, on its first batch, and the pool hands the
// next batch to whichever worker is free, so a worker that drew slower pages does not hold the
// others up.
import { Tinypool } from 'tinypool';
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

/** One batch for a worker, with what it needs to start on its first one. */
export type BatchTask = { setup: WorkerSetup; jobs: PrerenderJob[] };
/** What a worker did with a batch, and every link-preview image its pages so far point at. */
export type BatchResult = { problems: { index: number; text: string }[]; ogImages: string[] };

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
  const problems: { index: number; text: string }[] = [];
  const ogImages = new Set<string>();
  const progress = createProgress({ label: 'pages', total: jobs.length, tty: Boolean(process.stdout.isTTY) });
  let done = 0;

  const pool = new Tinypool({
    // Worker threads do not inherit tsx's loader: the entry registers it, then loads worker.ts.
    filename: new URL('./worker-entry.mjs', import.meta.url).href,
    minThreads: count,
    maxThreads: count,
    // React's production build, chosen before any module of the worker loads React (the
    // worker's own imports, such as the page-data selection, come before
    // its first statement): a development `react` beside a production `react-dom/server` fails
    // every render.
    env: { ...definedEnv(), NODE_ENV: 'production' },
  });
  try {
    await Promise.all(
      batchesOf(jobs, size).map(async (batch) => {
        const result = (await pool.run({ setup, jobs: batch } satisfies BatchTask)) as BatchResult;
        problems.push(...result.problems);
        for (const svgPath of result.ogImages) ogImages.add(svgPath);
        done += batch.length;
        progress.update(done);
      }),
    );
  } catch (error) {
    // Anything but a page's own render failing (a full disk, a bug in the worker) stops it all.
    throw new Error(
      `a prerender worker stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
  } finally {
    await pool.destroy();
  }
  progress.finish(`Rendered ${jobs.length} pages on ${count} worker thread(s)`);
  return {
    problems: problems.sort((a, b) => a.index - b.index).map((problem) => problem.text),
    ogImages: [...ogImages].sort(),
    workers: count,
  };
}

/** The environment without its unset variables, as a worker's environment takes it. */
function definedEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
