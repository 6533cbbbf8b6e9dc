// Signing in to the in-app admin the way the owner does, with the test build's credentials.
import type { Page } from 'playwright-core';
import { ADMIN_TEST_LOGIN } from './config.ts';
import { visit } from './harness.ts';

export async function signIn(page: Page): Promise<void> {
  await visit(page, '/admin/login');
  await page.getByLabel('Utilizador').fill(ADMIN_TEST_LOGIN.username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN_TEST_LOGIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.waitForLoadState('networkidle');
}
