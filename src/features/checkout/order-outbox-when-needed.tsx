// The order outbox's sender (order-outbox-sender.tsx), on the pages where an order may be waiting.
// Most visitors have never ordered on this browser: it holds no outbox, and the sender's code (the
// outbox, its database and the webhook, some 5 KB gzip) would load on their first visit for
// nothing. So the sender loads only when an order may be waiting: the browser has the outbox
// database (it is created by the first order and stays), or the local-storage keys of an older
// version of the site, or a tab of the site has just changed the outbox (an order placed on the
// checkout, in this tab or another). On the checkout page it loads at once, with the later
// widgets, before any order is placed: an order placed offline must find the sender's code
// already there when the network comes back. Where the browser cannot tell (no
// `indexedDB.databases()`, no BroadcastChannel, no IndexedDB at all, where orders wait in the
// tab's memory), it loads.
import { useEffect, useState, type ComponentType } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import { paths } from '#src/lib/paths.ts';
import {
  browserStorage,
  LEGACY_STORAGE_KEYS,
  OUTBOX_CHANNEL,
  OUTBOX_DATABASE,
  readStoredRaw,
} from '#src/lib/storage.ts';

/** Whether an order may be waiting in this browser; false only when it surely is not. */
export async function mayHoldOrders(): Promise<boolean> {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (factory === undefined || typeof factory.databases !== 'function') return true;
  if (typeof BroadcastChannel === 'undefined') return true;
  const storage = browserStorage();
  if (Object.values(LEGACY_STORAGE_KEYS).some((key) => readStoredRaw(storage, key) !== null)) return true;
  try {
    const databases = await factory.databases();
    return databases.some((database) => database.name === OUTBOX_DATABASE.name);
  } catch {
    return true;
  }
}

/**
 * Calls `listener` whenever a tab of the site (this one too) changes the outbox; returns the
 * unsubscribe. The channel order-outbox.ts posts on, listened to without loading that module.
 */
export function onOutboxChange(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.addEventListener('message', listener);
  return () => channel.close();
}

type Sender = ComponentType;
const loadSender = async (): Promise<Sender> => (await import('./order-outbox-sender.tsx')).OrderOutboxSender;

/** Mounted once in the root layout (with the later widgets): renders the sender once it is needed. */
export function OrderOutboxSenderWhenNeeded() {
  const [sender, setSender] = useState<{ Sender: Sender } | null>(null);
  const onCheckout = useLocation().pathname === paths.checkout.path;
  useEffect(() => {
    if (sender !== null) return;
    let cancelled = false;
    let loading = false;
    const load = () => {
      if (loading || cancelled) return;
      loading = true;
      loadSender().then(
        (Sender) => {
          if (!cancelled) setSender({ Sender });
        },
        (error: unknown) => {
          // A lost connection: the next change of the outbox, or the next page, tries again.
          loading = false;
          console.error('The order outbox sender could not be loaded.', error);
        },
      );
    };
    // Listening first: an order placed while the browser answers is not missed.
    const stopListening = onOutboxChange(load);
    if (onCheckout) load();
    else
      void mayHoldOrders().then((may) => {
        if (may) load();
      });
    return () => {
      cancelled = true;
      stopListening();
    };
  }, [onCheckout, sender]);
  if (sender === null) return null;
  const { Sender } = sender;
  return (
    <ErrorBoundary region="The order outbox sender" fallback={null}>
      <Sender />
    </ErrorBoundary>
  );
}
