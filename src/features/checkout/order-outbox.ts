// Browser side of the checkout outbox (docs/decisions/003-order-outbox.md): an order is written to local
// storage before it is sent and leaves only once the webhook answered 2xx; its id then goes to a
// log so that this browser never sends it twice. The rules are in src/lib/outbox.ts.
import type { CheckoutPayload } from '#src/lib/order-payload.ts';
import {
  acquireLease,
  capSchedule,
  dueEntries,
  enqueue,
  holdsLease,
  markDelivered,
  markFailed,
  nextWakeAt,
  pullForward,
  recordDelivered,
  SEND_TIMEOUT_MS,
  withoutDelivered,
  type Outbox,
} from '#src/lib/outbox.ts';
import { readStoredDeliveredLog, readStoredOutbox } from '#src/lib/outbox-storage.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';
import { sendWebhook, type FetchLike } from '#src/lib/webhook.ts';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Where the outbox and the delivered log are kept. */
type OutboxStore = {
  load: () => Outbox;
  save: (outbox: Outbox) => boolean;
  loadDelivered: () => string[];
  saveDelivered: (log: string[]) => boolean;
};

function storageStore(storage: StorageLike | undefined): OutboxStore {
  return {
    load: () => readStored(storage, STORAGE_KEYS.orderOutbox, readStoredOutbox, { rewrite: true }) ?? [],
    save: (outbox) => writeStored(storage, STORAGE_KEYS.orderOutbox, outbox),
    loadDelivered: () =>
      readStored(storage, STORAGE_KEYS.orderLog, readStoredDeliveredLog, { rewrite: true }) ?? [],
    saveDelivered: (log) => writeStored(storage, STORAGE_KEYS.orderLog, log),
  };
}

// When local storage is missing or refuses the order (private mode, full), the order is kept in
// this tab's memory instead, and retried while the tab stays open.
let memoryOutbox: Outbox = [];
let memoryDelivered: string[] = [];
const memoryStore: OutboxStore = {
  load: () => memoryOutbox,
  save: (outbox) => {
    memoryOutbox = outbox;
    return true;
  },
  loadDelivered: () => memoryDelivered,
  saveDelivered: (log) => {
    memoryDelivered = log;
    return true;
  },
};

export type OutboxOptions = {
  storage?: StorageLike | undefined;
  /** The checkout webhook; VITE_WEBHOOK_CHECKOUT_URL by default. */
  url?: string | undefined;
  fetchImpl?: FetchLike;
  now?: () => number;
};

type Resolved = {
  stores: OutboxStore[];
  url: string | undefined;
  fetchImpl: FetchLike | undefined;
  now: () => number;
};

function resolve(options: OutboxOptions): Resolved {
  const storage = 'storage' in options ? options.storage : browserStorage();
  return {
    stores: [storageStore(storage), memoryStore],
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
/**
 * Orders placed in this tab and not yet known to be delivered. Tabs share the outbox as one
 * stored list, and a tab that rewrites it from a copy read a moment before another tab's write
 * could drop a new order; the tab that placed it puts it back (see restoreLost).
 */
const placedHere = new Map<string, CheckoutPayload>();

const listeners = new Set<() => void>();
/** Called whenever this tab changes the outbox, so that the sender can plan its next try. */
export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notify() {
  for (const listener of listeners) listener();
}

/**
 * Writes the order to the outbox, before anything is sent. Returns false when local storage
 * refused it and it is only kept in this tab's memory.
 */
export function enqueueOrder(payload: CheckoutPayload, options: OutboxOptions = {}): boolean {
  const { stores, now } = resolve(options);
  const order = { orderId: payload.orderId, payload };
  const [persistent, memory] = stores as [OutboxStore, OutboxStore];
  placedHere.set(payload.orderId, payload);
  const stored = persistent.save(enqueue(persistent.load(), order, now()));
  if (!stored) {
    console.warn(
      `Order ${payload.orderId}: local storage refused it; it is kept in memory until it is sent.`,
    );
    memory.save(enqueue(memory.load(), order, now()));
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

/**
 * Puts back the orders placed in this tab that are in no outbox and in no delivered log: another
 * tab wrote the outbox over them. The delivered log is written before an order leaves the outbox
 * and the writes of one tab reach the others in order, so an order missing from both was not
 * delivered.
 */
function restoreLost(resolved: Resolved) {
  const { stores, now } = resolved;
  for (const [orderId, payload] of placedHere) {
    if (stores.some((store) => store.loadDelivered().includes(orderId))) {
      placedHere.delete(orderId);
      continue;
    }
    if (stores.some((store) => store.load().some((entry) => entry.orderId === orderId))) continue;
    console.warn(`Order ${orderId} had gone from the outbox without being delivered; it is put back.`);
    const order = { orderId, payload };
    if (!stores.some((store) => store.save(enqueue(store.load(), order, now())))) placedHere.delete(orderId);
  }
}

async function deliverFrom(store: OutboxStore, orderId: string, resolved: Resolved): Promise<DeliveryResult> {
  if (inFlight.has(orderId)) return 'skipped';
  const { now } = resolved;
  const delivered = store.loadDelivered();
  const outbox = store.load();
  if (delivered.includes(orderId)) {
    // Sent before (maybe by another tab that closed before tidying up): never again.
    store.save(markDelivered(outbox, orderId));
    return 'skipped';
  }
  const leased = acquireLease(outbox, orderId, TAB_ID, now(), delivered);
  if (leased === undefined) return 'skipped';
  // Re-read after writing the lease: if another tab wrote its own lease at the same moment, the
  // last writer wins and the other one stands back.
  if (store.save(leased) && !holdsLease(store.load(), orderId, TAB_ID, now())) return 'skipped';
  const entry = leased.find((e) => e.orderId === orderId);
  if (entry === undefined) return 'skipped';

  inFlight.add(orderId);
  try {
    const outcome = await sendWebhook(resolved.url, entry.payload, {
      timeoutMs: SEND_TIMEOUT_MS,
      ...(resolved.fetchImpl ? { fetchImpl: resolved.fetchImpl } : {}),
    });
    if (outcome === 'delivered') {
      // The log first: should the tab close between the two writes, the id in the log still
      // stops a second sending.
      store.saveDelivered(recordDelivered(store.loadDelivered(), orderId));
      store.save(markDelivered(store.load(), orderId));
      placedHere.delete(orderId);
      return 'delivered';
    }
    // The request is over (answered, refused or aborted) before the claim is released: no copy
    // of an order is ever sent while another one may still get its answer.
    store.save(markFailed(store.load(), orderId, now()));
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

/** Sends one order now (right after the checkout), wherever it is kept. */
export async function deliverOrder(orderId: string, options: OutboxOptions = {}): Promise<DeliveryResult> {
  const resolved = resolve(options);
  restoreLost(resolved);
  for (const store of resolved.stores) {
    if (store.load().some((entry) => entry.orderId === orderId)) {
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
  const resolved = resolve(options);
  return withOutboxLock(async () => {
    restoreLost(resolved);
    const results: DeliveryResult[] = [];
    for (const store of resolved.stores) {
      const delivered = store.loadDelivered();
      const stored = store.load();
      let outbox = capSchedule(withoutDelivered(stored, delivered), resolved.now());
      if (options.ignoreBackoff) outbox = pullForward(outbox, resolved.now());
      if (outbox !== stored) store.save(outbox);
      for (const entry of dueEntries(outbox, resolved.now(), delivered)) {
        const result = await deliverFrom(store, entry.orderId, resolved);
        results.push(result);
        if (result === 'timeout') return results;
      }
    }
    return results;
  }, [] as DeliveryResult[]);
}

/** When the next waiting order falls due, over every store; undefined when none waits. */
export function nextOutboxWakeAt(options: OutboxOptions = {}): number | undefined {
  const times = resolve(options)
    .stores.map((store) => nextWakeAt(store.load(), store.loadDelivered()))
    .filter((time): time is number => time !== undefined);
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

/** Test helper: forgets the in-memory outbox of this module. */
export function resetMemoryOutbox() {
  memoryOutbox = [];
  memoryDelivered = [];
  placedHere.clear();
}
