// Bad local state never breaks a page (docs/architecture.md §10): each key of src/lib/storage.ts
// alone set to each bad value of tests/fixtures/bad-storage.json, the other keys holding good
// values, in the built site. A page that reads the key removes or repairs it with a warning naming
// the key, and every other key is left as it was; no stored value that is not a complete order
// ever reaches the checkout webhook. Prints "keys × bad values tried / crashes".
// Every route with every key bad at once: storage-fuzz-routes.test.ts; every reader over the whole
// corpus in Node: src/lib/stored-values.test.ts.
import assert from 'node:assert/strict';
import type { StorageKey } from '../../src/lib/storage.ts';
import { setupE2E } from './harness.ts';
import {
  corpus,
  ERROR_SCREEN,
  expectationOf,
  firstLines,
  goodValues,
  inContexts,
  KEYS,
  load,
  pageReading,
  rawOf,
  seedStorage,
  storedValues,
  waitForWarningNaming,
  waitUntilChanged,
  type Expectation,
} from './storage-values.ts';

const e2e = setupE2E();

e2e.test(
  'each key × bad value alone is removed or repaired with a warning naming the key, the other keys untouched',
  { timeout: 300_000 },
  async ({ context, sink, t }) => {
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
        if (c.expect !== 'kept') await waitUntilChanged(page, c.key, c.raw, 8_000);
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
      if (process.env.E2E_STORAGE_FUZZ_VERBOSE)
        process.stderr.write(`${c.key} = ${c.label}: ${problems.join('; ').slice(0, 300) || 'ok'}\n`);
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
    // The good outbox is empty and every bad one holds no complete order: nothing may be sent.
    const sent = sink.arrived('checkout').map((arrival) => JSON.stringify(arrival.body).slice(0, 120));
    assert.deepEqual(sent, [], 'stored values that are not orders were sent to the checkout webhook');
  },
);
