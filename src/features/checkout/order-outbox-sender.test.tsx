// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { completeOrder } from '#src/lib/checkout/complete-order.ts';
import { freshIndexedDb, storedOutbox, storeOutbox } from '#src/test/outbox.ts';
import { OrderOutboxSender } from './order-outbox-sender.tsx';
import { resetOutboxModule } from './order-outbox.ts';

const HOOK = 'https://hooks.example/checkout';
const T0 = new Date('2026-11-21T10:00:00Z').getTime();

function storeWaitingOrder(orderId: string, nextAttemptAt = T0, attempts = 0, delivered: string[] = []) {
  return storeOutbox({
    outbox: [
      {
        orderId,
        // A complete order: the outbox sends nothing else (src/lib/checkout/outbox-storage.ts).
        payload: completeOrder(orderId, new Date(T0 - 60_000).toISOString()),
        attempts,
        nextAttemptAt,
        createdAt: T0 - 60_000,
      },
    ],
    delivered,
  });
}
const waiting = async () => (await storedOutbox()).outbox;
/** Lets the outbox database's steps (real immediate tasks) and the fake timers now due run. */
async function settle() {
  for (let i = 0; i < 30; i += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
}
const advance = (ms: number) =>
  act(async () => {
    await settle();
    await vi.advanceTimersByTimeAsync(ms);
    await settle();
  });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  // The timers and the clock are the test's; IndexedDB (fake-indexeddb) runs on immediate tasks.
  vi.useFakeTimers({ now: T0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  freshIndexedDb();
  resetOutboxModule();
  vi.stubEnv('VITE_WEBHOOK_CHECKOUT_URL', HOOK);
  fetchMock = vi.fn(async () => new Response(null, { status: 500 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('OrderOutboxSender', () => {
  it('sends a waiting order as soon as a page opens', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await storeWaitingOrder('AUG-20261121-AAAA');
    render(<OrderOutboxSender />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(HOOK);
    expect(await waiting()).toEqual([]);
    expect((await storedOutbox()).delivered).toEqual(['AUG-20261121-AAAA']);
  });

  it('retries with back-off while the page stays open', async () => {
    await storeWaitingOrder('AUG-20261121-AAAA');
    render(<OrderOutboxSender />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(4_999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    fetchMock.mockImplementation(async () => new Response(null, { status: 200 }));
    await advance(15_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(await waiting()).toEqual([]);
    await advance(15 * 60_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('sends an order waiting for its back-off as soon as a page opens', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 200 }));
    await storeWaitingOrder('AUG-20261121-AAAA', T0 + 10 * 60_000, 5);
    render(<OrderOutboxSender />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await waiting()).toEqual([]);
  });

  it('sends at once when the browser comes back online', async () => {
    await storeWaitingOrder('AUG-20261121-AAAA');
    render(<OrderOutboxSender />);
    await advance(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await advance(1_000);
    fetchMock.mockImplementation(async () => new Response(null, { status: 200 }));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await settle();
    });
    // Well before the 5 s back-off.
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await waiting()).toEqual([]);
  });

  it('does not send an order that is already in the delivered log', async () => {
    await storeWaitingOrder('AUG-20261121-AAAA', T0, 0, ['AUG-20261121-AAAA']);
    render(<OrderOutboxSender />);
    await advance(60_000);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await waiting()).toEqual([]);
  });

  it('stops retrying once unmounted', async () => {
    await storeWaitingOrder('AUG-20261121-AAAA');
    const { unmount } = render(<OrderOutboxSender />);
    await advance(0);
    unmount();
    await advance(60_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
