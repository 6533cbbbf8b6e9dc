// Bad local state never breaks a page (docs/architecture.md §10): for each group of bad values of
// tests/fixtures/bad-storage.json, every key of src/lib/storage.ts (but the login marker, kept
// valid so that the admin screens open) is bad at once, and one URL of every public page kind and
// every admin screen is loaded in the built site: each renders, without an error screen or a
// console error. Prints "routes × kinds visited / crashes". Each key alone: storage-fuzz.test.ts.
import assert from 'node:assert/strict';
import type { StorageKey } from '../../src/lib/storage.ts';
import { setupE2E } from './harness.ts';
import {
  corpus,
  ERROR_SCREEN,
  everyRoute,
  firstLines,
  goodValues,
  groupValue,
  inContexts,
  KEYS,
  load,
  seedStorage,
} from './storage-values.ts';

const e2e = setupE2E();

e2e.test(
  'every public and admin route renders with every key bad at once, for each group of bad values',
  { timeout: 170_000 },
  async ({ context, t }) => {
    const good = goodValues();
    const routes = everyRoute();
    const visits = corpus.allKeysAtOnce.groups.flatMap((group) => routes.map((route) => ({ group, route })));
    const crashes: string[] = [];
    let visited = 0;
    let attributed = 0;
    const logs = await inContexts(context, visits, async (worker, { group, route }) => {
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
        // Hydrated, and the data files and chunks it asked for are in. (The outbox, read later
        // when the browser is idle, is checked key by key in storage-fuzz.test.ts; an error it
        // caused here would still be counted, see below.)
        await load(worker, route.path);
      } catch (error) {
        crashes.push(`${group} ${route.path}: did not finish loading (${String(error).split('\n')[0]})`);
        return;
      }
      const errorScreen = await worker.page.getByText(ERROR_SCREEN).count();
      const errors = firstLines(worker.log, errorsBefore);
      attributed += errors.length;
      if (errorScreen > 0 || errors.length > 0) {
        crashes.push(`${group} ${route.path}: ${errorScreen ? ERROR_SCREEN : ''} ${errors.join(' | ')}`);
      }
    });
    // Errors logged after the last check of a context (until it closed) count too.
    const late = logs.reduce((sum, log) => sum + log.errors.length, 0) - attributed;
    if (late > 0) crashes.push(`${late} console error(s) after the last visit of a context`);
    const summary =
      `storage fuzz (browser): routes × kinds visited: ${routes.length} routes × ` +
      `${corpus.allKeysAtOnce.groups.length} kinds = ${visited}, crashes: ${crashes.length}`;
    console.log(summary);
    t.diagnostic(summary);
    assert.equal(visited, visits.length);
    assert.deepEqual(crashes, []);
  },
);
