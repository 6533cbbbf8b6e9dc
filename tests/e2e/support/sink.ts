// The webhook sink of the browser tests: it stands in for the automations the forms post to,
// records every body per hook, and answers as a test tells it to (fail, hang, answer late).
//
// Each Playwright worker starts one on a free port. The test build posts to
// `http://webhooks.e2e.test/<hook>` (config.ts), a name no resolver answers, and every browser
// context of the worker uses its sink as its HTTP proxy for everything but the loopback
// (fixtures.ts): the site comes straight from the static server, the webhooks reach this worker's
// sink, and workers never see each other's posts.
import { EventEmitter } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createWebhookSink,
  type Arrival,
  type SinkAnswer,
  type Submission,
} from '../../../scripts/hosting/webhook-sink.ts';
import { HOOKS, HOST, type Hook } from './config.ts';

/**
 * How a hook of the sink behaves beyond its status (see RecordingSink.setMode): `hang` takes the
 * body and never answers; `delayMs` answers 200 that much later; `failRate` answers 500 to that
 * share of the requests, drawn from a pseudo-random sequence started from `seed`, so that a run
 * can be repeated.
 */
export type SinkMode = { hang: true } | { delayMs: number } | { failRate: number; seed: number };

/** One body as it reached the sink, with what the sink did, in ms since the epoch. */
export type SinkArrival = {
  body: unknown;
  answer: number | 'hang';
  arrivedAt: number;
  /** When the exchange ended (answered, or the caller gave up); undefined while it is open. */
  closedAt: number | undefined;
};

/** mulberry32: a small seeded pseudo-random generator, numbers in [0, 1). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The webhook sink: records every accepted body per hook, and answers each hook with a status
 * a test can change (a non-2xx answer is a failed call; its body is not recorded).
 */
export class RecordingSink {
  private readonly bodies = new Map<string, unknown[]>();
  private readonly statuses = new Map<string, number>();
  private readonly modes = new Map<string, { mode: SinkMode; random: () => number }>();
  private readonly arrivals = new Map<string, SinkArrival[]>();
  private readonly open = new Set<Arrival['response']>();
  private readonly events = new EventEmitter();
  private server: Server | undefined;

  /** Listens on a free port of the loopback; resolves to the address to use as the proxy. */
  async start(): Promise<string> {
    const server = createWebhookSink({
      onSubmission: (submission: Submission) => this.record(submission),
      answerFor: (hook) => this.answerFor(hook),
      onArrival: (arrival) => this.arrive(arrival),
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, HOST, () => resolve());
    });
    this.server = server;
    return `http://${HOST}:${(server.address() as AddressInfo).port}`;
  }

  private answerFor(hook: string): SinkAnswer {
    const status = this.statuses.get(hook) ?? 200;
    const set = this.modes.get(hook);
    if (set === undefined) return { status };
    const { mode, random } = set;
    if ('hang' in mode) return 'hang';
    if ('delayMs' in mode) return { status, delayMs: mode.delayMs };
    return { status: random() < mode.failRate ? 500 : status };
  }

  private arrive({ hook, body, answer, response }: Arrival) {
    const arrival: SinkArrival = {
      body,
      answer: answer === 'hang' ? 'hang' : answer.status,
      arrivedAt: Date.now(),
      closedAt: undefined,
    };
    const list = this.arrivals.get(hook) ?? [];
    list.push(arrival);
    this.arrivals.set(hook, list);
    this.open.add(response);
    response.once('close', () => {
      arrival.closedAt = Date.now();
      this.open.delete(response);
    });
    this.events.emit('arrival', hook, body);
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    this.releaseHanging();
    await new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  }

  private record({ hook, body }: Submission) {
    const list = this.bodies.get(hook) ?? [];
    list.push(body);
    this.bodies.set(hook, list);
    this.events.emit('submission', hook, body);
  }

  /**
   * Forgets every body and makes every hook answer 200 again, at once, with no mode (done before
   * each test); requests still open are cut.
   */
  reset(): void {
    this.releaseHanging();
    this.bodies.clear();
    this.statuses.clear();
    this.modes.clear();
    this.arrivals.clear();
  }

  /**
   * Makes `hook` hang (`{ hang: true }`: it reads the body and never answers), answer late
   * (`{ delayMs: 5000 }`) or fail part of the time (`{ failRate: 0.3, seed: 7 }`), until
   * `clearMode` or the next test. Requests already hanging stay open until the caller gives up.
   */
  setMode(hook: Hook, mode: SinkMode): void {
    const seed = 'seed' in mode ? mode.seed : 0;
    this.modes.set(hook, { mode, random: seededRandom(seed) });
  }

  /** Back to answering with the hook's status at once. */
  clearMode(hook: Hook): void {
    this.modes.delete(hook);
  }

  /** Cuts every request that is still waiting for an answer (done after each test). */
  releaseHanging(): void {
    for (const response of this.open) response.destroy();
    this.open.clear();
  }

  /** Every body that reached `hook`, whatever it was answered (hung requests too), oldest first. */
  arrived(hook: Hook): SinkArrival[] {
    return (this.arrivals.get(hook) ?? []).map((arrival) => ({ ...arrival }));
  }

  /** Resolves once `hook` has had `count` arrivals (a hung request counts when its body is in). */
  waitForArrivals(hook: Hook, count: number, timeoutMs = 10_000): Promise<SinkArrival[]> {
    return this.waitUntil(
      'arrival',
      () => this.arrived(hook).length >= count,
      timeoutMs,
      () => `${hook}: ${this.arrived(hook).length} of ${count} arrivals within ${timeoutMs} ms`,
    ).then(() => this.arrived(hook));
  }

  /** Resolves once `hook` has accepted `count` bodies. */
  waitForReceived(hook: Hook, count: number, timeoutMs = 10_000): Promise<unknown[]> {
    return this.waitUntil(
      'submission',
      () => this.received(hook).length >= count,
      timeoutMs,
      () => `${hook}: ${this.received(hook).length} of ${count} bodies accepted within ${timeoutMs} ms`,
    ).then(() => this.received(hook));
  }

  private waitUntil(
    event: 'arrival' | 'submission',
    done: () => boolean,
    timeoutMs: number,
    describe: () => string,
  ): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        clearTimeout(timer);
        this.events.off(event, check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.events.off(event, check);
        reject(new Error(describe()));
      }, timeoutMs);
      this.events.on(event, check);
    });
  }

  /** Makes `hook` answer `status`, e.g. setStatus('checkout', 500) to make orders fail. */
  setStatus(hook: Hook, status: number): void {
    this.statuses.set(hook, status);
  }

  /** The bodies `hook` accepted so far, oldest first. */
  received(hook: Hook): unknown[] {
    return [...(this.bodies.get(hook) ?? [])];
  }

  /**
   * The first body `hook` accepted (already, or within `timeoutMs`) that `predicate` accepts.
   * Rejects with what was received instead when none arrives in time.
   */
  waitForSubmission(
    hook: Hook,
    predicate: (body: unknown) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<unknown> {
    const already = this.received(hook).find(predicate);
    if (already !== undefined) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const onSubmission = (receivedHook: string, body: unknown) => {
        if (receivedHook !== hook || !predicate(body)) return;
        clearTimeout(timer);
        this.events.off('submission', onSubmission);
        resolve(body);
      };
      const timer = setTimeout(() => {
        this.events.off('submission', onSubmission);
        const got = HOOKS.map((h) => `${h}: ${JSON.stringify(this.received(h))}`).join('\n  ');
        reject(new Error(`No matching '${hook}' submission within ${timeoutMs} ms. Received:\n  ${got}`));
      }, timeoutMs);
      this.events.on('submission', onSubmission);
    });
  }
}
