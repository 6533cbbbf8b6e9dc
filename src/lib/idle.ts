// Work that may wait until the browser has nothing better to do (docs/decisions/009).

/** How long a task waits for an idle moment at most. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `task` when the browser is idle (requestIdleCallback), or after `timeout` ms at most; a
 * browser without requestIdleCallback runs it after a short timer. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, Math.min(timeout, 200));
  return () => window.clearTimeout(handle);
}

/** Runs `task` once the page's load event has passed and the browser is then idle. */
export function afterLoadWhenIdle(task: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(task, timeout);
  };
  if (document.readyState === 'complete') {
    start();
    return () => cancelIdle?.();
  }
  window.addEventListener('load', start, { once: true });
  return () => {
    window.removeEventListener('load', start);
    cancelIdle?.();
  };
}
