// `npm run screenshots:admin`: screenshots of the in-app admin in the built site (dist/, a test
// build: it signs in with the test credentials) at 1280×800 and 390×844, into
// tests/e2e/artifacts/admin-<page>-<viewport>.png: the login, each dashboard tab, the delete dialog.
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { dashboardReady, signIn } from '../e2e/support/admin-session.ts';
import { ARTIFACTS_DIR, ROOT_DIR, type ViewportName } from '../e2e/support/config.ts';
import { visit } from '../e2e/support/fixtures.ts';
import { launchChromium, newSiteContext, screenshot, startSite, stopServer } from './browser.ts';

/** `window`: only what is on screen (a dialog over a scrolled page), not the full page. */
type Shot = { name: string; signedIn: boolean; window?: boolean; open: (page: Page) => Promise<void> };

const dashboardTab = (tab: 'products' | 'training' | 'blog') => async (page: Page) => {
  await visit(page, paths.adminDashboard.getHref(tab));
  await dashboardReady(page);
};

const SHOTS: Shot[] = [
  {
    name: 'admin-login',
    signedIn: false,
    open: async (page) => {
      await visit(page, paths.adminLogin.getHref());
    },
  },
  {
    name: 'admin-login-erro',
    signedIn: false,
    open: async (page) => {
      await visit(page, paths.adminLogin.getHref());
      await page.getByLabel('Utilizador').fill('alguem');
      await page.getByLabel('Palavra-passe', { exact: true }).fill('errada');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('alert').waitFor();
    },
  },
  { name: 'admin-produtos', signedIn: true, open: dashboardTab('products') },
  { name: 'admin-formacoes', signedIn: true, open: dashboardTab('training') },
  { name: 'admin-blog', signedIn: true, open: dashboardTab('blog') },
  {
    name: 'admin-eliminar',
    signedIn: true,
    window: true,
    open: async (page) => {
      await dashboardTab('training')(page);
      await page
        .locator('tbody')
        .getByRole('button', { name: /^Eliminar / })
        .first()
        .click();
      await page.getByRole('dialog').waitFor();
    },
  },
];

const VIEWPORTS: ViewportName[] = ['desktop', 'phone'];

async function main() {
  const site = await startSite();
  const browser = await launchChromium();
  let failures = 0;
  try {
    for (const viewport of VIEWPORTS) {
      for (const shot of SHOTS) {
        const context = await newSiteContext(browser, viewport);
        try {
          const page = await context.newPage();
          // A full page of 70-odd rows takes a while to capture on a busy machine.
          page.setDefaultTimeout(30_000);
          if (shot.signedIn) await signIn(page);
          await shot.open(page);
          const file = shot.window
            ? path.join(ARTIFACTS_DIR, `${shot.name}-${viewport}.png`)
            : await screenshot(page, shot.name, viewport);
          if (shot.window) await page.screenshot({ path: file, animations: 'disabled' });
          console.log(path.relative(ROOT_DIR, file));
        } catch (error) {
          failures += 1;
          console.error(
            `FAILED ${shot.name} (${viewport}): ${error instanceof Error ? error.message : String(error)}`,
          );
        } finally {
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stopServer(site);
  }
  if (failures > 0) process.exit(1);
}

await main();
