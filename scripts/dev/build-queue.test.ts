import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuildQueue } from './build-queue.ts';

/** A build the test ends by hand, recording what ran and how many ran at once. */
function controlledBuild() {
  const runs: string[][] = [];
  const finishers: ((error?: Error) => void)[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const build = (reasons: string[]) => {
    runs.push(reasons);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    return new Promise<void>((resolve, reject) => {
      finishers.push((error) => {
        running--;
        if (error) reject(error);
        else resolve();
      });
    });
  };
  return {
    build,
    runs,
    mostAtOnce: () => mostAtOnce,
    /** Ends the oldest running build (with `error`, as a throw). */
    finish: async (error?: Error) => {
      const finish = finishers.shift();
      if (!finish) throw new Error('no build is running');
      finish(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

describe('createBuildQueue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('turns a burst of requests into one build after the quiet time', async () => {
    const b = controlledBuild();
    const queue = createBuildQueue(b.build, { quietMs: 200 });
    queue.request('content/products/a.md');
    await vi.advanceTimersByTimeAsync(150);
    queue.request('public/images/products/a.jpg');
    await vi.advanceTimersByTimeAsync(150);
    expect(b.runs).toEqual([]);
    expect(queue.state()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(60);
    expect(b.runs).toEqual([['content/products/a.md', 'public/images/products/a.jpg']]);
    expect(queue.state()).toBe('running');
    await b.finish();
    expect(queue.state()).toBe('idle');
  });

  it('runs one build at a time: requests during a build give exactly one more, after it', async () => {
    const b = controlledBuild();
    const queue = createBuildQueue(b.build, { quietMs: 10 });
    queue.request('a');
    await vi.advanceTimersByTimeAsync(10);
    for (const reason of ['b', 'c', 'b', 'd']) queue.request(reason);
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.runs).toEqual([['a']]);
    await b.finish();
    await vi.advanceTimersByTimeAsync(10);
    expect(b.runs).toEqual([['a'], ['b', 'c', 'd']]);
    await b.finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(b.runs).toHaveLength(2);
    expect(b.mostAtOnce()).toBe(1);
    expect(queue.state()).toBe('idle');
  });

  it('reports a build that throws, and later requests still build', async () => {
    const b = controlledBuild();
    const errors: unknown[] = [];
    const queue = createBuildQueue(b.build, { quietMs: 10, onError: (error) => errors.push(error) });
    queue.request('a');
    await vi.advanceTimersByTimeAsync(10);
    queue.request('b');
    await b.finish(new Error('rename failed'));
    expect(errors).toEqual([new Error('rename failed')]);
    await vi.advanceTimersByTimeAsync(10);
    expect(b.runs).toEqual([['a'], ['b']]);
    await b.finish();
    expect(queue.state()).toBe('idle');
  });

  it('survives a reporter that throws', async () => {
    const b = controlledBuild();
    const queue = createBuildQueue(b.build, {
      quietMs: 10,
      onError: () => {
        throw new Error('reporter broke');
      },
    });
    queue.request('a');
    await vi.advanceTimersByTimeAsync(10);
    await b.finish(new Error('build broke'));
    expect(queue.state()).toBe('idle');
    queue.request('b');
    await vi.advanceTimersByTimeAsync(10);
    expect(b.runs).toEqual([['a'], ['b']]);
    await b.finish();
  });

  it('idle() waits for the build and the one more it owes', async () => {
    const b = controlledBuild();
    const states: string[] = [];
    const queue = createBuildQueue(b.build, { quietMs: 10, onStateChange: (state) => states.push(state) });
    await queue.idle();
    let idle = false;
    queue.request('a');
    void queue.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(10);
    queue.request('b');
    await b.finish();
    expect(idle).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    await b.finish();
    expect(idle).toBe(true);
    expect(states).toEqual(['waiting', 'running', 'waiting', 'running', 'idle']);
  });
});
