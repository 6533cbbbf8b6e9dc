// Pages whose own timers (the cookie banner's and the newsletter popup's delays) are driven by the
// test with Playwright's page.clock instead of waited for.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SITE_URL, VIEWPORTS } from './config.ts';

/**
 * Installs the page's clock (before the first page.goto), opens `sitePath` and waits until React
 * has hydrated the page. The clock's time still flows; the test moves it on with runFor.
 */
export async function visitWithClock(page: Page, sitePath: string): Promise<void> {
  await page.clock.install();
  await page.goto(sitePath);
  await waitForReact(page);
}

/**
 * Waits until React owns the page's <main> (it keeps its fiber on each node it hydrated). With
 * the page's clock installed the `app-hydrated` mark that `visit` waits for is out of sight (the
 * fake `performance` holds no entries), so this is the sign instead.
 */
export async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('#root main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { polling: 100 },
  );
}

/** Moves the page's clock on, a second at a time, until `locator` shows. */
export async function runClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(1_000);
    await expect(locator).toBeVisible({ timeout: 500 });
  }).toPass();
}

/**
 * A later visit to `sitePath` with what `context` has stored (its local storage), in a new
 * context with its own clock. (A reload in a context whose clock has been moved on does not
 * hydrate again: the clock replays its moves into the new document.) `watch` gets the new page,
 * for the console gate (fixtures.ts' `log.watch`). Close the returned context when done.
 */
export async function revisitWithClock(
  browser: Browser,
  context: BrowserContext,
  sitePath: string,
  watch: (page: Page) => void,
): Promise<{ later: BrowserContext; page: Page }> {
  const later = await browser.newContext({
    baseURL: SITE_URL,
    storageState: await context.storageState(),
    viewport: VIEWPORTS.phone,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await later.newPage();
  watch(page);
  await visitWithClock(page, sitePath);
  return { later, page };
}
