// Mounted once in the root layout: sends the orders waiting in the outbox as soon as any page
// opens (back-off or not), retries with back-off while the page stays open, and at once when the
// browser is back online. Renders nothing.
import { useEffect } from 'react';
import { MAX_RETRY_DELAY_MS } from '#src/lib/checkout/outbox.ts';
import { nextOutboxWakeAt, sendDueOrders, subscribeOutbox } from './order-outbox.ts';

/** Never poll faster than this, e.g. while another tab holds an order that is due. */
const MIN_WAIT_MS = 2_000;

export function OrderOutboxSender() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let stopped = false;

    const schedule = async () => {
      if (stopped || running) return;
      const wakeAt = await nextOutboxWakeAt();
      // A run may have started, or the page closed, while the time was read.
      if (stopped || running) return;
      clearTimeout(timer);
      if (wakeAt === undefined) return;
      const wait = Math.min(MAX_RETRY_DELAY_MS, Math.max(MIN_WAIT_MS, wakeAt - Date.now()));
      timer = setTimeout(() => void run(), wait);
    };

    const run = async (ignoreBackoff = false) => {
      if (stopped || running) return;
      running = true;
      clearTimeout(timer);
      try {
        await sendDueOrders({ ignoreBackoff });
      } catch (error) {
        // sendDueOrders does not throw; should a browser quirk make it, retrying later is the answer.
        console.warn('Sending the waiting orders failed; trying again later.', error);
      } finally {
        running = false;
      }
      await schedule();
    };

    const onOnline = () => void run(true);
    // A change in this tab or another one (an order placed, a try failed) may move the next try.
    const unsubscribe = subscribeOutbox(() => void schedule());
    window.addEventListener('online', onOnline);
    // A page that opens is a new chance, like the network coming back: every waiting order is
    // sent now, whatever its back-off, so that an order left by a failure goes out within
    // moments of the next visit once the webhook works again (orders claimed by another tab
    // still wait for that tab).
    void run(true);

    return () => {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('online', onOnline);
    };
  }, []);

  return null;
}
