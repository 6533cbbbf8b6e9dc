// npm start's content and image builds, one at a time. The watchers of content/ and
// public/images/ only ask for a build; a burst of file events (the CMS writes an entry and its
// photo together) becomes one build after a quiet moment, and events that arrive while a build
// runs become exactly one more build after it, which then sees every file as it is. Two builds
// never run at once, so a photo is never encoded twice at the same time.

export type BuildQueueState = 'idle' | 'waiting' | 'running';

export type BuildQueue = {
  /** Asks for a build because of `reason` (a changed file, say). */
  request: (reason: string) => void;
  state: () => BuildQueueState;
  /** Resolves once no build runs or waits to run. */
  idle: () => Promise<void>;
};

export type BuildQueueOptions = {
  /** How long the files must stay quiet before a build starts (ms). */
  quietMs?: number;
  /** A build that throws: reported here, and the queue goes on. */
  onError?: (error: unknown) => void;
  onStateChange?: (state: BuildQueueState) => void;
};

/** A queue that runs `build` (given the reasons gathered since the last one) one at a time. */
export function createBuildQueue(
  build: (reasons: string[]) => Promise<void>,
  { quietMs = 200, onError = (error) => console.error(error), onStateChange }: BuildQueueOptions = {},
): BuildQueue {
  let state: BuildQueueState = 'idle';
  let timer: NodeJS.Timeout | undefined;
  let reasons = new Set<string>();
  let waiters: (() => void)[] = [];

  const setState = (next: BuildQueueState) => {
    if (next === state) return;
    state = next;
    onStateChange?.(next);
    if (next === 'idle') {
      const done = waiters;
      waiters = [];
      for (const resolve of done) resolve();
    }
  };

  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), quietMs);
    setState('waiting');
  };

  const run = async () => {
    timer = undefined;
    const these = [...reasons];
    reasons = new Set();
    setState('running');
    try {
      await build(these);
    } catch (error) {
      // Whatever a build throws is reported; it never ends npm start.
      try {
        onError(error);
      } catch {
        // A failing reporter must not stop the queue either.
      }
    }
    if (reasons.size > 0) arm();
    else setState('idle');
  };

  return {
    request(reason) {
      reasons.add(reason);
      // While a build runs the reason waits for it to end (then one more build runs for all of them).
      if (state !== 'running') arm();
    },
    state: () => state,
    idle: () => (state === 'idle' ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
  };
}
