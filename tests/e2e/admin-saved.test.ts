// The in-app admin's answer to a save or a delete, in the real built site at phone and desktop
// widths (docs/product.md §6): back on the dashboard after creating or updating, a message says
// so and the item's row is scrolled into view (the form's button is far down the page, and the
// dashboard used to come back scrolled by as much, the new item out of view); a delete says so
// where the owner is. A file of its own: the forms' file is near its time limit on a busy machine.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { signIn } from './admin-session.ts';
import path from 'node:path';
import { ARTIFACTS_DIR } from './config.ts';
import { setupE2E, visit, type ViewportName } from './harness.ts';
import { publishedProducts } from './site-data.ts';

const e2e = setupE2E();

const main = (page: Page) => page.locator('main');

/** The window as the owner sees it (the whole dashboard page would be long and slow to shoot). */
const shoot = (page: Page, name: string, viewport: ViewportName) =>
  page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}-${viewport}.png`), animations: 'disabled' });

/** Whether the whole of `locator`'s box is inside the window (a row or a banner the owner can see). */
async function inWindow(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.height > 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

for (const viewport of ['phone', 'desktop'] as const satisfies readonly ViewportName[]) {
  e2e.test(
    `at ${viewport} width, create, update and delete end with a message and the item in view`,
    { viewport, timeout: 150_000 },
    async ({ page }) => {
      await signIn(page);
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
      await created.waitFor();
      await row('Lima Quokka Visível').waitFor();
      assert.ok(await inWindow(created), 'the creation message is in view');
      assert.ok(await inWindow(row('Lima Quokka Visível')), 'the new row is in view');
      assert.equal(
        await page.evaluate(() =>
          document.activeElement?.closest('tr')?.textContent?.includes('Lima Quokka Visível'),
        ),
        true,
        'the new row has the focus',
      );
      await shoot(page, 'admin-created-in-view', viewport);
      // The message belongs to that save: a reload does not repeat it.
      await page.reload({ waitUntil: 'networkidle' });
      await row('Lima Quokka Visível').waitFor();
      assert.equal(await status('criado com sucesso').count(), 0, 'a reload repeats the message');

      // Update the published product listed last: its row is far below the top of the dashboard.
      const lastName = await main(page)
        .locator('tbody tr')
        .filter({ hasNotText: 'Lima Quokka Visível' })
        .last()
        .locator('.admin-item__name')
        .textContent();
      assert.ok(lastName);
      await main(page)
        .getByRole('link', { name: `Editar ${lastName}`, exact: true })
        .click();
      await page.getByLabel(/^Stock/).fill('77');
      await page.getByRole('button', { name: 'Atualizar Produto' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/dashboard');
      const updated = status(`Produto "${lastName}" atualizado com sucesso.`);
      await updated.waitFor();
      assert.ok(await inWindow(updated), 'the update message is in view');
      assert.ok(await inWindow(row(lastName)), 'the updated row is in view');
      await shoot(page, 'admin-updated-in-view', viewport);

      // Delete, from where the page is scrolled to: the message is in view there.
      await row('Lima Quokka Visível').getByRole('button', { name: 'Eliminar Lima Quokka Visível' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Eliminar', exact: true }).click();
      const deleted = status('Produto "Lima Quokka Visível" eliminado com sucesso.');
      await deleted.waitFor();
      assert.ok(await inWindow(deleted), 'the delete message is in view');
      assert.equal(await row('Lima Quokka Visível').count(), 0);
      await shoot(page, 'admin-deleted-in-view', viewport);
    },
  );
}
