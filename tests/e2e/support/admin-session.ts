// Signing in to the in-app admin the way the owner does, with the test build's credentials.
import type { Page } from '@playwright/test';
import { ADMIN_TEST_LOGIN } from './config.ts';
import { visit } from './fixtures.ts';

export async function signIn(page: Page): Promise<void> {
  await visit(page, '/admin/login');
  await page.getByLabel('Utilizador').fill(ADMIN_TEST_LOGIN.username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN_TEST_LOGIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/dashboard');
  await dashboardReady(page);
}

/**
 * Waits until the dashboard shows its list (a table or the empty state). After a router
 * navigation the page's load state is already reached, so waiting for the network proves nothing.
 */
export async function dashboardReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Painel de administração' }).waitFor();
  await page.locator('.admin-table, .admin-empty:not([aria-busy])').first().waitFor();
}
