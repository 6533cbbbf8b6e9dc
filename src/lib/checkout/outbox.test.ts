import { describe, expect, it } from 'vitest';
import {
  acquireLease,
  capSchedule,
  dueEntries,
  enqueue,
  holdsLease,
  LEASE_MS,
  markDelivered,
  markFailed,
  MAX_RETRY_DELAY_MS,
  nextDelayMs,
  nextWakeAt,
  parseDeliveredLog,
  parseOutbox,
  pullForward,
  recordDelivered,
  withoutDelivered,
  type Outbox,
} from './outbox.ts';

const T0 = 1_800_000_000_000;
const order = (orderId: string) => ({ orderId, payload: { orderId, orderTotal: 10 } });

describe('nextDelayMs', () => {
  it('backs off exponentially: 5 s, 15 s, 45 s, 135 s, 405 s', () => {
    expect([1, 2, 3, 4, 5].map(nextDelayMs)).toEqual([5_000, 15_000, 45_000, 135_000, 405_000]);
  });

  it('is capped at 15 minutes', () => {
    expect(nextDelayMs(6)).toBe(MAX_RETRY_DELAY_MS);
    expect(nextDelayMs(50)).toBe(15 * 60_000);
    expect(nextDelayMs(10_000)).toBe(15 * 60_000);
  });

  it('treats nonsense attempt counts as the first failure', () => {
    expect(nextDelayMs(0)).toBe(5_000);
    expect(nextDelayMs(-3)).toBe(5_000);
    expect(nextDelayMs(Number.NaN)).toBe(5_000);
  });
});

describe('enqueue', () => {
  it('adds an order that is due at once, with no attempts', () => {
    const outbox = enqueue([], order('AUG-1'), T0);
    expect(outbox).toEqual([
      { orderId: 'AUG-1', payload: order('AUG-1').payload, attempts: 0, nextAttemptAt: T0, createdAt: T0 },
    ]);
    expect(dueEntries(outbox, T0)).toHaveLength(1);
  });

  it('keeps an order id only once', () => {
    const once = enqueue([], order('AUG-1'), T0);
    expect(enqueue(once, order('AUG-1'), T0 + 1)).toBe(once);
  });
});

describe('markFailed', () => {
  it('counts the attempt, releases the lease and schedules the next try with back-off', () => {
    let outbox: Outbox = enqueue([], order('AUG-1'), T0);
    outbox = acquireLease(outbox, 'AUG-1', 'tab-a', T0)!;
    outbox = markFailed(outbox, 'AUG-1', T0 + 100);
    expect(outbox[0]).toMatchObject({ attempts: 1, nextAttemptAt: T0 + 100 + 5_000 });
    expect(outbox[0]?.lease).toBeUndefined();
    expect(dueEntries(outbox, T0 + 5_000)).toHaveLength(0);
    expect(dueEntries(outbox, T0 + 5_100)).toHaveLength(1);

    outbox = markFailed(outbox, 'AUG-1', T0 + 6_000);
    expect(outbox[0]).toMatchObject({ attempts: 2, nextAttemptAt: T0 + 6_000 + 15_000 });
  });

  it('leaves other orders alone', () => {
    const outbox = enqueue(enqueue([], order('A'), T0), order('B'), T0);
    const next = markFailed(outbox, 'A', T0);
    expect(next[1]).toBe(outbox[1]);
  });
});

describe('at most once delivery', () => {
  it('markDelivered removes the order and recordDelivered logs its id', () => {
    const outbox = enqueue(enqueue([], order('A'), T0), order('B'), T0);
    expect(markDelivered(outbox, 'A').map((e) => e.orderId)).toEqual(['B']);
    expect(markDelivered(outbox, 'unknown')).toBe(outbox);
    expect(recordDelivered(['X'], 'A')).toEqual(['X', 'A']);
  });

  it('never offers or leases an order whose id is in the delivered log', () => {
    const outbox = enqueue([], order('A'), T0);
    expect(dueEntries(outbox, T0, ['A'])).toEqual([]);
    expect(acquireLease(outbox, 'A', 'tab-a', T0, ['A'])).toBeUndefined();
    expect(withoutDelivered(outbox, ['A'])).toEqual([]);
    expect(nextWakeAt(outbox, ['A'])).toBeUndefined();
  });

  it('keeps the last 200 delivered ids, without duplicates', () => {
    let log: string[] = [];
    for (let i = 0; i < 250; i++) log = recordDelivered(log, `id-${i}`);
    expect(log).toHaveLength(200);
    expect(log[0]).toBe('id-50');
    expect(log.at(-1)).toBe('id-249');
    expect(recordDelivered(['a', 'b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('leases', () => {
  it('lets one owner send while the lease lasts; another owner must wait', () => {
    const outbox = enqueue([], order('A'), T0);
    const leased = acquireLease(outbox, 'A', 'tab-a', T0)!;
    expect(holdsLease(leased, 'A', 'tab-a', T0 + 1)).toBe(true);
    expect(holdsLease(leased, 'A', 'tab-b', T0 + 1)).toBe(false);
    expect(acquireLease(leased, 'A', 'tab-b', T0 + 1)).toBeUndefined();
    expect(dueEntries(leased, T0 + 1)).toEqual([]);
  });

  it('frees the order when a lease runs out (a tab closed while sending)', () => {
    const leased = acquireLease(enqueue([], order('A'), T0), 'A', 'tab-a', T0)!;
    const later = T0 + LEASE_MS + 1;
    expect(dueEntries(leased, later)).toHaveLength(1);
    const taken = acquireLease(leased, 'A', 'tab-b', later)!;
    expect(holdsLease(taken, 'A', 'tab-b', later)).toBe(true);
    expect(holdsLease(taken, 'A', 'tab-a', later)).toBe(false);
  });

  it('refuses orders that are gone or not yet due', () => {
    const failed = markFailed(enqueue([], order('A'), T0), 'A', T0);
    expect(acquireLease(failed, 'A', 'tab-a', T0 + 1)).toBeUndefined();
    expect(acquireLease(failed, 'missing', 'tab-a', T0 + 10_000)).toBeUndefined();
  });
});

describe('scheduling', () => {
  it('dueEntries sends the oldest first', () => {
    const outbox = enqueue(enqueue([], order('new'), T0 + 10), order('old'), T0);
    expect(dueEntries(outbox, T0 + 10).map((e) => e.orderId)).toEqual(['old', 'new']);
  });

  it('nextWakeAt is the earliest due time, counting leases', () => {
    expect(nextWakeAt([])).toBeUndefined();
    const a = markFailed(enqueue([], order('A'), T0), 'A', T0); // due at T0 + 5 s
    const b = acquireLease(enqueue(a, order('B'), T0), 'B', 'tab-a', T0)!; // lease until T0 + 60 s
    expect(nextWakeAt(b)).toBe(T0 + 5_000);
    expect(nextWakeAt(b, ['A'])).toBe(T0 + LEASE_MS);
  });
});

describe('parsing stored values', () => {
  it('keeps valid entries and repairs damaged numbers', () => {
    const outbox = parseOutbox([
      {
        orderId: 'A',
        payload: { x: 1 },
        attempts: 2,
        nextAttemptAt: 5,
        createdAt: 1,
        lease: { owner: 't', until: 9 },
      },
      { orderId: 'B', payload: {}, attempts: 'x', nextAttemptAt: null },
    ]);
    expect(outbox).toEqual([
      {
        orderId: 'A',
        payload: { x: 1 },
        attempts: 2,
        nextAttemptAt: 5,
        createdAt: 1,
        lease: { owner: 't', until: 9 },
      },
      { orderId: 'B', payload: {}, attempts: 0, nextAttemptAt: 0, createdAt: 0 },
    ]);
  });

  it('drops entries without an id or payload, and duplicates', () => {
    expect(
      parseOutbox([
        null,
        1,
        { payload: {} },
        { orderId: '', payload: {} },
        { orderId: 'A' },
        { orderId: 'B', payload: 1 },
        { orderId: 'B', payload: 2 },
      ]),
    ).toEqual([{ orderId: 'B', payload: 1, attempts: 0, nextAttemptAt: 0, createdAt: 0 }]);
  });

  it('gives an empty outbox or log for values that are not lists', () => {
    expect(parseOutbox(undefined)).toEqual([]);
    expect(parseOutbox({ orderId: 'A' })).toEqual([]);
    expect(parseDeliveredLog('A')).toEqual([]);
    expect(parseDeliveredLog(['A', 2, '', null, 'B'])).toEqual(['A', 'B']);
  });
});

describe('pullForward', () => {
  it('makes orders waiting for their back-off due now, leaving leases alone', () => {
    const failed = markFailed(enqueue([], order('A'), T0), 'A', T0);
    expect(dueEntries(failed, T0 + 1)).toEqual([]);
    const now = pullForward(failed, T0 + 1);
    expect(dueEntries(now, T0 + 1).map((e) => e.orderId)).toEqual(['A']);
    expect(pullForward(now, T0 + 1)).toBe(now);

    const leased = acquireLease(enqueue([], order('B'), T0), 'B', 'tab-a', T0)!;
    expect(dueEntries(pullForward(leased, T0 + 1), T0 + 1)).toEqual([]);
  });
});

describe('capSchedule', () => {
  it('brings far-future tries and leases back within the longest delay', () => {
    const far = T0 + 365 * 24 * 3_600_000;
    const outbox: Outbox = [
      { orderId: 'A', payload: {}, attempts: 3, nextAttemptAt: far, createdAt: T0 },
      {
        orderId: 'B',
        payload: {},
        attempts: 0,
        nextAttemptAt: T0,
        createdAt: T0,
        lease: { owner: 'x', until: far },
      },
    ];
    const capped = capSchedule(outbox, T0);
    expect(capped[0]?.nextAttemptAt).toBe(T0 + MAX_RETRY_DELAY_MS);
    expect(capped[1]?.lease?.until).toBe(T0 + LEASE_MS);
    expect(capSchedule(capped, T0)).toBe(capped);
  });
});
