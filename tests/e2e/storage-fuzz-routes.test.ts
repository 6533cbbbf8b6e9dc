// Bad local state never breaks a page (docs/architecture.md §10): one URL of every public page kind
// and every admin screen is loaded in the built site with every key of src/lib/storage.ts bad at
// once (but the login marker, kept valid so that the admin screens open), and each renders,
// without an error screen or a console error. Which group of bad values of
// tests/fixtures/bad-storage.json a key gets turns with the route (a Latin square: route r gives
// key k the group (r + k) mod 5), so that every route meets every group (on two keys each) and
// every key meets every group on every fifth route, the admin screens included, in one visit per
// route. Prints "routes visited / crashes". Each key alone, with every bad value, on the page that
// reads it: storage-fuzz.test.ts.
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
  'every public and admin route renders with every key bad at once, every group of bad values on every route',
  { timeout: 170_000 },
  async ({ context, t }) => {
    const good = goodValues();
    const routes = everyRoute();
    const { groups } = corpus.allKeysAtOnce;
    const badKeys = KEYS.filter((key) => key !== 'admin_token');
    const visits = routes.map((route, r) => ({
      route,
      groupOf: (key: StorageKey) => groups[(r + KEYS.indexOf(key)) % groups.length]!,
    }));
    // Every key that is made bad meets every group, and every route every group.
    const seen = new Set(visits.flatMap(({ groupOf }) => badKeys.map((key) => `${key} ${groupOf(key)}`)));
    assert.equal(seen.size, badKeys.length * groups.length, 'every key meets every group of bad values');
    for (const { route, groupOf } of visits) {
      assert.equal(new Set(badKeys.map(groupOf)).size, groups.length, `${route.path} meets every group`);
    }
    const crashes: string[] = [];
    let visited = 0;
    let attributed = 0;
    const logs = await inContexts(context, visits, async (worker, { groupOf, route }) => {
      // The marker stays valid (not among badKeys), so that the admin screens open instead of the login.
      const bad = {
        ...good,
        ...Object.fromEntries(badKeys.map((key) => [key, groupValue(groupOf(key), key, good)])),
      };
      const errorsBefore = worker.log.errors.length;
      await seedStorage(worker.page, bad);
      visited += 1;
      try {
        // Hydrated, and the data files and chunks it asked for are in. (The outbox, read later
        // when the browser is idle, is checked key by key in storage-fuzz.test.ts; an error it
        // caused here would still be counted, see below.)
        await load(worker, route.path);
      } catch (error) {
        crashes.push(`${route.path}: did not finish loading (${String(error).split('\n')[0]})`);
        return;
      }
      const errorScreen = await worker.page.getByText(ERROR_SCREEN).count();
      const errors = firstLines(worker.log, errorsBefore);
      attributed += errors.length;
      if (errorScreen > 0 || errors.length > 0) {
        crashes.push(`${route.path}: ${errorScreen ? ERROR_SCREEN : ''} ${errors.join(' | ')}`);
      }
    });
    // Errors logged after the last check of a context (until it closed) count too.
    const late = logs.reduce((sum, log) => sum + log.errors.length, 0) - attributed;
    if (late > 0) crashes.push(`${late} console error(s) after the last visit of a context`);
    const summary =
      `storage fuzz (browser): routes visited with every key bad: ${visited} of ${routes.length}, ` +
      `each with all ${groups.length} kinds of bad value; keys × kinds met: ${seen.size}; crashes: ${crashes.length}`;
    console.log(summary);
    t.diagnostic(summary);
    assert.equal(visited, visits.length);
    assert.deepEqual(crashes, []);
  },
);
