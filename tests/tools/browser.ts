// What the screenshot tools (not tests) share: the test build in dist/ served like the production
// host, Debian's Chromium, and a context like the browser tests' (Portuguese, Lisbon time, reduced
// motion, a returning visitor whose cookie choice is stored).
import { mkdir } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { readNetlifyRules } from '../../scripts/lib/netlify-headers.ts';
import { createStaticServer } from '../../scripts/lib/static-server.ts';
import {
  ARTIFACTS_DIR,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  DIST_DIR,
  HOST,
  ROOT_DIR,
  SITE_PORT,
  SITE_URL,
  VIEWPORTS,
  type ViewportName,
} from '../e2e/config.ts';

/** Serves dist/ on the test site's port, with netlify.toml's redirects and headers. */
export function startSite(): Promise<Server> {
  const server = createStaticServer(DIST_DIR, readNetlifyRules(path.join(ROOT_DIR, 'netlify.toml')));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(SITE_PORT, HOST, () => resolve(server));
  });
}

export function stopServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

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
  await context.addInitScript(() => {
    const choice = {
      essential: true,
      analytics: false,
      marketing: false,
      timestamp: new Date().toISOString(),
    };
    window.localStorage.setItem('cookie_consent', JSON.stringify(choice));
    window.localStorage.setItem('newsletter_popup_closed', 'true');
  });
  return context;
}

/** Writes a full-page screenshot to tests/e2e/artifacts/<name>-<viewport>.png; returns its path. */
export async function screenshot(page: Page, name: string, viewport: ViewportName): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name}-${viewport}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
