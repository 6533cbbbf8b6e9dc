// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { MemoryRouter } from '#src/components/router/router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshIndexedDb, storeOutbox } from '#src/test/outbox.ts';
import { LEGACY_STORAGE_KEYS, OUTBOX_CHANNEL } from '#src/lib/storage.ts';

// The sender itself is order-outbox-sender.test.tsx's; here it only says that it was loaded.
const senderMounted = vi.fn();
vi.mock('./order-outbox-sender.tsx', () => ({
  OrderOutboxSender: () => {
    senderMounted();
    return null;
  },
}));
const { mayHoldOrders, OrderOutboxSenderWhenNeeded } = await import('./order-outbox-when-needed.tsx');

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <OrderOutboxSenderWhenNeeded />
  </MemoryRouter>
);

/** Lets IndexedDB's answers, the dynamic import and React's effects come through. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  freshIndexedDb();
  senderMounted.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('mayHoldOrders', () => {
  it('is false for a browser that never ordered here', async () => {
    expect(await mayHoldOrders()).toBe(false);
  });

  it('is true once the outbox database exists, even empty', async () => {
    await storeOutbox({ outbox: [] });
    expect(await mayHoldOrders()).toBe(true);
  });

  it.each(Object.values(LEGACY_STORAGE_KEYS))('is true when an older version left %s', async (key) => {
    localStorage.setItem(key, '[]');
    expect(await mayHoldOrders()).toBe(true);
  });

  it('is true where the browser cannot list its databases, has none, or cannot hear other tabs', async () => {
    vi.stubGlobal('indexedDB', { ...indexedDB, open: indexedDB.open.bind(indexedDB), databases: undefined });
    expect(await mayHoldOrders()).toBe(true);
    vi.stubGlobal('indexedDB', undefined);
    expect(await mayHoldOrders()).toBe(true);
    freshIndexedDb();
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(await mayHoldOrders()).toBe(true);
  });

  it('is true when listing the databases fails', async () => {
    vi.spyOn(indexedDB, 'databases').mockRejectedValue(new Error('refused'));
    expect(await mayHoldOrders()).toBe(true);
  });
});

describe('OrderOutboxSenderWhenNeeded', () => {
  it('does not load the sender for a browser that never ordered here', async () => {
    render(at('/sobre'));
    await settle();
    expect(senderMounted).not.toHaveBeenCalled();
  });

  it('loads the sender where an order may be waiting', async () => {
    await storeOutbox({ outbox: [] });
    render(at('/sobre'));
    await waitFor(() => expect(senderMounted).toHaveBeenCalled());
  });

  it('loads the sender as soon as a tab changes the outbox', async () => {
    render(at('/sobre'));
    await settle();
    expect(senderMounted).not.toHaveBeenCalled();
    // What order-outbox.ts posts when an order is placed, in this tab or another.
    const otherTab = new BroadcastChannel(OUTBOX_CHANNEL);
    otherTab.postMessage('changed');
    otherTab.close();
    await waitFor(() => expect(senderMounted).toHaveBeenCalledTimes(1));
  });

  it('loads the sender on the checkout page before any order is placed', async () => {
    render(at('/checkout'));
    await waitFor(() => expect(senderMounted).toHaveBeenCalledTimes(1));
    await settle();
    expect(senderMounted, 'loaded once, not again after loading').toHaveBeenCalledTimes(1);
  });
});
