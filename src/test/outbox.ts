// The checkout outbox's IndexedDB in tests: fake-indexeddb, a fresh database per test, installed
// where the site's modules look for it. Used by tests only.
import { IDBFactory } from 'fake-indexeddb';
import {
  openOutboxStore,
  type OutboxState,
  type OutboxStore,
} from '#src/features/checkout/outbox-database.ts';

/** A browser's IndexedDB with nothing stored, installed as the global one. */
export function freshIndexedDb(): IDBFactory {
  const factory = new IDBFactory();
  globalThis.indexedDB = factory;
  return factory;
}

/** The outbox database of `factory`, opened as a page opens it (without local storage). */
export async function outboxStoreOf(factory: IDBFactory = globalThis.indexedDB): Promise<OutboxStore> {
  const store = await openOutboxStore(factory, undefined);
  if (store === undefined) throw new Error('the outbox database did not open');
  return store;
}

/** What the outbox database holds now. */
export async function storedOutbox(factory: IDBFactory = globalThis.indexedDB): Promise<OutboxState> {
  return (await outboxStoreOf(factory)).change((state) => ({ result: state }));
}

/** Replaces what the outbox database holds, as another tab or an earlier visit left it. */
export async function storeOutbox(
  state: Partial<OutboxState>,
  factory = globalThis.indexedDB,
): Promise<void> {
  await (
    await outboxStoreOf(factory)
  ).change((before) => ({ state: { ...before, ...state }, result: undefined }));
}
