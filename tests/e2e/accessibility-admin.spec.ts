// Accessibility of the in-app admin, the owner's tools (docs/architecture.md, "Accessibility
// checks"): axe-core finds no serious or critical violation on the login (also with its error),
// each dashboard tab, a timed banner, the delete dialog, and the product, course and post forms
// (new, with their errors, edit, preview), at 390 and 1280 px; the delete dialog keeps the focus
// from the page behind and gives it back to its opener; the browser's own confirmations (logout, bulk delete,
// reload) leave the focus on the button that asked. The axe checks run in the phone project and
// resize the window themselves (axe.ts, checkWidths).
import type { Dialog, Locator, Page } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { assertNoneFailing, AxeReport, type AxeFinding } from './support/axe.ts';
import { ADMIN_TEST_LOGIN } from './support/config.ts';
import { dashboardReady, expect, test, visit } from './support/fixtures.ts';
import { assertFocusTrapped, expectFocus } from './support/focus.ts';
import { publishedCourses, publishedPosts } from './support/published-content.ts';
import { pickProduct } from './support/site-data.ts';

const report = new AxeReport();
test.afterAll(() => {
  if (report.checked.length > 0) for (const line of report.lines()) console.log(line);
});

/** The logout question (docs/product.md §2, admin routes). */
const LOGOUT_QUESTION = 'Tem a certeza que quer sair?';
const inStock = pickProduct('product with stock', (p) => p.stock >= 2);
const firstCourse = publishedCourses()[0];
const firstPost = publishedPosts()[0];

test.describe('axe', () => {
  // axe runs in the pages with their CSP ignored (see axe.ts).
  test.use({ bypassCSP: true });
  test.beforeEach(() => test.setTimeout(180_000));

  // The login first, then (signed in with the right password) the dashboard: one page.
  test('axe: the admin login, and with its error; each dashboard tab, a timed banner and the delete dialog', async ({
    page,
  }) => {
    const failing: AxeFinding[] = [];
    await visit(page, paths.adminLogin.getHref());
    failing.push(...(await report.checkWidths(page, '/admin/login')));
    await page.getByLabel('Utilizador').fill(ADMIN_TEST_LOGIN.username);
    await page.getByLabel('Palavra-passe', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Credenciais inválidas. Tente novamente.')).toBeVisible();
    failing.push(...(await report.checkWidths(page, '/admin/login with its error')));

    await page.getByLabel('Palavra-passe', { exact: true }).fill(ADMIN_TEST_LOGIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/dashboard');
    await dashboardReady(page);
    for (const tab of ['products', 'training', 'blog'] as const) {
      await visit(page, paths.adminDashboard.getHref(tab));
      await dashboardReady(page);
      failing.push(...(await report.checkWidths(page, `dashboard ${tab}`)));
    }

    // A timed banner (export), and the delete dialog.
    await visit(page, paths.adminDashboard.getHref('products'));
    await dashboardReady(page);
    await page.getByRole('button', { name: 'Exportar' }).click();
    await expect(page.getByRole('status').filter({ hasText: /exportad/i })).toBeVisible();
    failing.push(
      ...(await report.checkWidths(page, 'dashboard export banner', { include: '.admin-banner' })),
    );
    await page
      .locator('tbody')
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    failing.push(...(await report.checkWidths(page, 'delete dialog', { include: 'dialog[open]' })));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    assertNoneFailing(failing);
  });

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
  // The three forms one after another in one page: the same steps for each.
  test('axe: the product, course and post forms, new, with their errors, edit and preview', async ({
    admin: page,
  }) => {
    const failing: AxeFinding[] = [];
    const main = page.locator('main');
    for (const form of forms) {
      await visit(page, form.create);
      await expect(main.locator('form')).toBeVisible();
      failing.push(...(await report.checkWidths(page, `${form.name} form, new`)));
      await main.locator('button[type="submit"]').click();
      await expect(main.locator('.field__error').first()).toBeVisible();
      failing.push(...(await report.checkWidths(page, `${form.name} form with its errors`)));
      await visit(page, form.edit);
      await expect(main.locator('form')).toBeVisible();
      failing.push(...(await report.checkWidths(page, `${form.name} form, edit`)));
      const preview = main.getByRole('button', { name: 'Pré-visualizar' });
      if ((await preview.count()) > 0) {
        await preview.first().click();
        await expect(main.getByRole('button', { name: 'Editar' }).first()).toBeVisible();
        failing.push(...(await report.checkWidths(page, `${form.name} form, preview`)));
      }
    }
    assertNoneFailing(failing);
  });
});

/** The next browser dialog (confirm, alert), dismissed; resolves to its type and message. */
function nextBrowserDialog(page: Page, what: string): Promise<{ type: string; message: string }> {
  return new Promise((resolve, reject) => {
    // A question that never comes fails here, with its name, rather than at the test's timeout.
    const timer = setTimeout(() => {
      page.off('dialog', onDialog);
      reject(new Error(`${what} asked no confirmation within 10 s`));
    }, 10_000);
    const onDialog = (dialog: Dialog) => {
      clearTimeout(timer);
      resolve({ type: dialog.type(), message: dialog.message() });
      void dialog.dismiss();
    };
    page.once('dialog', onDialog);
  });
}

/**
 * The delete dialog keeps Tab from the page behind and gives the focus back to its opener (Escape
 * and Cancelar).
 */
async function deleteDialogFocus(page: Page) {
  const opener = page
    .locator('tbody')
    .getByRole('button', { name: /^Eliminar / })
    .first();
  const dialog = page.getByRole('dialog');
  for (const close of ['Escape', 'Cancelar'] as const) {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expectFocus(page, dialog.getByRole('button', { name: 'Cancelar' }), 'Cancelar, the safe choice');
    await assertFocusTrapped(page, dialog, 'delete dialog');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Cancelar' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    await expectFocus(page, opener, `the row's Eliminar button (closed by ${close})`);
  }
}

/**
 * Presses Enter on `button`, which asks the browser's confirmation: the question is `type`
 * (and `message`, when given), and once it is dismissed the focus is back on the button.
 */
async function confirmKeepsFocus(page: Page, button: Locator, what: string, message?: string) {
  await button.focus();
  await expect(button, `${what} has the focus`).toBeFocused();
  const asked = nextBrowserDialog(page, what);
  await page.keyboard.press('Enter');
  const dialog = await asked;
  expect(dialog.type).toBe('confirm');
  if (message !== undefined) expect(dialog.message).toBe(message);
  await expectFocus(page, button, `${what} after the confirmation was dismissed`);
}

/**
 * The browser's confirmations (logout, bulk delete, reload) leave the focus on the button that
 * asked. Deletes a row: the last case of its page.
 */
async function browserConfirmationsFocus(page: Page) {
  await confirmKeepsFocus(page, page.getByRole('button', { name: 'Sair' }), 'Sair', LOGOUT_QUESTION);

  // Select a row with Space, then the bulk delete.
  await page.locator('tbody').getByRole('checkbox').first().focus();
  await page.keyboard.press('Space');
  const bulk = page.getByRole('button', { name: 'Eliminar selecionados (1)' });
  await confirmKeepsFocus(page, bulk, 'the bulk delete button');

  // The reload asks only when a local copy exists: make one by deleting a row.
  await page
    .locator('tbody')
    .getByRole('button', { name: /^Eliminar / })
    .first()
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await confirmKeepsFocus(page, page.getByRole('button', { name: 'Recarregar' }), 'Recarregar');
}

// The two keyboard cases on one dashboard: the first leaves it as it found it.
test(
  "the delete dialog keeps Tab from the page behind and gives the focus back; the browser's confirmations leave it on the button that asked",
  { tag: '@desktop' },
  async ({ admin: page }) => {
    test.setTimeout(120_000); // many key presses, on a busy machine
    await test.step('the delete dialog (Escape and Cancelar)', () => deleteDialogFocus(page));
    await test.step("the browser's confirmations (logout, bulk delete, reload)", () =>
      browserConfirmationsFocus(page));
  },
);
