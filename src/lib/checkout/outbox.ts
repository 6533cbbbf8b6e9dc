// The checkout outbox (docs/decisions/003-order-outbox.md): an order is written
// here before it is sent, and stays until its webhook call succeeds, so that it is never lost.
// Pure functions over plain data; the browser side (local storage, timers, events) lives in
// src/features/checkout/order-outbox.ts.

export type OutboxLease = { owner: string; until: number };

export type OutboxEntry<P = unknown> = {
  orderId: string;
  payload: P;
  /** Failed sending attempts so far. */
  attempts: number;
  /** Epoch ms before which the entry is not sent again. */
  nextAttemptAt: number;
  createdAt: number;
  /** Set while one tab is sending the entry, so that another tab does not send it at once. */
  lease?: OutboxLease;
};

export type Outbox<P = unknown> = OutboxEntry<P>[];

export const FIRST_RETRY_DELAY_MS = 5_000;
export const RETRY_DELAY_FACTOR = 3;
export const MAX_RETRY_DELAY_MS = 15 * 60_000;
/**
 * A request to the checkout webhook without an answer after this long is abandoned. It may still
 * have reached the receiver, so the order is sent again later with the same orderId, which the
 * receiver uses to drop the repeat (docs/decisions/003-order-outbox.md).
 */
export const SEND_TIMEOUT_MS = 10_000;
/**
 * How long a tab's claim on an order lasts: well beyond SEND_TIMEOUT_MS, so that no other tab
 * sends an order while a request for it may still be waiting for its answer.
 */
export const LEASE_MS = 30_000;
/**
 * How long the checkout waits for the first sending before it shows the confirmation anyway: the
 * order is already safe in the outbox, and the buyer never waits on the webhook (at most 2 s).
 */
export const CONFIRM_WAIT_MS = 1_000;
/** How many delivered order ids the log keeps. */
export const DELIVERED_LOG_SIZE = 200;

/** Delay before the next try after `attempts` failures: 5 s, 15 s, 45 s, ... capped at 15 min. */
export function nextDelayMs(attempts: number): number {
  const failures = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  // Past the cap the exponent only grows the number towards Infinity: stop early.
  if (failures > 20) return MAX_RETRY_DELAY_MS;
  return Math.min(MAX_RETRY_DELAY_MS, FIRST_RETRY_DELAY_MS * RETRY_DELAY_FACTOR ** (failures - 1));
}

/** Adds a new order, due at once. An order id already waiting is left as it is. */
export function enqueue<P>(
  outbox: Outbox<P>,
  order: { orderId: string; payload: P },
  now: number,
): Outbox<P> {
  if (outbox.some((entry) => entry.orderId === order.orderId)) return outbox;
  return [
    ...outbox,
    { orderId: order.orderId, payload: order.payload, attempts: 0, nextAttemptAt: now, createdAt: now },
  ];
}

function isLeased(entry: OutboxEntry<unknown>, now: number): boolean {
  return entry.lease !== undefined && entry.lease.until > now;
}

/** Entries to send now: due, not leased by a sender, not already delivered; oldest first. */
export function dueEntries<P>(
  outbox: Outbox<P>,
  now: number,
  delivered: readonly string[] = [],
): OutboxEntry<P>[] {
  const done = new Set(delivered);
  return outbox
    .filter((entry) => entry.nextAttemptAt <= now && !isLeased(entry, now) && !done.has(entry.orderId))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** When the next entry falls due (a lease that runs out counts too), or undefined when none waits. */
export function nextWakeAt(outbox: Outbox<unknown>, delivered: readonly string[] = []): number | undefined {
  const done = new Set(delivered);
  let earliest: number | undefined;
  for (const entry of outbox) {
    if (done.has(entry.orderId)) continue;
    const at = Math.max(entry.nextAttemptAt, entry.lease?.until ?? 0);
    if (earliest === undefined || at < earliest) earliest = at;
  }
  return earliest;
}

/**
 * Takes the lease on an order for `owner`. Returns the new outbox, or undefined when the order
 * cannot be sent by this owner now: gone, delivered, not due, or leased by another owner.
 */
export function acquireLease<P>(
  outbox: Outbox<P>,
  orderId: string,
  owner: string,
  now: number,
  delivered: readonly string[] = [],
): Outbox<P> | undefined {
  if (delivered.includes(orderId)) return undefined;
  const entry = outbox.find((e) => e.orderId === orderId);
  if (entry === undefined || entry.nextAttemptAt > now) return undefined;
  if (isLeased(entry, now) && entry.lease?.owner !== owner) return undefined;
  return outbox.map((e) => (e === entry ? { ...e, lease: { owner, until: now + LEASE_MS } } : e));
}

/** Whether `owner` holds a live lease on the order. */
export function holdsLease(outbox: Outbox<unknown>, orderId: string, owner: string, now: number): boolean {
  const entry = outbox.find((e) => e.orderId === orderId);
  return entry !== undefined && isLeased(entry, now) && entry.lease?.owner === owner;
}

/** A failed try: one more attempt counted, the lease released, the next try pushed back. */
export function markFailed<P>(outbox: Outbox<P>, orderId: string, now: number): Outbox<P> {
  return outbox.map((entry) => {
    if (entry.orderId !== orderId) return entry;
    const attempts = entry.attempts + 1;
    const { lease: _released, ...rest } = entry;
    return { ...rest, attempts, nextAttemptAt: now + nextDelayMs(attempts) };
  });
}

/** A delivered order leaves the outbox. */
export function markDelivered<P>(outbox: Outbox<P>, orderId: string): Outbox<P> {
  const next = outbox.filter((entry) => entry.orderId !== orderId);
  return next.length === outbox.length ? outbox : next;
}

/** Records a delivered order id, keeping only the most recent DELIVERED_LOG_SIZE ids. */
export function recordDelivered(
  log: readonly string[],
  orderId: string,
  size = DELIVERED_LOG_SIZE,
): string[] {
  const next = [...log.filter((id) => id !== orderId), orderId];
  return next.slice(Math.max(0, next.length - size));
}

/** Drops entries whose ids are in the delivered log (e.g. delivered by another tab). */
export function withoutDelivered<P>(outbox: Outbox<P>, delivered: readonly string[]): Outbox<P> {
  if (delivered.length === 0) return outbox;
  const done = new Set(delivered);
  const next = outbox.filter((entry) => !done.has(entry.orderId));
  return next.length === outbox.length ? outbox : next;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function parseEntry(value: unknown): OutboxEntry | undefined {
  if (!isRecord(value)) return undefined;
  const { orderId, payload, attempts, nextAttemptAt, createdAt, lease } = value;
  if (typeof orderId !== 'string' || orderId === '' || payload === undefined) return undefined;
  const entry: OutboxEntry = {
    orderId,
    payload,
    attempts: isFiniteNumber(attempts) && attempts >= 0 ? Math.floor(attempts) : 0,
    nextAttemptAt: isFiniteNumber(nextAttemptAt) ? nextAttemptAt : 0,
    createdAt: isFiniteNumber(createdAt) ? createdAt : 0,
  };
  if (isRecord(lease) && typeof lease.owner === 'string' && isFiniteNumber(lease.until)) {
    entry.lease = { owner: lease.owner, until: lease.until };
  }
  return entry;
}

/**
 * The stored outbox. Entries without an order id or a payload are dropped, as is a second entry
 * for the same id; anything else damaged is repaired (an unreadable time makes the entry due).
 */
export function parseOutbox(value: unknown): Outbox {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const outbox: Outbox = [];
  for (const raw of value) {
    const entry = parseEntry(raw);
    if (entry === undefined || seen.has(entry.orderId)) continue;
    seen.add(entry.orderId);
    outbox.push(entry);
  }
  return outbox;
}

/** The stored log of delivered order ids: only non-empty strings are kept. */
export function parseDeliveredLog(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is string => typeof id === 'string' && id !== '');
}

/** Makes every waiting order due now (the browser came back online): the back-off is skipped. */
export function pullForward<P>(outbox: Outbox<P>, now: number): Outbox<P> {
  if (!outbox.some((entry) => entry.nextAttemptAt > now)) return outbox;
  return outbox.map((entry) => (entry.nextAttemptAt > now ? { ...entry, nextAttemptAt: now } : entry));
}

/**
 * Brings times that lie further ahead than this module ever schedules (a clock set back, a
 * damaged stored value) back within reach: a try at most MAX_RETRY_DELAY_MS away, a lease at
 * most LEASE_MS. Otherwise such an order could wait for years.
 */
export function capSchedule<P>(outbox: Outbox<P>, now: number): Outbox<P> {
  const latestTry = now + MAX_RETRY_DELAY_MS;
  const latestLease = now + LEASE_MS;
  let changed = false;
  const next = outbox.map((entry) => {
    const tooLate = entry.nextAttemptAt > latestTry;
    const leaseTooLong = entry.lease !== undefined && entry.lease.until > latestLease;
    if (!tooLate && !leaseTooLong) return entry;
    changed = true;
    const capped: OutboxEntry<P> = { ...entry, nextAttemptAt: Math.min(entry.nextAttemptAt, latestTry) };
    if (entry.lease !== undefined)
      capped.lease = { ...entry.lease, until: Math.min(entry.lease.until, latestLease) };
    return capped;
  });
  return changed ? next : outbox;
}
