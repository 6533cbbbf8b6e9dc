// Pages whose own timers (the cookie banner's and the newsletter popup's delays) are driven by the
// test with Playwright's page.clock instead of waited for.
import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { SITE_URL, VIEWPORTS } from './config.ts';
import { flagHydration, visit } from './fixtures.ts';

/**
 * Installs the page's clock (before the first page.goto), opens `sitePath` and waits until the
 * app has hydrated (fixtures.ts' visit()). The clock's time still flows; the test moves it on with
 * runFor.
 */
export async function visitWithClock(page: Page, sitePath: string): Promise<void> {
  await page.clock.install();
  await visit(page, sitePath);
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
  await flagHydration(later);
  const page = await later.newPage();
  watch(page);
  await visitWithClock(page, sitePath);
  return { later, page };
}
