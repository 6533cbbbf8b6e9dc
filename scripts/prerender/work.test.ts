import { describe, expect, it } from 'vitest';
import { batchesOf, batchSize, createProgress, workerCount } from './work.ts';

describe('sharing the pages between workers', () => {
  it('cuts the list into consecutive batches, each page once, in order', () => {
    const pages = Array.from({ length: 23 }, (_, i) => i);
    const batches = batchesOf(pages, 5);
    expect(batches.map((batch) => batch.length)).toEqual([5, 5, 5, 5, 3]);
    expect(batches.flat()).toEqual(pages);
    expect(batchesOf([], 5)).toEqual([]);
    expect(() => batchesOf(pages, 0)).toThrow();
  });

  it('gives every worker several batches of a big catalogue, and a small site one page at a time', () => {
    expect(batchSize(5_400, 2)).toBe(200);
    expect(batchSize(1_000, 2)).toBe(63);
    expect(batchSize(122, 2)).toBe(8);
    expect(batchSize(3, 4)).toBe(1);
  });

  it('starts one worker per core, no more workers than batches, and at least one', () => {
    expect(workerCount(5_400, 200, 2, {})).toBe(2);
    expect(workerCount(5_400, 200, 8, {})).toBe(8);
    expect(workerCount(150, 100, 8, {})).toBe(2);
    expect(workerCount(0, 10, 2, {})).toBe(1);
    expect(workerCount(5_400, 200, 2, { PRERENDER_WORKERS: '3' })).toBe(3);
    expect(workerCount(5_400, 200, 2, { PRERENDER_WORKERS: 'x' })).toBe(2);
  });
});

describe('progress', () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => void (time += ms) };
  };

  it('prints at every tenth in a log, with the count and the rate', () => {
    const lines: string[] = [];
    const { now, advance } = clock();
    const progress = createProgress({
      label: 'pages',
      total: 1_000,
      tty: false,
      now,
      write: (l) => lines.push(l),
    });
    for (let done = 50; done < 1_000; done += 50) {
      advance(500);
      progress.update(done);
    }
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('pages: 100 / 1000 (10 %), 100/s');
    advance(500);
    progress.finish('Rendered 1000 pages');
    expect(lines.at(-1)).toBe('Rendered 1000 pages in 10.0 s (100 pages/s).');
  });

  it('prints every few seconds on a terminal, whatever the share done', () => {
    const lines: string[] = [];
    const { now, advance } = clock();
    const progress = createProgress({
      label: 'pages',
      total: 10_000,
      tty: true,
      intervalMs: 3_000,
      now,
      write: (l) => lines.push(l),
    });
    for (let done = 10; done <= 100; done += 10) {
      advance(1_000);
      progress.update(done);
    }
    expect(lines).toEqual([
      'pages: 30 / 10000 (0 %), 10/s',
      'pages: 60 / 10000 (0 %), 10/s',
      'pages: 90 / 10000 (0 %), 10/s',
    ]);
  });
});
