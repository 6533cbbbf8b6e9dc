// Bad local state never breaks a page (docs/architecture.md §10): each key of src/lib/storage.ts
// alone set to each bad value of tests/fixtures/bad-storage.json, the other keys holding good
// values, in the built site. A page that reads the key removes or repairs it with a warning naming
// the key, and every other key is left as it was; no stored value that is not a complete order
// ever reaches the checkout webhook. The keys in three tests of about the same length (so that
// two workers share them), each trying its keys' bad values one after the other in one browser
// context (a warm cache: a page load costs a fraction of a new context's); every assertion names
// the key and the value, and a failing case does not stop the others.
// Browser tests: the real pages reading real storage after a load; every reader over the whole
// corpus in Node: src/lib/stored-values.test.ts. Every route with every key bad at once:
// storage-fuzz-routes.spec.ts.
import type { StorageKey } from '../../src/lib/storage.ts';
import type { Page } from '@playwright/test';
import { expect, test, type ConsoleLog, type RecordingSink } from './support/fixtures.ts';
import {
  corpus,
  expectationOf,
  goodValues,
  KEYS,
  loadSeeded,
  pageReading,
  rawOf,
  showsErrorScreen,
  storedValues,
  waitUntilChanged,
  type Expectation,
} from './support/storage-values.ts';

// The storage is seeded whole by each test: no cookie choice or closed popup added before.
test.use({ returningVisitor: false });

const good = goodValues();
/** `hugeCharacters`: the raw value is made in the page (megabytes sent to it cost seconds). */
type Case = { key: StorageKey; label: string; raw: string; expect: Expectation; hugeCharacters?: number };
const cases: Case[] = KEYS.flatMap((key) => [
  ...corpus.kinds
    .filter((kind) => corpus.oneKeyAtATime.kinds.includes(kind.name))
    .map((kind) => ({
      key,
      label: kind.name,
      raw: rawOf(kind, key, good),
      expect: expectationOf(kind, key),
      hugeCharacters: kind.hugeCharacters,
    })),
  ...corpus.olderShapes[key].map((older, i) => ({ key, label: `older shape ${i + 1}`, ...older })),
]);

const softly = expect.configure({ soft: true });

/**
 * One bad value of one key: seeded, the page that reads the key loaded, the outcome checked. Soft
 * assertions: the test goes on with its other cases and reports every failing one.
 */
async function tryCase(page: Page, log: ConsoleLog, sink: RecordingSink, c: Case): Promise<void> {
  const where = `${c.key} = ${c.label}`;
  sink.reset();
  const warningsBefore = log.warnings.length;
  const errorsBefore = log.errors.length;
  // The other keys good; a huge value is made in the page.
  const others = Object.fromEntries(Object.entries(good).filter(([key]) => key !== c.key));
  const requests =
    c.hugeCharacters === undefined
      ? await loadSeeded(page, pageReading(c.key), { ...others, [c.key]: c.raw })
      : await loadSeeded(page, pageReading(c.key), others, { key: c.key, characters: c.hugeCharacters });
  if (c.expect !== 'kept') {
    const changed = await waitUntilChanged(page, c.key, c.raw, 8_000).then(
      () => true,
      () => false,
    );
    expect.soft(changed, `${where}: the page never removed or rewrote the value`).toBe(true);
  }
  // What the page sent after reading the value (an outbox it judged sendable) has arrived.
  await requests.quiet();
  const stored = await storedValues(page);
  expect.soft(await showsErrorScreen(page), `${where}: the error screen`).toBe(false);
  if (c.expect !== 'kept') {
    await softly
      .poll(() => log.warnings.slice(warningsBefore).some((w) => w.text.includes(`"${c.key}"`)), {
        message: `${where}: a warning names the key`,
      })
      .toBe(true);
  }
  if (c.expect === 'kept') expect.soft(stored[c.key], `${where}: a valid value was changed`).toBe(c.raw);
  if (c.expect === 'discarded') expect.soft(stored[c.key], `${where}: still stored`).toBeNull();
  if (c.expect === 'repaired') {
    expect.soft(stored[c.key], `${where}: not repaired`).not.toBeNull();
    expect.soft(stored[c.key], `${where}: not repaired`).not.toBe(c.raw);
  }
  const changedOthers = KEYS.filter((other) => other !== c.key && stored[other] !== good[other]);
  expect.soft(changedOthers, `${where}: other keys changed`).toEqual([]);
  // The good outbox is empty and no bad one holds a complete order: nothing may be sent.
  const sent = sink.arrived('checkout').map((arrival) => JSON.stringify(arrival.body).slice(0, 120));
  expect
    .soft(sent, `${where}: stored values that are not orders were sent to the checkout webhook`)
    .toEqual([]);
  // The console gate fails the test at its end too; this says which case the error came from.
  const errors = log.errors.slice(errorsBefore).map((error) => error.text.split('\n')[0]);
  expect.soft(errors, `${where}: console errors or uncaught errors`).toEqual([]);
}

/** The keys split into `count` groups of about as many cases each (largest first, to the smallest group). */
function keyGroups(count: number): StorageKey[][] {
  const groups = Array.from({ length: count }, () => ({ keys: [] as StorageKey[], cases: 0 }));
  const ofKey = (key: StorageKey) => cases.filter((c) => c.key === key).length;
  for (const key of [...KEYS].sort((a, b) => ofKey(b) - ofKey(a))) {
    const smallest = groups.reduce((min, group) => (group.cases < min.cases ? group : min));
    smallest.keys.push(key);
    smallest.cases += ofKey(key);
  }
  return groups.map((group) => group.keys);
}

for (const keys of keyGroups(3)) {
  const ofKeys = cases.filter((c) => keys.includes(c.key));
  test(`storage keys ${keys.join(', ')}: each of ${ofKeys.length} bad values removed or repaired with a warning naming its key, other keys untouched`, async ({
    page,
    log,
    sink,
  }) => {
    test.setTimeout(30_000 + ofKeys.length * 15_000);
    for (const c of ofKeys) await tryCase(page, log, sink, c);
  });
}
