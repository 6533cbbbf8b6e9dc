// How the checkout outbox and its delivered log are read back from local storage
// (docs/decisions/003-order-outbox.md): through the outbox's own parsers (src/lib/checkout/outbox.ts),
// with what they drop reported, so that src/lib/storage.ts can warn about it and remove a value
// that is not a list at all. Only complete checkout orders (src/lib/checkout/order-payload.ts) are kept:
// whatever else is stored there is never sent to the checkout webhook.
import { checkoutPayloadProblem } from './order-payload.ts';
import { parseDeliveredLog, parseOutbox, type Outbox } from './outbox.ts';

/** How many dropped entries a warning describes one by one; the rest are counted. */
const LISTED_PROBLEMS = 5;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a stored entry is not a complete order to send, or undefined when it is one. */
function entryProblem(entry: unknown): string | undefined {
  if (!isRecord(entry)) return `not an outbox entry (${entry === null ? 'null' : typeof entry})`;
  const { orderId, payload } = entry;
  if (typeof orderId !== 'string' || orderId === '') return 'no order id';
  const problem = checkoutPayloadProblem(payload);
  if (problem !== undefined)
    return `${JSON.stringify(orderId.slice(0, 40))} is not a complete order: ${problem}`;
  if ((payload as { orderId: string }).orderId !== orderId)
    return `${JSON.stringify(orderId.slice(0, 40))} holds the payload of another order`;
  return undefined;
}

/**
 * The stored outbox: undefined (removed, with a warning) when it is not a list. Entries that are
 * not complete checkout orders (no order id, no customer, no items...) are dropped and never
 * sent, as are repeats of an id; each drop is reported with its reason.
 */
export function readStoredOutbox(value: unknown, dropped: (problem: string) => void): Outbox | undefined {
  if (!Array.isArray(value)) return undefined;
  const problems: string[] = [];
  const orders = value.filter((entry, index) => {
    const problem = entryProblem(entry);
    if (problem !== undefined) problems.push(`entry ${index + 1}: ${problem}`);
    return problem === undefined;
  });
  const outbox = parseOutbox(orders);
  if (problems.length > 0) {
    const listed = problems.slice(0, LISTED_PROBLEMS);
    const more = problems.length - listed.length;
    dropped(
      `${problems.length} of ${value.length} entries dropped, not sent: ${listed.join('; ')}` +
        (more > 0 ? `; and ${more} more` : ''),
    );
  }
  const repeated = orders.length - outbox.length;
  if (repeated > 0) dropped(`${repeated} repeated entries of the same order dropped`);
  return outbox;
}

/** The stored log of delivered order ids: undefined when not a list; other entries than ids dropped. */
export function readStoredDeliveredLog(
  value: unknown,
  dropped: (problem: string) => void,
): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const log = parseDeliveredLog(value);
  const lost = value.length - log.length;
  if (lost > 0) dropped(`${lost} of ${value.length} entries that are not order ids dropped`);
  return log;
}
