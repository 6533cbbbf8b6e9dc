// The browser tests (tests/e2e/*.spec.ts): Playwright Test driving Debian's Chromium (its headless
// shell: tests/e2e/support/config.ts), which needs no browser download. `npm run test:e2e` runs
// them; tests/README.md says how to run one test, one file or one width.
//
// Two projects by width: `phone` (390×844) runs every test not tagged `@desktop`; `desktop`
// (1280×800) runs the tests tagged `@desktop` (that width only) or `@both` (both widths). A test
// that needs another width sets it with `test.use({ viewport })`. A third, `npm-start`, holds the
// one test of `npm start` (see below). The workers share the static site server started by
// global-setup.ts; each has its own webhook sink (tests/e2e/support/fixtures.ts).
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  SITE_URL,
  TEST_CHROMIUM_PATH,
  VIEWPORTS,
} from './tests/e2e/support/config.ts';

// One worker more than the cores: a browser test waits (for the network, the sink, a time limit)
// about a quarter of its time, which left a core idle a quarter of the run with one worker per core.
// Measured on the two-core machine, the whole run: 2 workers 273 s (74% of the CPU busy), 3 workers
// 237 s (88%), 4 workers 227 s (92%); one more than the cores keeps the time limits' margins.
const workers = Number(process.env.E2E_WORKERS) || availableParallelism() + 1;

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: `${ARTIFACTS_DIR}/results`,
  fullyParallel: true,
  workers,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['junit', { outputFile: `${ARTIFACTS_DIR}/junit.xml` }]] : 'list',
  use: {
    baseURL: SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 },
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    screenshot: { mode: 'only-on-failure', fullPage: true },
    // A trace of every test (kept for failed ones) costs about a quarter more time: on request.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
  },
  // The workers take tests in the order of this list, then of file names. `npm start`'s test is
  // its own project, listed first: it takes minutes, and started last it would run alone at the
  // end while the other worker waits. It is an owner's, on a laptop's width.
  projects: [
    {
      name: 'npm-start',
      testMatch: 'npm-start.spec.ts',
      use: { viewport: VIEWPORTS.desktop, screen: VIEWPORTS.desktop },
    },
    {
      name: 'phone',
      testIgnore: 'npm-start.spec.ts',
      grepInvert: /@desktop\b/,
      use: { viewport: VIEWPORTS.phone, screen: VIEWPORTS.phone },
    },
    {
      name: 'desktop',
      testIgnore: 'npm-start.spec.ts',
      grep: /@desktop\b|@both\b/,
      use: { viewport: VIEWPORTS.desktop, screen: VIEWPORTS.desktop },
    },
  ],
});
