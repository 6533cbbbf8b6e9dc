// Where the outbox lives (outbox-database.ts): IndexedDB, with what older versions of the site
// left in local storage moved in. The corpus of bad stored values (tests/fixtures/bad-storage.json)
// is tried on the move: nothing throws, the old key goes, and only complete orders come in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeOrder } from '#src/lib/checkout/complete-order.ts';
import { checkoutPayloadProblem } from '#src/lib/checkout/order-payload.ts';
import type { OutboxEntry } from '#src/lib/checkout/outbox.ts';
import { LEGACY_STORAGE_KEYS, type LegacyStorageKey } from '#src/lib/storage.ts';
import { freshIndexedDb, storedOutbox, storeOutbox } from '#src/test/outbox.ts';
import { mergeLegacy, openOutboxStore } from './outbox-database.ts';

const T0 = 1_800_000_000_000;
const entry = (orderId: string, attempts = 0): OutboxEntry => ({
  orderId,
  payload: completeOrder(orderId, '2026-11-25T10:15:00.000Z'),
  attempts,
  nextAttemptAt: T0,
  createdAt: T0,
});

/** A local storage holding `values`, as an earlier version of the site left it. */
function localStorageWith(values: Record<string, string>) {
  const data = new Map(Object.entries(values));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  freshIndexedDb();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('mergeLegacy', () => {
  it('adds the waiting orders and the ids it does not know, and nothing delivered', () => {
    const merged = mergeLegacy(
      { outbox: [entry('A', 2)], delivered: ['D'] },
      { outbox: [entry('A'), entry('B'), entry('D')], delivered: ['C', 'D'] },
    );
    expect(merged.outbox.map((e) => [e.orderId, e.attempts])).toEqual([
      ['A', 2],
      ['B', 0],
    ]);
    expect(merged.delivered).toEqual(['D', 'C']);
  });
});

describe('moving local storage in', () => {
  it('moves the waiting orders and the delivered ids, then removes both keys', async () => {
    await storeOutbox({ outbox: [entry('A')], delivered: ['X'] });
    const local = localStorageWith({
      [LEGACY_STORAGE_KEYS.orderOutbox]: JSON.stringify([entry('A', 3), entry('B', 1), entry('Y')]),
      [LEGACY_STORAGE_KEYS.orderLog]: JSON.stringify(['Y']),
      cart: '[]',
    });
    const store = await openOutboxStore(globalThis.indexedDB, local);
    expect(store).toBeDefined();
    const { outbox, delivered } = await storedOutbox();
    // A was in the database already; Y was delivered: neither comes in twice.
    expect(outbox.map((e) => [e.orderId, e.attempts])).toEqual([
      ['A', 0],
      ['B', 1],
    ]);
    expect(delivered).toEqual(['X', 'Y']);
    expect([...local.data.keys()]).toEqual(['cart']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the orders in local storage when the database cannot be opened', async () => {
    const local = localStorageWith({ [LEGACY_STORAGE_KEYS.orderOutbox]: JSON.stringify([entry('B')]) });
    const refusing = {
      open: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as IDBFactory;
    await expect(openOutboxStore(refusing, local)).resolves.toBeUndefined();
    expect(local.data.has(LEGACY_STORAGE_KEYS.orderOutbox)).toBe(true);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/cannot be opened/);
  });

  it('drops what the database holds that is not an order, with a warning, and keeps the rest', async () => {
    await storeOutbox({
      outbox: [entry('A'), { orderId: 'B', payload: { formId: 'checkout_order' } }] as OutboxEntry[],
      delivered: ['X', 7 as unknown as string],
    });
    const { outbox, delivered } = await storedOutbox();
    expect(outbox.map((e) => e.orderId)).toEqual(['A']);
    expect(delivered).toEqual(['X']);
    expect(warn.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      expect.stringMatching(
        /^IndexedDB "encomendas\/orders": 1 of 2 entries dropped, not sent: entry 2: "B"/,
      ),
      expect.stringMatching(/^IndexedDB "encomendas\/delivered": 1 of 2 entries/),
    ]);
  });
});

type Kind = { name: string; raw?: string; truncate?: number; hugeCharacters?: number };
const corpus = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../tests/fixtures/bad-storage.json'), 'utf8'),
) as { kinds: Kind[]; olderShapes: Record<LegacyStorageKey, { raw: string }[]> };
const GOOD: Record<LegacyStorageKey, string> = {
  order_outbox: JSON.stringify([entry('GOOD-1')]),
  order_sent_ids: JSON.stringify(['GOOD-0']),
};
const rawOf = (kind: Kind, key: LegacyStorageKey): string => {
  if (kind.raw !== undefined) return kind.raw;
  if (kind.truncate !== undefined) return GOOD[key].slice(0, Math.floor(GOOD[key].length * kind.truncate));
  return JSON.stringify('x'.repeat(kind.hugeCharacters ?? 0));
};
const CASES = Object.values(LEGACY_STORAGE_KEYS).flatMap((key) => [
  ...corpus.kinds.map((kind) => ({ key, label: kind.name, raw: rawOf(kind, key) })),
  ...corpus.olderShapes[key].map((older, i) => ({ key, label: `older shape ${i + 1}`, raw: older.raw })),
]);

describe('every bad value of the old keys', () => {
  it.each(CASES.map((c) => [`${c.key} = ${c.label}`, c] as const))('%s', async (_name, c) => {
    const other = Object.values(LEGACY_STORAGE_KEYS).find((key) => key !== c.key)!;
    const local = localStorageWith({ [other]: GOOD[other], [c.key]: c.raw });
    await expect(openOutboxStore(globalThis.indexedDB, local)).resolves.toBeDefined();
    expect(local.data.size, 'both old keys are removed').toBe(0);
    const named = warn.mock.calls.some((call: unknown[]) => String(call[0]).includes(`"${c.key}"`));
    expect(named, 'a warning names the key').toBe(true);
    const { outbox, delivered } = await storedOutbox();
    for (const moved of outbox) expect(checkoutPayloadProblem(moved.payload), moved.orderId).toBeUndefined();
    // The good key next to the bad one comes in whole.
    if (other === LEGACY_STORAGE_KEYS.orderOutbox) expect(outbox.map((e) => e.orderId)).toContain('GOOD-1');
    else expect(delivered).toContain('GOOD-0');
  });
});
