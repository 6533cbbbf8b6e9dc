// Bad local state never breaks a page (docs/architecture.md §10): one URL of every public page kind
// and every admin screen is loaded in the built site with every key of src/lib/storage.ts bad at
// once (but the login marker, kept valid so that the admin screens open), and each renders,
// without an error screen or a console error. Which group of bad values of
// tests/fixtures/bad-storage.json a key gets turns with the route (a Latin square: route r gives
// key k the group (r + k) mod 5), so that every route meets every group (on two keys each) and
// every key meets every group on every fifth route, the admin screens included, in one visit per
// route. The routes in three tests, each visiting its routes one after the other in one browser
// context (the storage replaced before each route's first script), every assertion naming the
// route. Each key alone, with every bad value, on the page that reads it:
// storage-fuzz.spec.ts.
import type { StorageKey } from '../../src/lib/storage.ts';
import { expect, test } from './support/fixtures.ts';
import {
  corpus,
  everyRoute,
  goodValues,
  groupValue,
  KEYS,
  loadSeeded,
  showsErrorScreen,
} from './support/storage-values.ts';

// The storage is seeded whole by each test: no cookie choice or closed popup added before.
test.use({ returningVisitor: false });

const good = goodValues();
const routes = everyRoute();
const { groups } = corpus.allKeysAtOnce;
const badKeys = KEYS.filter((key) => key !== 'admin_token');
const visits = routes.map((route, r) => ({
  route,
  groupOf: (key: StorageKey) => groups[(r + KEYS.indexOf(key)) % groups.length]!,
}));

test('the routes and groups form a Latin square: every key meets every group, every route too', () => {
  const seen = new Set(visits.flatMap(({ groupOf }) => badKeys.map((key) => `${key} ${groupOf(key)}`)));
  expect(seen.size, 'every key meets every group of bad values').toBe(badKeys.length * groups.length);
  for (const { route, groupOf } of visits) {
    expect(new Set(badKeys.map(groupOf)).size, `${route.path} meets every group`).toBe(groups.length);
  }
});

/** Every `count`th visit from `first` on: the routes dealt out like cards, admin screens to each test. */
const everyNth = (first: number, count: number) => visits.filter((_, r) => r % count === first);

const TESTS = 3;
for (let first = 0; first < TESTS; first++) {
  const mine = everyNth(first, TESTS);
  test(`${mine.length} routes render with every key bad at once: ${mine.map((v) => v.route.page).join(', ')}`, async ({
    page,
    log,
  }) => {
    for (const { route, groupOf } of mine) {
      const where = `${route.path} (${route.page})`;
      const errorsBefore = log.errors.length;
      // The marker stays valid (not among badKeys), so that the admin screens open instead of the login.
      const bad = {
        ...good,
        ...Object.fromEntries(badKeys.map((key) => [key, groupValue(groupOf(key), key, good)])),
      };
      // Seeded before the route's first script (the previous route's page gone by then).
      // Hydrated, and the data files and chunks it asked for are in. (The outbox, read later when the
      // browser is idle, is checked key by key in storage-fuzz.spec.ts; an error it caused here
      // would still fail this test through the console gate.)
      await loadSeeded(page, route.path, bad);
      expect.soft(await showsErrorScreen(page), `${where}: the error screen`).toBe(false);
      // The console gate fails the test at its end too; this says which route the error came from.
      const errors = log.errors.slice(errorsBefore).map((error) => error.text.split('\n')[0]);
      expect.soft(errors, `${where}: console errors or uncaught errors`).toEqual([]);
    }
  });
}
