// Bad local state never breaks a page (docs/architecture.md, "Local storage"): every key of
// src/lib/storage.ts set to every bad value of tests/fixtures/bad-storage.json, in the built site.
// (a) For each group of bad values, every key (but the login marker, kept valid so that the
//     admin screens open) is bad at once, and one URL of every public page kind and every admin
//     screen is loaded: each renders, without an error screen or a console error.
// (b) For each key × bad value, only that key is bad and the others hold good values: a page
//     that reads the key removes or repairs it with a warning naming the key, and every other key
//     is left as it was.
// Each part prints its figures. To keep within its time, each part spreads its page loads over
// a few browser contexts of its own (each has its own storage). The same corpus runs through
// every reader in Node: src/lib/stored-values.test.ts.
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import type { StorageKey } from '../../src/lib/storage.ts';
import { ConsoleLog, newSiteContext, setupE2E } from './harness.ts';
import {
  corpus,
  everyRoute,
  expectationOf,
  goodValues,
  groupValue,
  KEYS,
  pageReading,
  rawOf,
  RequestTracker,
  seedStorage,
  storedValues,
  waitForHydration,
  waitUntilChanged,
  type Expectation,
} from './storage-values.ts';

const e2e = setupE2E();

const ERROR_SCREEN = 'Unexpected Application Error!';
/** Page loads at once: most of a load is waiting (for the network, for an idle moment). */
const WORKERS = 3;

type Worker = { page: Page; log: ConsoleLog; requests: RequestTracker };

/** Runs `task` over `items` in WORKERS browser contexts of their own, closed afterwards. */
async function inContexts<T>(
  context: BrowserContext,
  items: readonly T[],
  task: (worker: Worker, item: T) => Promise<void>,
): Promise<void> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  const queue = [...items];
  const contexts: BrowserContext[] = [];
  try {
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        const own = await newSiteContext(browser);
        contexts.push(own);
        const log = new ConsoleLog(own);
        const page = await own.newPage();
        const worker = { page, log, requests: new RequestTracker(page) };
        for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(worker, item);
      }),
    );
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

/** Whether a warning of the page names `key` (src/lib/storage.ts quotes it). */
async function waitForWarningNaming(log: ConsoleLog, key: string, timeout = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeout;
  const named = () => log.warnings.some((w) => w.text.includes(`"${key}"`));
  while (!named() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  return named();
}

/** Loads `path` and waits until it has hydrated and its requests are done. */
async function load({ page, requests }: Worker, path: string): Promise<void> {
  requests.reset();
  await page.goto(path, { waitUntil: 'load' });
  await waitForHydration(page);
  await requests.quiet();
}

const firstLines = (log: ConsoleLog, from: number) => log.errors.slice(from).map((e) => e.text.split('\n')[0]);

e2e.test(
  'every public and admin route renders with every key bad at once, for each group of bad values',
  { timeout: 170_000 },
  async ({ context, t }) => {
    const good = goodValues();
    const routes = everyRoute();
    const visits = corpus.allKeysAtOnce.groups.flatMap((group) => routes.map((route) => ({ group, route })));
    const crashes: string[] = [];
    let visited = 0;
    await inContexts(context, visits, async (worker, { group, route }) => {
      const bad = Object.fromEntries(KEYS.map((key) => [key, groupValue(group, key, good)])) as Record<
        StorageKey,
        string
      >;
      // The marker stays valid, so that the admin screens open instead of the login.
      bad.admin_token = good.admin_token;
      const errorsBefore = worker.log.errors.length;
      await seedStorage(worker.page, bad);
      visited += 1;
      try {
        await load(worker, route.path);
        // A public page reads the outbox last, when the browser is idle (the admin screens have
        // no outbox sender): once it is handled, the page has read every key it reads.
        if (!route.page.startsWith('admin')) {
          await waitUntilChanged(worker.page, 'order_outbox', bad.order_outbox);
          await worker.requests.quiet();
        }
      } catch (error) {
        crashes.push(`${group} ${route.path}: did not finish loading (${String(error).split('\n')[0]})`);
        return;
      }
      const errorScreen = await worker.page.getByText(ERROR_SCREEN).count();
      const errors = firstLines(worker.log, errorsBefore);
      if (errorScreen > 0 || errors.length > 0) {
        crashes.push(`${group} ${route.path}: ${errorScreen ? ERROR_SCREEN : ''} ${errors.join(' | ')}`);
      }
    });
    const summary =
      `storage fuzz (browser): routes × kinds visited: ${routes.length} routes × ` +
      `${corpus.allKeysAtOnce.groups.length} kinds = ${visited}, crashes: ${crashes.length}`;
    console.log(summary);
    t.diagnostic(summary);
    assert.equal(visited, visits.length);
    assert.deepEqual(crashes, []);
  },
);

e2e.test(
  'each key × bad value alone is removed or repaired with a warning naming the key, the other keys untouched',
  { timeout: 170_000 },
  async ({ context, t }) => {
    const good = goodValues();
    type Case = { key: StorageKey; label: string; raw: string; expect: Expectation };
    const cases: Case[] = KEYS.flatMap((key) => [
      ...corpus.kinds
        .filter((kind) => corpus.oneKeyAtATime.kinds.includes(kind.name))
        .map((kind) => ({
        key,
        label: kind.name,
        raw: rawOf(kind, key, good),
        expect: expectationOf(kind, key),
      })),
      ...corpus.olderShapes[key].map((older, i) => ({ key, label: `older shape ${i + 1}`, ...older })),
    ]);
    const failures: string[] = [];
    let crashes = 0;
    let tried = 0;
    await inContexts(context, cases, async (worker, c) => {
      const { page, log } = worker;
      const errorsBefore = log.errors.length;
      const warningsBefore = log.warnings.length;
      await seedStorage(page, { ...good, [c.key]: c.raw });
      tried += 1;
      const problems: string[] = [];
      try {
        await load(worker, pageReading(c.key));
        if (c.expect !== 'kept') await waitUntilChanged(page, c.key, c.raw);
      } catch (error) {
        problems.push(`the value was not handled (${String(error).split('\n')[0]})`);
      }
      const stored = await storedValues(page);
      if ((await page.getByText(ERROR_SCREEN).count()) > 0 || log.errors.length > errorsBefore) {
        crashes += 1;
        problems.push(`crashed: ${firstLines(log, errorsBefore).join(' | ')}`);
      }
      const warned = c.expect === 'kept' || (await waitForWarningNaming(log, c.key));
      if (!warned) problems.push('no warning named the key');
      if (c.expect === 'kept' && stored[c.key] !== c.raw) problems.push('a valid value was changed');
      if (c.expect === 'discarded' && stored[c.key] !== null) problems.push(`still stored: ${stored[c.key]}`);
      if (c.expect === 'repaired' && (stored[c.key] === null || stored[c.key] === c.raw)) {
        problems.push(`not repaired: ${stored[c.key]}`);
      }
      for (const other of KEYS) {
        if (other !== c.key && stored[other] !== good[other]) problems.push(`${other} changed`);
      }
      if (problems.length > 0) failures.push(`${c.key} = ${c.label}: ${problems.join('; ').slice(0, 400)}`);
      log.warnings.splice(warningsBefore);
    });
    const summary =
      `storage fuzz (browser): keys × bad values tried: ${new Set(cases.map((c) => c.key)).size} keys, ` +
      `${tried} values, crashes: ${crashes}, wrong outcomes: ${failures.length}`;
    console.log(summary);
    t.diagnostic(summary);
    assert.equal(tried, cases.length);
    assert.deepEqual(failures, []);
  },
);
