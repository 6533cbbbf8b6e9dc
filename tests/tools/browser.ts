// What the screenshot tools (not tests) share: the test build in dist/ served like the production
// host, Debian's Chromium, and a context like the browser tests' (Portuguese, Lisbon time, reduced
// motion, a returning visitor whose cookie choice is stored).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  SITE_URL,
  VIEWPORTS,
  type ViewportName,
} from '../e2e/support/config.ts';
import { storeEarlierVisit } from '../e2e/support/returning-visitor.ts';

export { serveSite as startSite, stopSite as stopServer } from '../e2e/support/site-server.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export async function newSiteContext(browser: Browser, viewportName: ViewportName): Promise<BrowserContext> {
  const viewport = VIEWPORTS[viewportName];
  const context = await browser.newContext({
    baseURL: SITE_URL,
    viewport,
    screen: viewport,
    deviceScaleFactor: 1,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  await storeEarlierVisit(context);
  return context;
}

/** Writes a full-page screenshot to tests/e2e/artifacts/<name>-<viewport>.png; returns its path. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
