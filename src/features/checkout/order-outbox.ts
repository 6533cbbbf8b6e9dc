// Browser side of the checkout outbox (docs/decisions/003-order-outbox.md): an order is stored
// before it is sent and leaves only once the webhook answered 2xx; its id then goes to a log so
// that this browser never sends it twice. The rules are in src/lib/checkout/outbox.ts; where the orders
// are kept (IndexedDB, shared by the tabs) in outbox-database.ts.
import type { CheckoutPayload } from '#src/lib/checkout/order-payload.ts';
import {
  acquireLease,
  capSchedule,
  dueEntries,
  enqueue,
  markDelivered,
  markFailed,
  nextWakeAt,
  pullForward,
  recordDelivered,
  SEND_TIMEOUT_MS,
  withoutDelivered,
} from '#src/lib/checkout/outbox.ts';
import { browserStorage, OUTBOX_CHANNEL } from '#src/lib/storage.ts';
import { sendWebhook, type FetchLike } from '#src/lib/forms/webhook.ts';
import {
  memoryStore,
  openOutboxStore,
  type OutboxChange,
  type OutboxState,
  type OutboxStore,
} from './outbox-database.ts';

type LegacyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type OutboxOptions = {
  /** Where the orders are kept; the browser's IndexedDB by default (see outbox-database.ts). */
  store?: OutboxStore | undefined;
  /** The checkout webhook; VITE_WEBHOOK_CHECKOUT_URL by default. */
  url?: string | undefined;
  fetchImpl?: FetchLike;
  now?: () => number;
};

type Resolved = {
  /** The browser's database; undefined when it is missing or cannot be opened. */
  persistent: OutboxStore | undefined;
  /** Where orders may be: the database, then this tab's memory. */
  stores: OutboxStore[];
  url: string | undefined;
  fetchImpl: FetchLike | undefined;
  now: () => number;
};

// When the database is missing or refuses the order (storage blocked, full), the order is kept
// in this tab's memory instead, and retried while the tab stays open.
let memory = memoryStore();
let browserStore: Promise<OutboxStore | undefined> | undefined;

/** The browser's outbox database, opened once per page. */
function defaultStore(): Promise<OutboxStore | undefined> {
  browserStore ??= openOutboxStore(
    typeof indexedDB === 'undefined' ? undefined : indexedDB,
    browserStorage() as LegacyStorage | undefined,
  );
  return browserStore;
}

async function resolve(options: OutboxOptions): Promise<Resolved> {
  const persistent = 'store' in options ? options.store : await defaultStore();
  return {
    persistent,
    stores: persistent === undefined ? [memory] : [persistent, memory],
    url: 'url' in options ? options.url : import.meta.env.VITE_WEBHOOK_CHECKOUT_URL,
    fetchImpl: options.fetchImpl,
    now: options.now ?? Date.now,
  };
}

/** This tab, as the owner of a lease. */
const TAB_ID =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `tab-${Math.random().toString(36).slice(2)}-${Date.now()}`;
/** Orders this tab is sending right now (a lease does not stop its own owner). */
const inFlight = new Set<string>();

// Whoever plans the next try hears of every change: this tab's listeners directly, the other
// tabs' through a broadcast channel, opened on first use (never on the server, where an open
// channel would keep the prerender's process alive).
const listeners = new Set<() => void>();
let channel: BroadcastChannel | undefined;
function openChannel(): BroadcastChannel | undefined {
  if (channel === undefined && typeof window !== 'undefined' && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.addEventListener('message', () => {
      for (const listener of listeners) listener();
    });
  }
  return channel;
}
/** Called whenever a tab changes the outbox, so that the sender can plan its next try. */
export function subscribeOutbox(listener: () => void): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify() {
  for (const listener of listeners) listener();
  openChannel()?.postMessage('changed');
}

/** A change of one store; a store that throws (a refused write) gives `fallback` instead. */
async function changeOr<T>(
  store: OutboxStore,
  apply: (state: OutboxState) => OutboxChange<T>,
  fallback: T,
): Promise<T> {
  try {
    return await store.change(apply);
  } catch (error) {
    console.warn('The order outbox could not be read or written.', error);
    return fallback;
  }
}

/**
 * Writes the order to the outbox, before anything is sent. Resolves false when the browser
 * refused it and it is only kept in this tab's memory.
 */
export async function enqueueOrder(payload: CheckoutPayload, options: OutboxOptions = {}): Promise<boolean> {
  const { persistent, now } = await resolve(options);
  const order = { orderId: payload.orderId, payload };
  const add = (state: OutboxState) => ({
    state: { ...state, outbox: enqueue(state.outbox, order, now()) },
    result: true,
  });
  const stored = persistent !== undefined && (await changeOr(persistent, add, false));
  if (!stored) {
    console.warn(
      `Order ${payload.orderId}: the browser refused to store it; it is kept in memory until it is sent.`,
    );
    await memory.change(add);
  }
  notify();
  return stored;
}

/**
 * What one sending did: `failed` when the webhook refused the order or could not be reached,
 * `timeout` when it did not answer within SEND_TIMEOUT_MS (the order may have arrived all the
 * same), `skipped` when this tab did not send it (delivered already, not due, claimed elsewhere).
 */
export type DeliveryResult = 'delivered' | 'failed' | 'timeout' | 'skipped';

/** Claims the order for this tab: its entry, or undefined when this tab may not send it now. */
function claim(store: OutboxStore, orderId: string, now: number) {
  return changeOr(
    store,
    ({ outbox, delivered }) => {
      if (delivered.includes(orderId)) {
        // Sent before (maybe by another tab that closed before tidying up): never again.
        return { state: { outbox: markDelivered(outbox, orderId), delivered }, result: undefined };
      }
      const leased = acquireLease(outbox, orderId, TAB_ID, now, delivered);
      if (leased === undefined) return { result: undefined };
      return { state: { outbox: leased, delivered }, result: leased.find((e) => e.orderId === orderId) };
    },
    undefined,
  );
}

async function deliverFrom(store: OutboxStore, orderId: string, resolved: Resolved): Promise<DeliveryResult> {
  if (inFlight.has(orderId)) return 'skipped';
  const { now } = resolved;
  inFlight.add(orderId);
  try {
    const entry = await claim(store, orderId, now());
    if (entry === undefined) return 'skipped';
    const outcome = await sendWebhook(resolved.url, entry.payload, {
      timeoutMs: SEND_TIMEOUT_MS,
      ...(resolved.fetchImpl ? { fetchImpl: resolved.fetchImpl } : {}),
    });
    if (outcome === 'delivered') {
      // Logged and removed in one step: no tab ever sees the order gone but not logged.
      await changeOr(
        store,
        ({ outbox, delivered }) => ({
          state: { outbox: markDelivered(outbox, orderId), delivered: recordDelivered(delivered, orderId) },
          result: undefined,
        }),
        undefined,
      );
      return 'delivered';
    }
    // The request is over (answered, refused or aborted) before the claim is released: no copy
    // of an order is ever sent while another one may still get its answer.
    await changeOr(
      store,
      (state) => ({
        state: { ...state, outbox: markFailed(state.outbox, orderId, now()) },
        result: undefined,
      }),
      undefined,
    );
    if (outcome === 'timeout') {
      console.warn(
        `Order ${orderId}: the checkout webhook did not answer within ${SEND_TIMEOUT_MS / 1000} s; ` +
          'the order stays in the outbox and will be sent again with the same orderId.',
      );
      return 'timeout';
    }
    console.warn(
      `Order ${orderId} could not be sent to the checkout webhook; it stays in the outbox and will be retried.`,
    );
    return 'failed';
  } finally {
    inFlight.delete(orderId);
    notify();
  }
}

const holds = (store: OutboxStore, orderId: string) =>
  changeOr(store, ({ outbox }) => ({ result: outbox.some((entry) => entry.orderId === orderId) }), false);

/** Sends one order now (right after the checkout), wherever it is kept. */
export async function deliverOrder(orderId: string, options: OutboxOptions = {}): Promise<DeliveryResult> {
  const resolved = await resolve(options);
  for (const store of resolved.stores) {
    if (await holds(store, orderId)) {
      return withOutboxLock(() => deliverFrom(store, orderId, resolved), 'skipped');
    }
  }
  return 'skipped';
}

/**
 * Sends every order that is due, oldest first, one at a time. With `ignoreBackoff` (the browser
 * came back online) the orders waiting for their back-off are sent too. After a request without
 * an answer the run stops: a webhook that hangs holds the outbox for one time limit, not one per
 * waiting order.
 */
export async function sendDueOrders(
  options: OutboxOptions & { ignoreBackoff?: boolean } = {},
): Promise<DeliveryResult[]> {
  const resolved = await resolve(options);
  return withOutboxLock(async () => {
    const results: DeliveryResult[] = [];
    for (const store of resolved.stores) {
      const due = await changeOr(
        store,
        ({ outbox: stored, delivered }) => {
          let outbox = capSchedule(withoutDelivered(stored, delivered), resolved.now());
          if (options.ignoreBackoff) outbox = pullForward(outbox, resolved.now());
          const result = dueEntries(outbox, resolved.now(), delivered);
          return outbox === stored ? { result } : { state: { outbox, delivered }, result };
        },
        [],
      );
      for (const entry of due) {
        const result = await deliverFrom(store, entry.orderId, resolved);
        results.push(result);
        if (result === 'timeout') return results;
      }
    }
    return results;
  }, [] as DeliveryResult[]);
}

/** When the next waiting order falls due, over every store; undefined when none waits. */
export async function nextOutboxWakeAt(options: OutboxOptions = {}): Promise<number | undefined> {
  const { stores } = await resolve(options);
  const times: number[] = [];
  for (const store of stores) {
    const time = await changeOr(
      store,
      ({ outbox, delivered }) => ({ result: nextWakeAt(outbox, delivered) }),
      undefined,
    );
    if (time !== undefined) times.push(time);
  }
  return times.length === 0 ? undefined : Math.min(...times);
}

/**
 * Runs `task` while holding the browser's cross-tab lock on the outbox, when the browser has the
 * Web Locks API; when another tab holds it, this call skips and gives `skipped`. Without the API
 * the leases alone keep tabs apart.
 */
async function withOutboxLock<T>(task: () => Promise<T>, skipped: T): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks === undefined || typeof locks.request !== 'function') return task();
  return locks.request('order-outbox', { ifAvailable: true }, (lock) => (lock === null ? skipped : task()));
}

/** Test helper: forgets the in-memory outbox and the opened database of this module. */
export function resetOutboxModule() {
  memory = memoryStore();
  browserStore = undefined;
}
