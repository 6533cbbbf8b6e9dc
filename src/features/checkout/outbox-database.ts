// Where the checkout outbox and its delivered log are kept: IndexedDB (docs/decisions/027-outbox-in-indexeddb.md).
// Every change is one read-write transaction over both, and the browser runs the transactions
// of all tabs one after the other, each seeing the last one's result. Local storage cannot give
// that: each tab reads its own copy, which another tab's write reaches a moment later, so two
// tabs taking turns could each write over the other's change (a delivered order sent again, a
// new order dropped).
//
// Earlier versions of the site kept both in local storage. What a browser still holds there is
// moved in when the database opens, once per page, and the old keys are removed.
import { readStoredDeliveredLog, readStoredOutbox } from '#src/lib/checkout/outbox-storage.ts';
import { recordDelivered, type Outbox } from '#src/lib/checkout/outbox.ts';
import { LEGACY_STORAGE_KEYS, OUTBOX_DATABASE, readStored, readStoredRaw } from '#src/lib/storage.ts';

export type OutboxState = { outbox: Outbox; delivered: string[] };

/** What a change gives back: the new state to write (none: nothing to write) and its result. */
export type OutboxChange<T> = { state?: OutboxState; result: T };

/** The outbox's storage: each change reads and writes the state as one step, for every tab. */
export type OutboxStore = {
  change: <T>(apply: (state: OutboxState) => OutboxChange<T>) => Promise<T>;
};

const {
  name: DATABASE,
  version: VERSION,
  table: TABLE,
  orders: ORDERS,
  delivered: DELIVERED,
} = OUTBOX_DATABASE;

type LegacyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function completion<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** A stored value read back through the outbox's own readers; damage is dropped with a warning. */
function readState(orders: unknown, delivered: unknown): OutboxState {
  const warn = (what: string) => (problem: string) =>
    console.warn(`IndexedDB "${DATABASE}/${what}": ${problem}`);
  return {
    outbox: (orders === undefined ? undefined : readStoredOutbox(orders, warn(ORDERS))) ?? [],
    delivered:
      (delivered === undefined ? undefined : readStoredDeliveredLog(delivered, warn(DELIVERED))) ?? [],
  };
}

function databaseStore(database: IDBDatabase): OutboxStore {
  return {
    change: (apply) =>
      new Promise((resolve, reject) => {
        const transaction = database.transaction(TABLE, 'readwrite');
        const table = transaction.objectStore(TABLE);
        const orders = table.get(ORDERS);
        const delivered = table.get(DELIVERED);
        let result: { value: ReturnType<typeof apply>['result'] } | undefined;
        // Requests of one transaction complete in order: the orders are read by now.
        delivered.onsuccess = () => {
          const before = readState(orders.result, delivered.result);
          try {
            const outcome = apply(before);
            result = { value: outcome.result };
            if (outcome.state?.outbox && outcome.state.outbox !== before.outbox)
              table.put(outcome.state.outbox, ORDERS);
            if (outcome.state?.delivered && outcome.state.delivered !== before.delivered)
              table.put(outcome.state.delivered, DELIVERED);
          } catch (error) {
            transaction.abort();
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        };
        transaction.oncomplete = () => {
          if (result) resolve(result.value);
        };
        const failed = () => reject(transaction.error ?? new Error('the outbox transaction was aborted'));
        transaction.onerror = failed;
        transaction.onabort = failed;
      }),
  };
}

/** The orders an earlier version of the site left in local storage, read as it read them. */
function legacyOrders(storage: LegacyStorage | undefined) {
  const raw = {
    outbox: readStoredRaw(storage, LEGACY_STORAGE_KEYS.orderOutbox),
    delivered: readStoredRaw(storage, LEGACY_STORAGE_KEYS.orderLog),
  };
  if (raw.outbox === null && raw.delivered === null) return undefined;
  return {
    raw,
    outbox: readStored(storage, LEGACY_STORAGE_KEYS.orderOutbox, readStoredOutbox) ?? [],
    delivered: readStored(storage, LEGACY_STORAGE_KEYS.orderLog, readStoredDeliveredLog) ?? [],
  };
}

/** `state` with the legacy orders and ids added: an order already known or delivered is left out. */
export function mergeLegacy(state: OutboxState, legacy: OutboxState): OutboxState {
  let delivered = state.delivered;
  for (const id of legacy.delivered) if (!delivered.includes(id)) delivered = recordDelivered(delivered, id);
  const known = new Set([...state.outbox.map((entry) => entry.orderId), ...delivered]);
  const added = legacy.outbox.filter((entry) => !known.has(entry.orderId));
  return { outbox: added.length === 0 ? state.outbox : [...state.outbox, ...added], delivered };
}

/**
 * Moves the orders of the old local-storage keys into the database, then removes each key,
 * unless a tab of the old site wrote it meanwhile (then the next page moves it again).
 */
async function moveLegacy(store: OutboxStore, storage: LegacyStorage | undefined) {
  const legacy = legacyOrders(storage);
  if (legacy === undefined) return;
  await store.change((state) => ({ state: mergeLegacy(state, legacy), result: undefined }));
  if (legacy.outbox.length > 0)
    console.info(`${legacy.outbox.length} order(s) waiting in local storage moved to the outbox database.`);
  const keys = [
    [LEGACY_STORAGE_KEYS.orderOutbox, legacy.raw.outbox],
    [LEGACY_STORAGE_KEYS.orderLog, legacy.raw.delivered],
  ] as const;
  for (const [key, raw] of keys) {
    try {
      if (raw !== null && storage?.getItem(key) === raw) storage.removeItem(key);
    } catch {
      // A storage that cannot be written keeps its copy; the orders are in the database already.
    }
  }
}

/**
 * Opens the outbox database and moves in what local storage still holds. Undefined when the
 * browser has no IndexedDB or refuses it (some private modes, storage blocked): the caller keeps
 * the orders in memory instead.
 */
export async function openOutboxStore(
  factory: IDBFactory | undefined,
  storage: LegacyStorage | undefined,
): Promise<OutboxStore | undefined> {
  if (factory === undefined) return undefined;
  let store: OutboxStore;
  try {
    const opening = factory.open(DATABASE, VERSION);
    opening.onupgradeneeded = () => opening.result.createObjectStore(TABLE);
    store = databaseStore(await completion(opening));
  } catch (error) {
    console.warn('The outbox database cannot be opened; orders are kept in this tab only.', error);
    return undefined;
  }
  try {
    await moveLegacy(store, storage);
  } catch (error) {
    // The old keys stay where they are: the next page tries again.
    console.warn('Orders waiting in local storage could not be moved to the outbox database.', error);
  }
  return store;
}

/** A store in this tab's memory, for when the database is missing or refuses a write. */
export function memoryStore(): OutboxStore {
  let state: OutboxState = { outbox: [], delivered: [] };
  return {
    change: async (apply) => {
      const outcome = apply(state);
      if (outcome.state) state = outcome.state;
      return outcome.result;
    },
  };
}
