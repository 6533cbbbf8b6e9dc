// The in-app admin's answer to a save or a delete, in the real built site at phone and desktop
// widths (docs/product.md §6): back on the dashboard after creating or updating, a message says
// so and the item's row is scrolled into view (the form's button is far down the page, and the
// dashboard used to come back scrolled by as much, the new item out of view); a delete says so
// where the owner is. The saving itself is tested in src/features/in-app-admin/product-form.test.tsx and
// the messages' words in src/lib/in-app-admin/admin-dashboard.test.ts; here what only a browser shows: the
// scroll position, what is in the window, the focus, a reload.
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR } from './support/config.ts';
import { expect, test, visit } from './support/fixtures.ts';
import { publishedProducts } from './support/site-data.ts';

const main = (page: Page) => page.locator('main');

/** The window as the owner sees it (the whole dashboard page would be long and slow to shoot). */
const shoot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${project}.png`), animations: 'disabled' });

/** Whether the whole of `locator`'s box is inside the window (a row or a banner the owner can see). */
async function inWindow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

test(
  'at phone and desktop widths, create, update and delete end with a message and the item in view',
  { tag: '@both' },
  async ({ admin: page }, testInfo) => {
    test.setTimeout(120_000);
    const viewport = testInfo.project.name;
    const products = publishedProducts();
    const image = products[0]!.images[0]!;
    const status = (text: string) => page.getByRole('status').filter({ hasText: text });
    const row = (name: string) =>
      main(page)
        .getByRole('row')
        .filter({ has: page.getByRole('button', { name: `Eliminar ${name}`, exact: true }) });

    // Create: the form's button is far down the page; back on the dashboard, the new row is shown.
    await visit(page, '/admin/products/new');
    await page.getByLabel(/^Nome/).fill('Lima Quokka Visível');
    await page.getByLabel(/^Descrição/).fill('Uma lima criada no painel.');
    await page.getByLabel(/^Preço \(€\)/).fill('4.5');
    await page.getByLabel(/^Categoria/).selectOption({ index: 1 });
    await page.getByLabel(/^Imagens/).fill(image);
    await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await page.getByRole('button', { name: 'Criar Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    const created = status('Produto "Lima Quokka Visível" criado com sucesso.');
    await expect(created).toBeVisible();
    await expect(row('Lima Quokka Visível')).toBeVisible();
    await expect.poll(() => inWindow(created), { message: 'the creation message is in view' }).toBe(true);
    await expect
      .poll(() => inWindow(row('Lima Quokka Visível')), { message: 'the new row is in view' })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            document.activeElement?.closest('tr')?.textContent?.includes('Lima Quokka Visível'),
          ),
        { message: 'the new row has the focus' },
      )
      .toBe(true);
    await shoot(page, 'admin-created-in-view', viewport);
    // The message belongs to that save: a reload does not repeat it.
    await page.reload();
    await expect(row('Lima Quokka Visível')).toBeVisible();
    await expect(status('criado com sucesso'), 'a reload repeats the message').toHaveCount(0);

    // Update the published product listed last: its row is far below the top of the dashboard.
    const lastName = await main(page)
      .locator('tbody tr')
      .filter({ hasNotText: 'Lima Quokka Visível' })
      .last()
      .locator('.admin-item__name')
      .textContent();
    expect(lastName).toBeTruthy();
    if (!lastName) return;
    await main(page)
      .getByRole('link', { name: `Editar ${lastName}`, exact: true })
      .click();
    await page.getByLabel(/^Stock/).fill('77');
    await page.getByRole('button', { name: 'Atualizar Produto' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/dashboard');
    const updated = status(`Produto "${lastName}" atualizado com sucesso.`);
    await expect(updated).toBeVisible();
    await expect.poll(() => inWindow(updated), { message: 'the update message is in view' }).toBe(true);
    await expect.poll(() => inWindow(row(lastName)), { message: 'the updated row is in view' }).toBe(true);
    await shoot(page, 'admin-updated-in-view', viewport);

    // Delete, from where the page is scrolled to: the message is in view there.
    await row('Lima Quokka Visível').getByRole('button', { name: 'Eliminar Lima Quokka Visível' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
    const deleted = status('Produto "Lima Quokka Visível" eliminado com sucesso.');
    await expect(deleted).toBeVisible();
    await expect.poll(() => inWindow(deleted), { message: 'the delete message is in view' }).toBe(true);
    await expect(row('Lima Quokka Visível')).toHaveCount(0);
    await shoot(page, 'admin-deleted-in-view', viewport);
  },
);
