import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeOrder } from '#src/lib/checkout/complete-order.ts';
import type { CheckoutPayload } from '#src/lib/checkout/order-payload.ts';
import {
  acquireLease,
  CONFIRM_WAIT_MS,
  dueEntries,
  LEASE_MS,
  SEND_TIMEOUT_MS,
  type Outbox,
} from '#src/lib/checkout/outbox.ts';
import { LEGACY_STORAGE_KEYS } from '#src/lib/storage.ts';
import type { FetchLike } from '#src/lib/forms/webhook.ts';
import { freshIndexedDb, outboxStoreOf, storedOutbox, storeOutbox } from '#src/test/outbox.ts';
import { openOutboxStore, type OutboxStore } from './outbox-database.ts';
import {
  deliverOrder,
  enqueueOrder,
  nextOutboxWakeAt,
  resetOutboxModule,
  sendDueOrders,
  type OutboxOptions,
} from './order-outbox.ts';

const URL = 'https://hooks.example/checkout';
const T0 = 1_800_000_000_000;

/** A complete order, as the checkout makes it (the outbox sends nothing else). */
const payload = (orderId: string): CheckoutPayload =>
  completeOrder(orderId, '2026-11-25T10:15:00.000Z', 65.47);

let store: OutboxStore;
let now: number;
let warn: ReturnType<typeof vi.spyOn>;
const answering = (...statuses: number[]) => {
  const queue = [...statuses];
  return vi.fn<FetchLike>(async () => ({ status: queue.shift() ?? 200 }));
};
const options = (fetchImpl: FetchLike): OutboxOptions => ({ store, url: URL, fetchImpl, now: () => now });
const outbox = async (): Promise<Outbox> => (await storedOutbox()).outbox;
const delivered = async (): Promise<string[]> => (await storedOutbox()).delivered;
const sentIds = (fetchImpl: ReturnType<typeof answering>) =>
  fetchImpl.mock.calls.map(([, init]) => (JSON.parse(String(init.body)) as { orderId: string }).orderId);

beforeEach(async () => {
  freshIndexedDb();
  store = await outboxStoreOf();
  now = T0;
  resetOutboxModule();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('enqueueOrder and deliverOrder', () => {
  it('stores the order before sending, then removes it and logs its id once delivered', async () => {
    const fetchImpl = answering(200);
    expect(await enqueueOrder(payload('AUG-1'), options(fetchImpl))).toBe(true);
    expect((await outbox()).map((e) => e.orderId)).toEqual(['AUG-1']);
    expect(fetchImpl).not.toHaveBeenCalled();

    await expect(deliverOrder('AUG-1', options(fetchImpl))).resolves.toBe('delivered');
    expect(sentIds(fetchImpl)).toEqual(['AUG-1']);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1].body))).toEqual(payload('AUG-1'));
    expect(await outbox()).toEqual([]);
    expect(await delivered()).toEqual(['AUG-1']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps a failed order with back-off and only logs a warning', async () => {
    const fetchImpl = answering(500);
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    await expect(deliverOrder('AUG-1', options(fetchImpl))).resolves.toBe('failed');
    expect(await outbox()).toMatchObject([{ orderId: 'AUG-1', attempts: 1, nextAttemptAt: T0 + 5_000 }]);
    expect((await outbox())[0]?.lease).toBeUndefined();
    expect(await delivered()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the order when no webhook URL is configured', async () => {
    const fetchImpl = answering(200);
    const opts = { ...options(fetchImpl), url: undefined };
    await enqueueOrder(payload('AUG-1'), opts);
    await expect(deliverOrder('AUG-1', opts)).resolves.toBe('failed');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await outbox()).toHaveLength(1);
  });

  it('keeps the order in memory when the database refuses it, and still sends it', async () => {
    const fetchImpl = answering(500, 200);
    const refusing: OutboxStore = {
      change: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    const opts = { ...options(fetchImpl), store: refusing };
    expect(await enqueueOrder(payload('AUG-1'), opts)).toBe(false);
    await expect(deliverOrder('AUG-1', opts)).resolves.toBe('failed');
    expect(await nextOutboxWakeAt(opts)).toBe(T0 + 5_000);
    now = T0 + 5_000;
    await expect(sendDueOrders(opts)).resolves.toEqual(['delivered']);
    expect(await nextOutboxWakeAt(opts)).toBeUndefined();
  });

  it('keeps the order in memory in a browser without IndexedDB, and still sends it', async () => {
    const fetchImpl = answering(200);
    const opts = { ...options(fetchImpl), store: undefined };
    expect(await enqueueOrder(payload('AUG-1'), opts)).toBe(false);
    await expect(deliverOrder('AUG-1', opts)).resolves.toBe('delivered');
    expect(await nextOutboxWakeAt(opts)).toBeUndefined();
  });
});

describe('sendDueOrders', () => {
  it('retries with back-off while the page stays open', async () => {
    const fetchImpl = answering(500, 503, 200);
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['failed']);
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual([]); // not due yet
    now = T0 + 5_000;
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['failed']);
    expect(await nextOutboxWakeAt(options(fetchImpl))).toBe(T0 + 5_000 + 15_000);
    now = T0 + 20_000;
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['delivered']);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(await outbox()).toEqual([]);
  });

  it('sends at once, skipping the back-off, when the browser is back online', async () => {
    const fetchImpl = answering(500, 200);
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    await sendDueOrders(options(fetchImpl));
    now = T0 + 1;
    await expect(sendDueOrders({ ...options(fetchImpl), ignoreBackoff: true })).resolves.toEqual([
      'delivered',
    ]);
  });

  it('sends the oldest order first', async () => {
    const fetchImpl = answering();
    await enqueueOrder(payload('AUG-2'), { ...options(fetchImpl), now: () => T0 + 10 });
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    now = T0 + 10;
    await sendDueOrders(options(fetchImpl));
    expect(sentIds(fetchImpl)).toEqual(['AUG-1', 'AUG-2']);
  });

  it('never sends an order id that is in the delivered log, and drops it from the outbox', async () => {
    const fetchImpl = answering();
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    await storeOutbox({ delivered: ['AUG-1'] });
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual([]);
    await expect(deliverOrder('AUG-1', options(fetchImpl))).resolves.toBe('skipped');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await outbox()).toEqual([]);
  });

  // Browsers have the Web Locks API, and so has Node from 24 on; Node 20 and older browsers keep
  // tabs apart with the leases alone. Both ways are tried, whatever the Node running the tests.
  it.each([
    ['with the leases alone (no Web Locks API)', undefined],
    ['with the Web Locks API', exclusiveLocks()],
  ])('delivers an order at most once even when asked twice at the same moment, %s', async (_, locks) => {
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks });
    try {
      const fetchImpl = answering();
      await enqueueOrder(payload('AUG-1'), options(fetchImpl));
      const results = await Promise.all([
        deliverOrder('AUG-1', options(fetchImpl)),
        sendDueOrders(options(fetchImpl)),
        deliverOrder('AUG-1', options(fetchImpl)),
      ]);
      // With the leases alone the first call asked delivers; with the lock, whichever takes it.
      if (locks === undefined) expect(results[0]).toBe('delivered');
      expect(results.flat().filter((result) => result === 'delivered')).toHaveLength(1);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

/** The Web Locks API's `request` with `ifAvailable`, as a browser gives it: one holder per name. */
function exclusiveLocks() {
  const held = new Set<string>();
  return {
    async request<T>(
      name: string,
      _options: { ifAvailable: true },
      task: (lock: object | null) => Promise<T>,
    ) {
      if (held.has(name)) return task(null);
      held.add(name);
      try {
        return await task({ name });
      } finally {
        held.delete(name);
      }
    },
  };
}

describe('leases between tabs', () => {
  const leasedByOtherTab = (until: number) =>
    storeOutbox({
      outbox: [
        {
          orderId: 'AUG-1',
          payload: payload('AUG-1'),
          attempts: 0,
          nextAttemptAt: T0,
          createdAt: T0,
          lease: { owner: 'other-tab', until },
        },
      ],
    });

  it('leaves an order alone while another tab is sending it', async () => {
    const fetchImpl = answering();
    await leasedByOtherTab(T0 + LEASE_MS);
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual([]);
    await expect(deliverOrder('AUG-1', options(fetchImpl))).resolves.toBe('skipped');
    expect(fetchImpl).not.toHaveBeenCalled();
    expect(await nextOutboxWakeAt(options(fetchImpl))).toBe(T0 + LEASE_MS);
  });

  it('takes the order over once the other tab’s lease ran out', async () => {
    const fetchImpl = answering();
    await leasedByOtherTab(T0 + LEASE_MS);
    now = T0 + LEASE_MS + 1;
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['delivered']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
});

/** Until `fetchImpl` was called `times` times: the outbox's database steps run on real time. */
async function requested(fetchImpl: ReturnType<typeof vi.fn>, times = 1) {
  for (let i = 0; i < 1_000 && fetchImpl.mock.calls.length < times; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(fetchImpl).toHaveBeenCalledTimes(times);
}

/** A webhook that takes each request and never answers; the abort ends the request, as in fetch. */
const hanging = () =>
  vi.fn<FetchLike>(
    (_input, init) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  );

describe('a webhook that never answers', () => {
  it('claims the order for longer than a request may last', () => {
    expect(LEASE_MS).toBeGreaterThanOrEqual(2 * SEND_TIMEOUT_MS);
    // The confirmation shows within 2 s of the click, with room for the page's own work.
    expect(CONFIRM_WAIT_MS).toBeLessThanOrEqual(1_500);
  });

  it('abandons the request after SEND_TIMEOUT_MS; no second copy is sent while it is open', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchImpl = hanging();
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    let result: string | undefined;
    const sending = deliverOrder('AUG-1', options(fetchImpl)).then((value) => (result = value));
    await requested(fetchImpl);

    // Until the time limit the order is this tab's: neither this tab nor another one sends it.
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    now = T0 + SEND_TIMEOUT_MS - 1;
    expect(result).toBeUndefined();
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual([]);
    await expect(deliverOrder('AUG-1', options(fetchImpl))).resolves.toBe('skipped');
    expect(dueEntries(await outbox(), now)).toEqual([]);
    expect(acquireLease(await outbox(), 'AUG-1', 'other-tab', now)).toBeUndefined();
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    await sending;
    expect(result).toBe('timeout');
    expect(fetchImpl.mock.calls[0]![1].signal?.aborted).toBe(true);
    // Released only now that the request is over, and sent again after the back-off.
    expect(await outbox()).toMatchObject([{ orderId: 'AUG-1', attempts: 1, nextAttemptAt: now + 5_000 }]);
    expect((await outbox())[0]?.lease).toBeUndefined();
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/AUG-1.*did not answer.*same orderId/);
  });

  it('sends the repeat with the same orderId and the same body', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const hangs = hanging();
    const fetchImpl = vi.fn<FetchLike>((input, init) =>
      hangs.mock.calls.length === 0 ? hangs(input, init) : Promise.resolve({ status: 200 }),
    );
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    const first = deliverOrder('AUG-1', options(fetchImpl));
    await requested(hangs);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await expect(first).resolves.toBe('timeout');
    now = T0 + SEND_TIMEOUT_MS + 5_000;
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['delivered']);
    const bodies = fetchImpl.mock.calls.map(([, init]) => JSON.parse(String(init.body)) as unknown);
    expect(bodies).toEqual([payload('AUG-1'), payload('AUG-1')]);
    expect(await delivered()).toEqual(['AUG-1']);
  });

  it('stops a run after a request without an answer, instead of waiting once per order', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetchImpl = hanging();
    await enqueueOrder(payload('AUG-1'), options(fetchImpl));
    await enqueueOrder(payload('AUG-2'), options(fetchImpl));
    const run = sendDueOrders(options(fetchImpl));
    await requested(fetchImpl);
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    await expect(run).resolves.toEqual(['timeout']);
    expect(sentIds(fetchImpl)).toEqual(['AUG-1']);
    expect((await outbox()).map((e) => e.orderId)).toEqual(['AUG-1', 'AUG-2']);
  });
});

describe('two tabs', () => {
  /** A second tab: the same database, another instance of the module (its own id and memory). */
  async function otherTab() {
    vi.resetModules();
    return import('./order-outbox.ts');
  }

  it('place and send orders at the same moments: each delivered once, none left, none lost', async () => {
    const other = await otherTab();
    // A webhook that fails one request in three, answering after a varying few milliseconds.
    let calls = 0;
    const fetchImpl = vi.fn<FetchLike>(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, calls % 4));
      return { status: calls % 3 === 0 ? 500 : 200 };
    });
    const tabs = [
      { enqueueOrder, deliverOrder, sendDueOrders },
      {
        enqueueOrder: other.enqueueOrder,
        deliverOrder: other.deliverOrder,
        sendDueOrders: other.sendDueOrders,
      },
    ];
    const ids = Array.from({ length: 30 }, (_, i) => `AUG-${i + 1}`);
    await Promise.all(
      ids.map(async (id, i) => {
        const tab = tabs[i % 2]!;
        await tab.enqueueOrder(payload(id), options(fetchImpl));
        await Promise.all([
          tab.deliverOrder(id, options(fetchImpl)),
          tabs[(i + 1) % 2]!.sendDueOrders(options(fetchImpl)),
        ]);
      }),
    );
    // Then each tab's sender, until nothing waits (the back-off skipped, as after coming online).
    for (let round = 0; round < 10 && (await outbox()).length > 0; round += 1) {
      await Promise.all(tabs.map((tab) => tab.sendDueOrders({ ...options(fetchImpl), ignoreBackoff: true })));
    }
    const accepted = fetchImpl.mock.results.map((result, i) => ({ result, id: sentIds(fetchImpl)[i] }));
    const deliveredIds: string[] = [];
    for (const { result, id } of accepted) if ((await result.value).status === 200) deliveredIds.push(id!);
    expect([...deliveredIds].sort()).toEqual([...ids].sort());
    expect(await outbox()).toEqual([]);
    expect([...(await delivered())].sort()).toEqual([...ids].sort());
  });
});

describe('stored entries that are not orders (tests/fixtures/hostile/outbox-not-orders.json)', () => {
  type Entry = { orderId: string; payload: Record<string, unknown> };
  type NotOrder = { name: string; entry?: unknown; patch?: Record<string, unknown>; omit?: string[] };
  const fixture = JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../../tests/fixtures/hostile/outbox-not-orders.json'),
      'utf8',
    ),
  ) as { completeOrder: Entry; notOrders: NotOrder[] };
  const complete = fixture.completeOrder;
  const entryOf = (c: NotOrder, index: number): unknown => {
    if (!('patch' in c) && !('omit' in c)) return c.entry;
    const orderId = `X-${index}`;
    const body: Record<string, unknown> = { ...complete.payload, orderId, ...c.patch };
    for (const field of c.omit ?? []) delete body[field];
    return { ...complete, orderId, payload: body };
  };

  it('are dropped with a warning and never sent; the complete order is sent as stored', async () => {
    const fetchImpl = answering();
    // Left in local storage by an earlier version of the site, moved when the database opens.
    const legacy = new Map<string, string>([
      [LEGACY_STORAGE_KEYS.orderOutbox, JSON.stringify([...fixture.notOrders.map(entryOf), complete])],
    ]);
    const localStorage = {
      getItem: (key: string) => legacy.get(key) ?? null,
      setItem: (key: string, value: string) => void legacy.set(key, value),
      removeItem: (key: string) => void legacy.delete(key),
    };
    store = (await openOutboxStore(globalThis.indexedDB, localStorage))!;
    expect(legacy.size, 'the old key is removed').toBe(0);
    await expect(sendDueOrders(options(fetchImpl))).resolves.toEqual(['delivered']);
    expect(sentIds(fetchImpl)).toEqual([complete.orderId]);
    expect(JSON.parse(String(fetchImpl.mock.calls[0]![1].body))).toEqual(complete.payload);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Local storage "order_outbox": .*entries dropped, not sent: entry 1: /),
    );
    expect(await outbox()).toEqual([]);
  });
});
