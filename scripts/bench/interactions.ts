// What a visitor feels on a cheap phone, in a real browser at 4× CPU slowdown:
//   - the first tap on 'Adicionar ao Carrinho' that works, after the first paint (with Lighthouse's
//     mobile network too);
//   - typing in the header search and in the shop search: each keystroke's time from the key event
//     to the next paint, from the Event Timing API (`event` entries, as INP measures it).
import type { Browser } from 'playwright-core';
import { networkIdle, phonePage, recordTransfers, throttle } from './browser.ts';
import { median, ms, type Figure } from './report.ts';

// Code run in the page is given as text: the scripts are type-checked without the DOM library.

/** Starts, at the first contentful paint, a click on 'Adicionar ao Carrinho' every 20 ms until the cart link's label changes. */
const TAP_SCRIPT = `(() => {
  const log = { fcp: undefined, clicks: [], changedAt: undefined };
  window.__bench = log;
  const cartState = () => document.querySelector('a[aria-label^="Carrinho"]')?.getAttribute('aria-label') ?? '';
  let initial;
  const tick = () => {
    if (log.changedAt !== undefined) return;
    const state = cartState();
    initial ??= state;
    if (state !== initial) {
      log.changedAt = performance.now();
      return;
    }
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === 'Adicionar ao Carrinho',
    );
    if (button) {
      log.clicks.push(performance.now());
      button.click();
    }
    setTimeout(tick, 20);
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint' && log.fcp === undefined) {
        log.fcp = entry.startTime;
        tick();
      }
    }
  }).observe({ type: 'paint', buffered: true });
})();`;

/** Collects the page's Event Timing entries (16 ms and more, the API's floor). */
const EVENTS_SCRIPT = `(() => {
  const events = [];
  window.__benchEvents = events;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId, startTime: entry.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

interface TapLog {
  fcp?: number;
  clicks: number[];
  changedAt?: number;
}
interface EventEntry {
  name: string;
  duration: number;
  interactionId: number;
  startTime: number;
}

/**
 * Loads the product page with the CPU slowed down 4× and the mobile network, and from the first
 * contentful paint clicks the button every 20 ms (element.click(), a click event like a tap's)
 * until the header's cart link announces another count. The figure is the time from the first
 * paint to that change: the first click that took effect plus the time to show it, so at most
 * one click interval above the first working tap.
 */
async function firstWorkingTap(browser: Browser, url: string): Promise<number> {
  const { context, page, cdp } = await phonePage(browser);
  try {
    await throttle(cdp, { network: true });
    await page.addInitScript({ content: TAP_SCRIPT });
    await page.goto(url, { waitUntil: 'commit' });
    // Polled from here: the page's CSP forbids the string evaluation of page.waitForFunction.
    const deadline = performance.now() + 60_000;
    let log: TapLog | undefined;
    while (performance.now() < deadline) {
      log = await page.evaluate(() => (globalThis as { __bench?: TapLog }).__bench);
      if (log?.changedAt !== undefined) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (log?.fcp === undefined || log.changedAt === undefined) {
      throw new Error(`no first paint or the cart never changed (${log?.clicks.length ?? 0} clicks)`);
    }
    return log.changedAt - log.fcp;
  } finally {
    await context.close();
  }
}

export async function tapSection(
  browser: Browser,
  origin: string,
  productPath: string,
  runs = 3,
): Promise<Figure[]> {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const value = await firstWorkingTap(browser, `${origin}${productPath}`);
    console.log(`  tap ${i + 1}/${runs} ${productPath}: cart changed ${ms(value)} after the first paint`);
    samples.push(value);
  }
  const value = median(samples);
  return [
    {
      section: 'interactions',
      name: `first working tap on 'Adicionar ao Carrinho' after first paint, 4× CPU + mobile network (${productPath}, median of ${runs})`,
      value: ms(value),
      budget: '≤ 1,000 ms',
      pass: value <= 1000,
    },
  ];
}

const QUERY = 'gel polish rosa';
const KEY_DELAY_MS = 300;

/**
 * Types QUERY, one key every 300 ms, into the search field found by `open` on a page loaded and
 * idle, with the CPU slowed down 4×. Per keystroke: the longest Event Timing entry of its
 * interaction (keydown/keypress/input/keyup: key event to the next paint). The API only reports
 * events of 16 ms or more, so a keystroke without an entry counts as 16 ms.
 */
async function typingTimes(
  browser: Browser,
  url: string,
  open: (page: import('playwright-core').Page) => Promise<void>,
): Promise<number[]> {
  const { context, page, cdp } = await phonePage(browser);
  try {
    await page.addInitScript({ content: EVENTS_SCRIPT });
    const transfers = recordTransfers(cdp);
    await page.goto(url, { waitUntil: 'load' });
    await networkIdle(transfers.inFlight);
    await throttle(cdp, { network: false });
    await open(page);
    await page.waitForTimeout(500);
    const typingStart = await page.evaluate(() => performance.now());
    for (const key of QUERY) {
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      await page.waitForTimeout(KEY_DELAY_MS);
    }
    await page.waitForTimeout(1000);
    const recorded = await page.evaluate(
      () => (globalThis as { __benchEvents?: EventEntry[] }).__benchEvents ?? [],
    );
    const events = recorded.filter(
      (event) => event.startTime >= typingStart && event.interactionId > 0 && /^key/.test(event.name),
    );
    const byInteraction = new Map<number, number>();
    for (const event of events) {
      byInteraction.set(
        event.interactionId,
        Math.max(byInteraction.get(event.interactionId) ?? 0, event.duration),
      );
    }
    const times = [...byInteraction.values()];
    while (times.length < QUERY.length) times.push(16);
    return times;
  } finally {
    await context.close();
  }
}

export async function typingSection(browser: Browser, origin: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const cases: {
    label: string;
    path: string;
    open: (page: import('playwright-core').Page) => Promise<void>;
  }[] = [
    {
      label: 'header search (/)',
      path: '/',
      open: async (page) => {
        await page.getByRole('button', { name: 'Pesquisa' }).first().click();
        await page.locator('header input[type="search"]').first().waitFor({ state: 'visible' });
        await page.locator('header input[type="search"]').first().focus();
      },
    },
    {
      label: 'shop search (/loja)',
      path: '/loja',
      open: async (page) => {
        const field = page.locator('main input[type="search"]').first();
        await field.click();
      },
    },
  ];
  for (const { label, path, open } of cases) {
    const times = await typingTimes(browser, `${origin}${path}`, open);
    const med = median(times);
    const worst = Math.max(...times);
    console.log(`  typing in ${label}: ${times.map((t) => Math.round(t)).join(' ')} ms`);
    const name = `typing "${QUERY}" in the ${label}, 5,000 products, 4× CPU, per keystroke`;
    figures.push({
      section: 'interactions',
      name: `${name}, median`,
      value: ms(med),
      budget: '≤ 50 ms',
      pass: med <= 50,
    });
    figures.push({
      section: 'interactions',
      name: `${name}, worst`,
      value: ms(worst),
      budget: '≤ 100 ms',
      pass: worst <= 100,
    });
  }
  return figures;
}
