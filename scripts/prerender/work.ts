// How the prerender shares its pages between worker threads, and how it reports its progress.
import os from 'node:os';

/** How many workers to start for `jobs` pages: one per core (or PRERENDER_WORKERS), never more than batches. */
export function workerCount(
  jobs: number,
  batchSize: number,
  cores = os.availableParallelism(),
  env = process.env,
): number {
  const wanted = Number(env.PRERENDER_WORKERS) > 0 ? Math.floor(Number(env.PRERENDER_WORKERS)) : cores;
  return Math.max(1, Math.min(wanted, Math.ceil(jobs / Math.max(1, batchSize))));
}

/**
 * The size of the batches handed to the workers: small enough that every worker gets several (a
 * worker that drew slow pages is not left finishing alone), large enough that messages are few.
 */
export function batchSize(jobs: number, workers: number): number {
  return Math.max(1, Math.min(200, Math.ceil(jobs / (Math.max(1, workers) * 8))));
}

/** `items` in consecutive batches of `size` (the last one shorter), in order; each item once. */
export function batchesOf<T>(items: readonly T[], size: number): T[][] {
  if (!(size >= 1)) throw new Error(`batch size must be at least 1 (got ${size})`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size));
  return batches;
}

export type ProgressOptions = {
  /** What is counted, e.g. 'pages'. */
  label: string;
  total: number;
  /** A terminal: a line every `intervalMs`; otherwise (CI logs) a line at every `percentStep` %. */
  tty: boolean;
  intervalMs?: number;
  percentStep?: number;
  now?: () => number;
  write?: (line: string) => void;
};

/**
 * Prints "label: done / total (percent), rate per second" while work goes on, and `finish()` a
 * summary with the total and the time taken.
 */
export function createProgress({
  label,
  total,
  tty,
  intervalMs = 3_000,
  percentStep = 10,
  now = () => performance.now(),
  write = (line) => console.log(line),
}: ProgressOptions) {
  const start = now();
  let lastTime = start;
  let lastStep = 0;
  const rate = (done: number, at: number) => {
    const seconds = (at - start) / 1000;
    return seconds > 0 ? done / seconds : 0;
  };
  const line = (done: number, at: number) =>
    `${label}: ${done} / ${total} (${total > 0 ? Math.floor((done / total) * 100) : 100} %), ${rate(done, at).toFixed(0)}/s`;
  return {
    /** `done` items are finished (a running total). */
    update(done: number): void {
      if (done >= total) return;
      const at = now();
      if (tty) {
        if (at - lastTime >= intervalMs) {
          lastTime = at;
          write(line(done, at));
        }
        return;
      }
      const step = Math.floor(((done / Math.max(1, total)) * 100) / percentStep);
      if (step > lastStep) {
        lastStep = step;
        write(line(done, at));
      }
    },
    /** The closing line: `summary` (what was done) and the time taken. */
    finish(summary: string): void {
      const seconds = (now() - start) / 1000;
      write(`${summary} in ${seconds.toFixed(1)} s (${rate(total, now()).toFixed(0)} ${label}/s).`);
    },
  };
}
