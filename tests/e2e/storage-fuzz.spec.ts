// Bad local state never breaks a page (docs/architecture.md §10): each key of src/lib/storage.ts
// alone set to each bad value of tests/fixtures/bad-storage.json, the other keys holding good
// values, in the built site. A page that reads the key removes or repairs it with a warning naming
// the key, and every other key is left as it was; no stored value that is not a complete order
// ever reaches the checkout webhook. One test per key, its bad values one after the other in one
// browser context (a warm cache: a page load costs a fraction of a new context's), so that the
// workers share the keys.
// Browser tests: the real pages reading real storage after a load; every reader over the whole
// corpus in Node: src/lib/stored-values.test.ts. Every route with every key bad at once:
// storage-fuzz-routes.spec.ts.
import type { StorageKey } from '../../src/lib/storage.ts';
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleLog, type RecordingSink } from './fixtures.ts';
import {
  corpus,
  ERROR_SCREEN,
  expectationOf,
  goodValues,
  KEYS,
  load,
  pageReading,
  rawOf,
  seedStorage,
  storedValues,
  waitUntilChanged,
  type Expectation,
} from './storage-values.ts';

// The storage is seeded whole by each test: no cookie choice or closed popup added before.
test.use({ returningVisitor: false });

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

/** One bad value of one key: seeded, the page that reads the key loaded, the outcome checked. */
async function tryCase(page: Page, log: ConsoleLog, sink: RecordingSink, c: Case): Promise<void> {
  const where = `${c.key} = ${c.label}`;
  sink.reset();
  const warningsBefore = log.warnings.length;
  await page.goto('/robots.txt'); // off the app, so that no page of it writes while seeding
  await seedStorage(page, { ...good, [c.key]: c.raw });
  const requests = await load(page, pageReading(c.key));
  if (c.expect !== 'kept') await waitUntilChanged(page, c.key, c.raw, 8_000);
  // What the page sent after reading the value (an outbox it judged sendable) has arrived.
  await requests.quiet();
  const stored = await storedValues(page);
  await expect(page.getByText(ERROR_SCREEN), `${where}: the error screen`).toHaveCount(0);
  if (c.expect !== 'kept') {
    await expect
      .poll(() => log.warnings.slice(warningsBefore).some((w) => w.text.includes(`"${c.key}"`)), {
        message: `${where}: a warning names the key`,
      })
      .toBe(true);
  }
  if (c.expect === 'kept') expect(stored[c.key], `${where}: a valid value was changed`).toBe(c.raw);
  if (c.expect === 'discarded') expect(stored[c.key], `${where}: still stored`).toBeNull();
  if (c.expect === 'repaired') {
    expect(stored[c.key], `${where}: not repaired`).not.toBeNull();
    expect(stored[c.key], `${where}: not repaired`).not.toBe(c.raw);
  }
  const others = KEYS.filter((other) => other !== c.key && stored[other] !== good[other]);
  expect(others, `${where}: other keys changed`).toEqual([]);
  // The good outbox is empty and no bad one holds a complete order: nothing may be sent.
  const sent = sink.arrived('checkout').map((arrival) => JSON.stringify(arrival.body).slice(0, 120));
  expect(sent, `${where}: stored values that are not orders were sent to the checkout webhook`).toEqual([]);
}

for (const key of KEYS) {
  const ofKey = cases.filter((c) => c.key === key);
  test(`storage key ${key}: each of ${ofKey.length} bad values removed or repaired with a warning naming it, other keys untouched`, async ({
    page,
    log,
    sink,
  }) => {
    test.setTimeout(30_000 + ofKey.length * 15_000);
    for (const c of ofKey) await tryCase(page, log, sink, c);
  });
}
