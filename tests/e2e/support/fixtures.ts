// What every browser test uses, as Playwright Test fixtures (playwright.config.ts runs them):
//
// - `page` and `context`: a fresh browser context per test, at the project's width (phone 390 px,
//   desktop 1280 px; `test.use({ viewport })` for others), in Portuguese, Lisbon time, reduced
//   motion unless a test asks for `reducedMotion: 'no-preference'`;
// - `sink`: this worker's webhook sink (sink.ts), emptied before each test. Every context of the
//   worker reaches it as its proxy, so workers run side by side without sharing a port;
// - `log`: the console gate. A test fails when a page logged `console.error` or threw an
//   uncaught error, unless the test allowed it (`test.use({ allowErrors })` or `log.allow()`);
// - `returningVisitor` (default true): a cookie choice and a closed newsletter popup are stored
//   before the first script runs, so that neither covers the page; false shows a first visit;
// - `admin`: the page, already signed in to the in-app admin.
//
// `visit(page, path)` opens a site path and waits for the app's `app-hydrated` mark:
// the moment the page answers a visitor, never a fixed delay or network idleness.
import { test as base, expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { HYDRATED_MARK } from '../../../src/lib/page-loading/app-loader.ts';
import { ADMIN_TEST_LOGIN, HOOKS, SINK_URL, SITE_URL, type Hook } from './config.ts';
import { storeEarlierVisit } from './returning-visitor.ts';
import { RecordingSink, type SinkArrival, type SinkMode } from './sink.ts';

export { expect, HOOKS, RecordingSink, SINK_URL, SITE_URL, type Hook, type SinkArrival, type SinkMode };

export type BrowserProblem = { kind: 'console.error' | 'pageerror'; text: string; url: string };

/** Console output and uncaught errors of every page of a test's context. */
export class ConsoleLog {
  readonly errors: BrowserProblem[] = [];
  readonly warnings: { text: string; url: string }[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(allowed: readonly RegExp[] = []) {
    this.allowed.push(...allowed);
  }

  /** Declares errors this test expects (each pattern matched against the message text). */
  allow(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  watch(page: Page): void {
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
  }

  /** Every console.error and console.warn text, for tests that check what was logged. */
  texts(): string[] {
    return [...this.errors.map((e) => e.text), ...this.warnings.map((w) => w.text)];
  }

  /** The errors no pattern allowed, one per line. */
  unexpected(): string {
    return this.errors
      .filter((problem) => !this.allowed.some((pattern) => pattern.test(problem.text)))
      .map((problem) => `  [${problem.kind}] ${problem.text.trim()}\n    at ${problem.url}`)
      .join('\n');
  }
}

type Options = {
  /** Console errors and uncaught errors the tests expect; any other one fails the test. */
  allowErrors: RegExp[];
  /** Store a cookie choice and a closed newsletter popup before the first script (default true). */
  returningVisitor: boolean;
};

type Fixtures = {
  sink: RecordingSink;
  log: ConsoleLog;
  /** The page, signed in to the in-app admin with the test build's login, on the dashboard. */
  admin: Page;
};

type WorkerFixtures = { workerSink: { sink: RecordingSink; proxy: string } };

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  allowErrors: [[], { option: true }],
  returningVisitor: [true, { option: true }],

  workerSink: [
    async ({}, use) => {
      const sink = new RecordingSink();
      const proxy = await sink.start();
      await use({ sink, proxy });
      await sink.stop();
    },
    { scope: 'worker' },
  ],

  // Everything but the loopback goes to this worker's sink: the webhooks' `.test` host, and any
  // address outside the machine (the sink answers 404), so no test ever leaves it.
  proxy: async ({ workerSink }, use) => {
    await use({ server: workerSink.proxy, bypass: '127.0.0.1,localhost,[::1]' });
  },

  sink: async ({ workerSink }, use) => {
    workerSink.sink.reset();
    await use(workerSink.sink);
    workerSink.sink.releaseHanging();
  },

  context: async ({ context, returningVisitor }, use) => {
    context.setDefaultTimeout(10_000);
    context.setDefaultNavigationTimeout(30_000);
    await flagHydration(context);
    if (returningVisitor) await storeEarlierVisit(context);
    await use(context);
  },

  log: [
    async ({ context, allowErrors }, use, testInfo) => {
      const log = new ConsoleLog(allowErrors);
      context.pages().forEach((page) => log.watch(page));
      context.on('page', (page) => log.watch(page));
      await use(log);
      const unexpected = log.unexpected();
      if (unexpected === '') return;
      // A failed test says so already: the errors are attached to its report, not thrown again.
      await testInfo.attach('browser errors', { body: unexpected, contentType: 'text/plain' });
      if (testInfo.status === testInfo.expectedStatus) {
        throw new Error(`The page logged unexpected errors:\n${unexpected}`);
      }
    },
    { auto: true },
  ],

  admin: async ({ page }, use) => {
    await visit(page, '/admin/login');
    await page.getByLabel('Utilizador').fill(ADMIN_TEST_LOGIN.username);
    await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN_TEST_LOGIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/dashboard');
    await dashboardReady(page);
    await use(page);
  },
});

/**
 * The browser clock (page.clock.install()) replaces `performance` with a fake whose marks are never
 * listed, so that waitForHydration would wait for ever: in `context`, the hydration mark made on
 * such a fake also sets a flag the wait reads. (Every test's context has it; a context a test
 * opens itself needs it for visit().)
 */
export async function flagHydration(context: BrowserContext): Promise<void> {
  await context.addInitScript((mark) => {
    const flagged = (perf: Performance): Performance => {
      if (perf instanceof Performance) return perf;
      const fake = perf as { mark: Performance['mark'] };
      const fakeMark = fake.mark.bind(fake);
      fake.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name === mark) (window as { __e2eHydrated?: boolean }).__e2eHydrated = true;
        return fakeMark(name, options);
      };
      return perf;
    };
    let current = flagged(window.performance);
    Object.defineProperty(window, 'performance', {
      configurable: true,
      get: () => current,
      set: (value: Performance) => {
        current = flagged(value);
      },
    });
  }, HYDRATED_MARK);
}

/**
 * Opens a site path and waits until the app has hydrated (its `app-hydrated` performance mark):
 * from then on the page answers taps. (With JavaScript off there is no mark: use `page.goto`.)
 */
export async function visit(page: Page, sitePath: string): Promise<Response | null> {
  const response = await page.goto(sitePath);
  await waitForHydration(page);
  return response;
}

/** Waits for the `app-hydrated` mark of the current document. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) =>
      performance.getEntriesByName(mark).length > 0 ||
      (window as { __e2eHydrated?: boolean }).__e2eHydrated === true,
    HYDRATED_MARK,
  );
}

/**
 * Waits until the dashboard shows its list (a table or the empty state). After a router
 * navigation the page's load state is already reached, so waiting for the network proves nothing.
 */
export async function dashboardReady(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Painel de administração' })).toBeVisible();
  await expect(page.locator('.admin-table, .admin-empty:not([aria-busy])').first()).toBeVisible();
}

/** The site path and query of the page, e.g. '/loja?search=gel'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
