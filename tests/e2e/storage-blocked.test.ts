// Storage that refuses (docs/architecture.md, "Local storage"): a browser in private mode or
// with a full quota throws on every write, and one whose privacy settings block storage throws
// as soon as the page touches it. The site keeps working: the cart lives in memory for the
// visit, across client-side navigation, and the checkout goes through.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import { assertBuiltForWebhookTests, setupE2E, visit, type RecordingSink } from './harness.ts';
import { pickProduct, unitPrice } from './site-data.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

const product = pickProduct('cheap product with stock', (p) => p.stock >= 3 && unitPrice(p) < 50);

/** Adds the product, follows the header's cart link (client-side) and buys, picking it up. */
async function buyWithoutStorage(page: Page, sink: RecordingSink): Promise<void> {
  await visit(page, `/loja/produto/${product.id}`);
  // With the cookie choice unreadable the banner asks for it: answered like a visitor would.
  const reject = page.getByRole('button', { name: 'Rejeitar Opcionais' });
  const main = page.locator('main');
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  await main.getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  const badge = page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true });
  await badge.waitFor();
  if (await reject.isVisible()) await reject.click();

  await badge.click();
  await page.waitForURL('**/carrinho');
  await main.getByRole('link', { name: product.name }).first().waitFor();
  await main.getByRole('link', { name: 'Finalizar Compra' }).click();
  await page.waitForURL('**/checkout');

  await main.getByRole('textbox', { name: 'Nome completo', exact: true }).fill('Rita Privada');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill('rita.privada@example.com');
  await main.getByRole('textbox', { name: 'Telefone', exact: true }).fill('912345678');
  await main.getByRole('radio', { name: /Levantamento na loja/ }).check();
  await main.getByRole('radio', { name: 'Transferência Bancária' }).check();
  await main.getByRole('checkbox', { name: /Li e aceito/ }).check();
  if (await reject.isVisible()) await reject.click();
  await main.getByRole('button', { name: 'Finalizar Encomenda' }).click();
  await page.getByRole('heading', { name: 'Encomenda Concluída com Sucesso!' }).waitFor({ timeout: 15_000 });

  const body = (await sink.waitForSubmission(
    'checkout',
    (b) => (b as { customerName?: string }).customerName === 'Rita Privada',
    15_000,
  )) as { cartItems: { productId: number; quantity: number }[] };
  assert.deepEqual(
    body.cartItems.map((item) => [item.productId, item.quantity]),
    [[product.id, 1]],
  );
}

e2e.test(
  'with storage that throws on every write (private mode, full quota), the cart holds for the visit and the order goes through',
  async ({ page, context, sink }) => {
    // As text: the test runner's compiler would add helpers to a function that the page lacks.
    await context.addInitScript({
      content: `Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };`,
    });
    await buyWithoutStorage(page, sink);
    assert.equal(await page.evaluate(() => localStorage.getItem('cart')), null);
  },
);

e2e.test(
  'with storage that throws as soon as it is touched (blocked by the privacy settings), the site still sells',
  async ({ page, context, sink }) => {
    await context.addInitScript({
      content: `Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Access is denied for this document.', 'SecurityError');
        },
      });`,
    });
    await buyWithoutStorage(page, sink);
  },
);
