// Accessibility of the in-app admin, the owner's tools (docs/architecture.md, "Accessibility
// checks"): axe-core finds no serious or critical violation on the login (also with its error),
// each dashboard tab, a timed banner, the delete dialog, and the product, course and post forms
// (new, with their errors, edit, preview), at 390 and 1280 px; the delete dialog keeps the focus
// inside and gives it back to its opener; the browser's own confirmations (logout, bulk delete,
// reload) leave the focus on the button that asked.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Dialog, Page } from 'playwright-core';
import { paths } from '../../src/lib/paths.ts';
import { dashboardReady, signIn } from './admin-session.ts';
import { assertNoneFailing, AxeReport, type AxeFinding } from './axe.ts';
import { ADMIN_TEST_LOGIN } from './config.ts';
import { assertFocusTrapped, expectFocus } from './focus.ts';
import { setupE2E, visit } from './harness.ts';
import { publishedCourses, publishedPosts } from './published-content.ts';
import { pickProduct } from './site-data.ts';

const e2e = setupE2E();
const report = new AxeReport();
after(() => {
  for (const line of report.lines()) console.log(line);
});

/** axe is injected as a script, which the pages' CSP refuses (see axe.ts). */
const AXE = { bypassCSP: true, timeout: 240_000 } as const;
/** The logout question (docs/product.md §2, admin routes). */
const LOGOUT_QUESTION = 'Tem a certeza que quer sair?';
const inStock = pickProduct('product with stock', (p) => p.stock >= 2);
const firstCourse = publishedCourses()[0];
const firstPost = publishedPosts()[0];

e2e.test('axe: every screen and dialog of the in-app admin', AXE, async ({ page }) => {
  const failing: AxeFinding[] = [];
  const main = page.locator('main');

  // Login, then with its error.
  await visit(page, paths.adminLogin.getHref());
  failing.push(...(await report.checkWidths(page, '/admin/login')));
  await page.getByLabel('Utilizador').fill(ADMIN_TEST_LOGIN.username);
  await page.getByLabel('Palavra-passe', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Credenciais inválidas. Tente novamente.').waitFor();
  failing.push(...(await report.checkWidths(page, '/admin/login with its error')));

  await signIn(page);
  for (const tab of ['products', 'training', 'blog'] as const) {
    await visit(page, paths.adminDashboard.getHref(tab));
    await dashboardReady(page);
    failing.push(...(await report.checkWidths(page, `dashboard ${tab}`)));
  }

  // A timed banner (export), and the delete dialog.
  await visit(page, paths.adminDashboard.getHref('products'));
  await dashboardReady(page);
  await page.getByRole('button', { name: 'Exportar' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /exportad/i })
    .waitFor();
  failing.push(...(await report.checkWidths(page, 'dashboard export banner', { include: '.admin-banner' })));
  await page
    .locator('tbody')
    .getByRole('button', { name: /^Eliminar / })
    .first()
    .click();
  await page.getByRole('dialog').waitFor();
  failing.push(...(await report.checkWidths(page, 'delete dialog', { include: '[role="dialog"]' })));
  await page.getByRole('button', { name: 'Cancelar' }).click();

  // The forms: new (and with their errors), edit, and the Markdown preview.
  const forms = [
    {
      name: 'product',
      create: paths.adminProductNew.getHref(),
      edit: paths.adminProductEdit.getHref(inStock.id),
    },
    {
      name: 'course',
      create: paths.adminCourseNew.getHref(),
      edit: paths.adminCourseEdit.getHref(firstCourse?.id ?? 0),
    },
    {
      name: 'post',
      create: paths.adminPostNew.getHref(),
      edit: paths.adminPostEdit.getHref(firstPost?.id ?? 0),
    },
  ];
  for (const form of forms) {
    await visit(page, form.create);
    await main.locator('form').waitFor();
    failing.push(...(await report.checkWidths(page, `${form.name} form, new`)));
    await main.locator('button[type="submit"]').click();
    await main.locator('.field__error').first().waitFor();
    failing.push(...(await report.checkWidths(page, `${form.name} form with its errors`)));
    await visit(page, form.edit);
    await main.locator('form').waitFor();
    failing.push(...(await report.checkWidths(page, `${form.name} form, edit`)));
    const preview = main.getByRole('button', { name: 'Pré-visualizar' });
    if ((await preview.count()) > 0) {
      await preview.first().click();
      await main.getByRole('button', { name: 'Editar' }).first().waitFor();
      failing.push(...(await report.checkWidths(page, `${form.name} form, preview`)));
    }
  }
  assertNoneFailing(failing);
});

/** The next browser dialog (confirm, alert), dismissed; resolves to its type and message. */
function nextBrowserDialog(page: Page): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog: Dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    });
  });
}

e2e.test(
  'the delete dialog keeps Tab inside and gives the focus back to its opener (Escape and Cancelar)',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    const opener = page
      .locator('tbody')
      .getByRole('button', { name: /^Eliminar / })
      .first();
    const dialog = page.getByRole('dialog');
    for (const close of ['Escape', 'Cancelar'] as const) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await dialog.waitFor();
      await expectFocus(page, dialog.getByRole('button', { name: 'Cancelar' }), 'Cancelar, the safe choice');
      await assertFocusTrapped(page, dialog, 'delete dialog');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await dialog.getByRole('button', { name: 'Cancelar' }).press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await expectFocus(page, opener, `the row's Eliminar button (closed by ${close})`);
    }
  },
);

e2e.test(
  "the browser's confirmations (logout, bulk delete, reload) leave the focus on the button that asked",
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);

    const logout = page.getByRole('button', { name: 'Sair' });
    await logout.focus();
    const asked = nextBrowserDialog(page);
    await page.keyboard.press('Enter');
    assert.deepEqual(await asked, { type: 'confirm', message: LOGOUT_QUESTION });
    await expectFocus(page, logout, 'Sair after the confirmation was dismissed');

    // Select a row with Space, then the bulk delete.
    await page.locator('tbody').getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    const bulk = page.getByRole('button', { name: 'Eliminar selecionados (1)' });
    await bulk.focus();
    const bulkAsked = nextBrowserDialog(page);
    await page.keyboard.press('Enter');
    assert.equal((await bulkAsked).type, 'confirm');
    await expectFocus(page, bulk, 'the bulk delete button after the confirmation was dismissed');

    // The reload asks only when a local copy exists: make one by deleting a row.
    await page
      .locator('tbody')
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const reload = page.getByRole('button', { name: 'Recarregar' });
    await reload.focus();
    const reloadAsked = nextBrowserDialog(page);
    await page.keyboard.press('Enter');
    assert.equal((await reloadAsked).type, 'confirm');
    await expectFocus(page, reload, 'Recarregar after the confirmation was dismissed');
  },
);
