// What every browser test file uses: the built site served from dist/ like production, a
// webhook sink standing in for the external automations, and Debian's Chromium driven by
// playwright-core. Servers and browser start once per test file; each test gets a fresh
// browser context, and fails when the page logged a console error or threw an uncaught error
// that the test did not declare as expected.
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { after, before, test, type TestContext } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { readNetlifyRules } from '../../scripts/lib/netlify-headers.ts';
import { createStaticServer } from '../../scripts/lib/static-server.ts';
import {
  createWebhookSink,
  type Arrival,
  type SinkAnswer,
  type Submission,
} from '../../scripts/lib/webhook-sink.ts';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DIST_DIR,
  HOOKS,
  HOST,
  ROOT_DIR,
  SINK_PORT,
  SINK_URL,
  SITE_PORT,
  SITE_URL,
  VIEWPORTS,
  type Hook,
  type ViewportName,
} from './config.ts';

export { SINK_URL, SITE_URL, VIEWPORTS, type Hook, type ViewportName };

// ---------------------------------------------------------------------------------------------
// Servers

function listen(server: Server, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${what}: port ${port} is already in use (another test run, or a leftover server?)`)
          : error,
      );
    });
    server.listen(port, HOST, () => resolve());
  });
}

/** Stops a server, cutting its kept-alive connections. */
export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Fails with a clear message when dist/ holds no built site. */
export function assertSiteBuilt(): void {
  if (!existsSync(path.join(DIST_DIR, 'app.html'))) {
    throw new Error(
      'dist/ holds no built site (dist/app.html is missing): run `npm run test:e2e`, which builds it.',
    );
  }
}

/**
 * Fails when dist/ was not built with the webhooks pointing at the sink, e.g. after a plain
 * `npm run build`: form tests would then post nowhere and fail for the wrong reason.
 */
export function assertBuiltForWebhookTests(): void {
  const assetsDir = path.join(DIST_DIR, 'assets');
  const scripts = existsSync(assetsDir) ? readdirSync(assetsDir).filter((file) => file.endsWith('.js')) : [];
  const baked = scripts.some((file) => readFileSync(path.join(assetsDir, file), 'utf8').includes(SINK_URL));
  if (!baked) {
    throw new Error(
      `dist/ was not built for the browser tests: no script posts to ${SINK_URL}. ` +
        'Run `npm run test:e2e` without E2E_SKIP_BUILD, so that it builds with the test webhook URLs.',
    );
  }
}

/** Static server for dist/, answering like the production host. */
export async function startSite(): Promise<Server> {
  assertSiteBuilt();
  // The production host's redirects and headers, Content-Security-Policy included: the tests run
  // under them unchanged. The pages' own policy is the <meta> of the test build, whose connect-src
  // also allows the local sink (the build adds a webhook origin on this machine; see
  // scripts/lib/security-policy.ts).
  const server = createStaticServer(DIST_DIR, readNetlifyRules(path.join(ROOT_DIR, 'netlify.toml')));
  await listen(server, SITE_PORT, 'static site server');
  return server;
}

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

  async start(): Promise<void> {
    this.server = createWebhookSink({
      onSubmission: (submission: Submission) => this.record(submission),
      answerFor: (hook) => this.answerFor(hook),
      onArrival: (arrival) => this.arrive(arrival),
    });
    await listen(this.server, SINK_PORT, 'webhook sink');
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
    if (this.server) await stopServer(this.server);
    this.server = undefined;
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

// ---------------------------------------------------------------------------------------------
// Browser

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `${CHROMIUM_PATH} is missing: run \`npm run test:e2e\`, which installs Debian's chromium.`,
    );
  }
  // headless: true makes playwright-core add its own headless switches (--headless,
  // --hide-scrollbars, --mute-audio); the explicit '--headless' in CHROMIUM_ARGS repeats it.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

/** A window size of its own, for tests that check the layout at other widths. */
export type ViewportSize = { width: number; height: number };

export type ContextOptions = {
  /** 'phone' (390×844, the default), 'desktop' (1280×800) or any { width, height }. */
  viewport?: ViewportName | ViewportSize;
  javaScriptEnabled?: boolean;
  /**
   * The visitor's motion setting: 'reduce' (the default, so that animations do not slow the
   * tests down) or 'no-preference', the setting of most visitors, with transitions and smooth
   * scrolling on.
   */
  reducedMotion?: 'reduce' | 'no-preference';
  /**
   * Store a cookie choice and a closed newsletter popup before the first page script runs, so
   * that neither covers the page (default true). False shows the site as a first-time visitor.
   */
  returningVisitor?: boolean;
  /**
   * Ignore every Content-Security-Policy (headers and <meta>; default false), as a browser
   * without CSP would: for tests that must show the page is safe without it
   * (tests/e2e/xss.test.ts), or that inject a script of their own, such as axe-core for the
   * accessibility checks (tests/e2e/axe.ts).
   */
  bypassCSP?: boolean;
};

export async function newSiteContext(
  browser: Browser,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const chosen = options.viewport ?? 'phone';
  const viewport = typeof chosen === 'string' ? VIEWPORTS[chosen] : chosen;
  const context = await browser.newContext({
    baseURL: SITE_URL,
    viewport,
    screen: viewport,
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'reduce',
    serviceWorkers: 'block',
    bypassCSP: options.bypassCSP ?? false,
  });
  context.setDefaultTimeout(10_000);
  context.setDefaultNavigationTimeout(30_000);
  if (options.returningVisitor ?? true) {
    await context.addInitScript(() => {
      try {
        if (window.localStorage.getItem('cookie_consent') === null) {
          const choice = {
            essential: true,
            analytics: false,
            marketing: false,
            timestamp: new Date().toISOString(),
          };
          window.localStorage.setItem('cookie_consent', JSON.stringify(choice));
        }
        if (window.localStorage.getItem('newsletter_popup_closed') === null) {
          window.localStorage.setItem('newsletter_popup_closed', 'true');
        }
      } catch {
        // Storage blocked: the page then shows the banner, as it would for such a visitor.
      }
    });
  }
  return context;
}

export type BrowserProblem = { kind: 'console.error' | 'pageerror'; text: string; url: string };

/** Console output and uncaught errors of every page of a context. */
export class ConsoleLog {
  readonly errors: BrowserProblem[] = [];
  readonly warnings: { text: string; url: string }[] = [];

  constructor(context: BrowserContext) {
    const watch = (page: Page) => {
      page.on('console', (message) => {
        const entry = { text: message.text(), url: message.location().url || page.url() };
        if (message.type() === 'error') this.errors.push({ kind: 'console.error', ...entry });
        else if (message.type() === 'warning') this.warnings.push(entry);
      });
      page.on('pageerror', (error) => {
        this.errors.push({
          kind: 'pageerror',
          text: `${error.name}: ${error.message}\n${error.stack ?? ''}`,
          url: page.url(),
        });
      });
    };
    context.pages().forEach(watch);
    context.on('page', watch);
  }

  /** Every console.error and console.warn text, for tests that check what was logged. */
  texts(): string[] {
    return [...this.errors.map((e) => e.text), ...this.warnings.map((w) => w.text)];
  }
}

const fileSafe = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 100);

/** 'phone', 'desktop', or '900x800' for a size of its own: the viewport in file names. */
export const viewportLabel = (viewport: ViewportName | ViewportSize): string =>
  typeof viewport === 'string' ? viewport : `${viewport.width}x${viewport.height}`;

/** Writes a full-page screenshot to tests/e2e/artifacts/<name>-<viewport>.png; returns its path. */
export async function screenshot(
  page: Page,
  name: string,
  viewport: ViewportName | ViewportSize,
): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${fileSafe(name) || 'page'}-${viewportLabel(viewport)}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/**
 * Opens a site path and waits until the network has been idle for 500 ms: by then the scripts,
 * the data files and the hydration of a prerendered page are done.
 */
export function visit(page: Page, sitePath: string): Promise<Response | null> {
  return page.goto(sitePath, { waitUntil: 'networkidle' });
}

/** The site path and query of the page, e.g. '/loja?search=gel'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// Tests

export type BrowserTestOptions = ContextOptions & {
  /**
   * Console errors and uncaught errors the test expects (each matched against the message
   * text); any other one fails the test. Console warnings never fail a test.
   */
  allowErrors?: RegExp[];
  timeout?: number;
  skip?: boolean | string;
};

export type BrowserTest = {
  t: TestContext;
  context: BrowserContext;
  page: Page;
  sink: RecordingSink;
  log: ConsoleLog;
  viewport: ViewportName | ViewportSize;
};

export type E2E = {
  sink: RecordingSink;
  /** A test with its own browser context and page (phone viewport unless options say desktop). */
  test: {
    (name: string, fn: (b: BrowserTest) => Promise<void>): void;
    (name: string, options: BrowserTestOptions, fn: (b: BrowserTest) => Promise<void>): void;
  };
};

/**
 * Call once at the top of a test file: starts the site, the sink and Chromium before the file's
 * tests and stops them after.
 */
export function setupE2E(): E2E {
  const sink = new RecordingSink();
  let site: Server | undefined;
  let browser: Browser | undefined;

  before(async () => {
    site = await startSite();
    await sink.start();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    await sink.stop();
    if (site) await stopServer(site);
  });

  function browserTest(
    name: string,
    optionsOrFn: BrowserTestOptions | ((b: BrowserTest) => Promise<void>),
    maybeFn?: (b: BrowserTest) => Promise<void>,
  ): void {
    const options = typeof optionsOrFn === 'function' ? {} : optionsOrFn;
    const fn = typeof optionsOrFn === 'function' ? optionsOrFn : maybeFn;
    if (!fn) throw new Error(`test '${name}' has no body`);
    test(name, { timeout: options.timeout ?? 60_000, skip: options.skip ?? false }, async (t) => {
      if (!browser) throw new Error('Chromium did not start (see the before hook)');
      sink.reset();
      const viewport = options.viewport ?? 'phone';
      const context = await newSiteContext(browser, options);
      const log = new ConsoleLog(context);
      const page = await context.newPage();
      let failure: unknown;
      try {
        await fn({ t, context, page, sink, log, viewport });
      } catch (error) {
        failure = error;
      }
      const allowed = options.allowErrors ?? [];
      const unexpected = log.errors.filter(
        (problem) => !allowed.some((pattern) => pattern.test(problem.text)),
      );
      if (failure !== undefined || unexpected.length > 0) {
        try {
          const file = await screenshot(page, `failure-${name}`, viewport);
          t.diagnostic(`screenshot: ${path.relative(process.cwd(), file)} (${page.url()})`);
        } catch {
          // The page may be gone; the failure itself says what happened.
        }
      }
      await context.close();
      sink.releaseHanging();
      const report = unexpected.map((p) => `  [${p.kind}] ${p.text.trim()}\n    at ${p.url}`).join('\n');
      if (failure !== undefined) {
        if (report) t.diagnostic(`browser errors during the failed test:\n${report}`);
        throw failure;
      }
      assert.equal(unexpected.length, 0, `The page logged unexpected errors:\n${report}`);
    });
  }

  return { sink, test: browserTest };
}
