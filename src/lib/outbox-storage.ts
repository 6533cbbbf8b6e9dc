// How the checkout outbox and its delivered log are read back from local storage
// (docs/decisions/003-order-outbox.md): through the outbox's own parsers (src/lib/outbox.ts),
// with what they drop reported, so that src/lib/storage.ts can warn about it and remove a value
// that is not a list at all.
import { parseDeliveredLog, parseOutbox, type Outbox } from './outbox.ts';

/**
 * The stored outbox: undefined (removed, with a warning) when it is not a list; entries without
 * an order id or a payload, and repeats of an id, are dropped and reported.
 */
export function readStoredOutbox(value: unknown, dropped: (problem: string) => void): Outbox | undefined {
  if (!Array.isArray(value)) return undefined;
  const outbox = parseOutbox(value);
  const lost = value.length - outbox.length;
  if (lost > 0)
    dropped(`${lost} of ${value.length} entries without an order id or payload, or repeated, dropped`);
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
