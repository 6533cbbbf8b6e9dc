// Browser helpers of the bench (playwright-core with the system's Chromium).
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, CPU_SLOWDOWN, MOBILE_NETWORK } from './chromium.ts';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS.filter((flag) => flag !== '--headless'),
  });
}

/** A phone-sized page (390×844 CSS px at DPR 3) in a fresh context: empty cache and storage. */
export async function phonePage(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, page, cdp };
}

export async function throttle(cdp: CDPSession, { network }: { network: boolean }): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (network) await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
}

export interface Transfer {
  url: string;
  type: string;
  bytes: number;
  startedMs: number;
}

/**
 * Every request of `page` and its bytes on the wire (headers included, compressed as served),
 * from the moment this is called. `startedMs` is relative to the call.
 */
export function recordTransfers(cdp: CDPSession): {
  done: () => Transfer[];
  inFlight: () => number;
} {
  const t0 = performance.now();
  const requests = new Map<string, Transfer & { finished: boolean }>();
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.request.url.startsWith('data:')) return;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      bytes: 0,
      startedMs: performance.now() - t0,
      finished: false,
    });
  });
  const finish = (id: string, bytes: number) => {
    const request = requests.get(id);
    if (!request) return;
    request.bytes = bytes;
    request.finished = true;
  };
  cdp.on('Network.loadingFinished', (event) => finish(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => finish(event.requestId, 0));
  return {
    done: () => [...requests.values()].map(({ finished: _finished, ...rest }) => rest),
    inFlight: () => [...requests.values()].filter((request) => !request.finished).length,
  };
}

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
export async function networkIdle(inFlight: () => number, quietMs = 1000, maxMs = 20_000): Promise<void> {
  const start = performance.now();
  let quietSince = performance.now();
  while (performance.now() - start < maxMs) {
    if (inFlight() > 0) quietSince = performance.now();
    else if (performance.now() - quietSince >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
