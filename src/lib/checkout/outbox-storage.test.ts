// The stored outbox keeps only complete checkout orders: every entry of
// tests/fixtures/hostile/outbox-not-orders.json is dropped with a reason, the complete order
// beside it is kept as it was stored.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredOutbox } from './outbox-storage.ts';

type Entry = { orderId: string; payload: Record<string, unknown> } & Record<string, unknown>;
type NotOrder = { name: string; entry?: unknown; patch?: Record<string, unknown>; omit?: string[] };
const fixture = JSON.parse(
  readFileSync(
    path.join(import.meta.dirname, '../../../tests/fixtures/hostile/outbox-not-orders.json'),
    'utf8',
  ),
) as { completeOrder: Entry; notOrders: NotOrder[]; hugeItems: number };
const complete = fixture.completeOrder;

/** The stored entry a case stands for: its own, or the complete order changed under an id of its own. */
function entryOf(c: NotOrder, index: number): unknown {
  if (!('patch' in c) && !('omit' in c)) return c.entry;
  const orderId = `X-${index}`;
  const payload: Record<string, unknown> = { ...complete.payload, orderId, ...c.patch };
  for (const field of c.omit ?? []) delete payload[field];
  return { ...complete, orderId, payload };
}

function read(value: unknown) {
  const problems: string[] = [];
  const outbox = readStoredOutbox(value, (problem) => problems.push(problem));
  return { outbox, problems };
}

describe('readStoredOutbox and entries that are not orders', () => {
  it('keeps a complete order exactly as an older version stored it', () => {
    expect(read([complete])).toEqual({ outbox: [complete], problems: [] });
  });

  it.each(fixture.notOrders.map((c, i) => [c.name, entryOf(c, i)] as const))(
    'drops %s, with a reason, and keeps the complete order',
    (_name, entry) => {
      const { outbox, problems } = read([entry, complete]);
      expect(outbox).toEqual([complete]);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^1 of 2 entries dropped, not sent: entry 1: /);
    },
  );

  it('drops an order with a huge list of items, in bounded time', () => {
    const line = (complete.payload.cartItems as unknown[])[0];
    const huge = {
      ...complete,
      orderId: 'X-HUGE',
      payload: { ...complete.payload, orderId: 'X-HUGE', cartItems: Array(fixture.hugeItems).fill(line) },
    };
    const started = Date.now();
    const { outbox, problems } = read([huge, complete]);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(outbox).toEqual([complete]);
    expect(problems[0]).toMatch(/items, more than/);
  });

  it('reports a long run of non-orders in one bounded warning', () => {
    const entries = fixture.notOrders.map(entryOf);
    const { outbox, problems } = read([...entries, complete, ...entries]);
    expect(outbox).toEqual([complete]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${entries.length * 2} of ${entries.length * 2 + 1} entries dropped`);
    expect(problems[0]).toMatch(/; and \d+ more$/);
    expect(problems[0]!.length).toBeLessThan(1_000);
  });
});
