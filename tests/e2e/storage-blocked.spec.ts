// Storage that refuses (docs/architecture.md, "Local storage"): a browser in private mode or
// with a full quota throws on every write, and one whose privacy settings block storage throws
// as soon as the page touches it. The site keeps working: the cart lives in memory for the
// visit, across client-side navigation, and the checkout goes through.
import type { Page } from '@playwright/test';
import { expect, test, visit, type RecordingSink } from './support/fixtures.ts';
import { pickProduct, unitPrice } from './support/site-data.ts';

const product = pickProduct('cheap product with stock', (p) => p.stock >= 3 && unitPrice(p) < 50);

/**
 * Adds the product, follows the header's cart link (client-side) and buys, picking it up.
 * `bannerShows`: whether the cookie banner asks for a choice (it does when the stored one cannot
 * be read); it is answered like a visitor would, 2 s after the page opened.
 */
async function buyWithoutStorage(page: Page, sink: RecordingSink, bannerShows: boolean): Promise<void> {
  await page.clock.install();
  await visit(page, `/loja/produto/${product.id}`);
  const reject = page.getByRole('button', { name: 'Rejeitar Opcionais' });
  await page.clock.fastForward(2_100);
  if (bannerShows) await reject.click();
  await expect(reject).toBeHidden();

  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await main.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  const badge = page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true });
  await expect(badge).toBeVisible();

  await badge.click();
  await page.waitForURL('**/carrinho');
  await expect(main.getByRole('link', { name: product.name }).first()).toBeVisible();
  await main.getByRole('link', { name: 'Finalizar Compra' }).click();
  await page.waitForURL('**/checkout');

  await main.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Rita Privada');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill('rita.privada@example.com');
  await main.getByRole('textbox', { name: 'Telefone', exact: true }).fill('912345678');
  await main.getByRole('radio', { name: /Levantamento na loja/ }).check();
  await main.getByRole('radio', { name: 'Transferência Bancária' }).check();
  await main.getByRole('checkbox', { name: /Li e aceito/ }).check();
  await main.getByRole('button', { name: 'Finalizar Encomenda' }).click();
  await expect(page.getByRole('heading', { name: 'Encomenda Concluída com Sucesso!' })).toBeVisible({
    timeout: 15_000,
  });

  const body = (await sink.waitForSubmission(
    'checkout',
    (b) => (b as { customerName?: string }).customerName === 'Rita Privada',
    15_000,
  )) as { cartItems: { productId: number; quantity: number }[] };
  expect(body.cartItems.map((item) => [item.productId, item.quantity])).toEqual([[product.id, 1]]);
}

test('with storage that throws on every write (private mode, full quota), the cart holds for the visit and the order goes through', async ({
  page,
  context,
  sink,
}) => {
  // As text: the test runner's compiler would add helpers to a function that the page lacks.
  await context.addInitScript({
    content: `Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };`,
  });
  // The fixture stored a cookie choice before the patch: reading it works, so no banner.
  await buyWithoutStorage(page, sink, false);
  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBeNull();
});

test('with storage that throws as soon as it is touched (blocked by the privacy settings), the site still sells', async ({
  page,
  context,
  sink,
}) => {
  await context.addInitScript({
    content: `Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });`,
  });
  await buyWithoutStorage(page, sink, true);
});
