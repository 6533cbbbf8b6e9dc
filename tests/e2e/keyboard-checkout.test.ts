// Buying with the keyboard alone (docs/architecture.md, "Accessibility checks"): from a product
// page, with only Tab, Shift+Tab, Enter, Space and the arrow keys, a visitor adds the product to
// the cart, reaches the cart and the checkout, fills every field, chooses delivery and payment in
// their radio groups with the arrows, accepts the terms and places the order; the confirmation
// takes the focus. Every element the focus lands on must show a focus indicator.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { paths } from '../../src/lib/paths.ts';
import { assertFocusVisible, describeFocus, expectFocus, hasFocus } from './focus.ts';
import { assertBuiltForWebhookTests, pathOf, setupE2E, visit } from './harness.ts';
import { pickProduct } from './site-data.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

const product = pickProduct('product with stock', (p) => p.stock >= 2);

/** More than any page of the site needs to reach a control by Tab. */
const MAX_PRESSES = 120;

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking at every step that the
 * focused element shows a focus indicator. Returns the number of presses.
 */
async function tabTo(page: Page, target: Locator, what: string, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 1; presses <= MAX_PRESSES; presses += 1) {
    await page.keyboard.press(key);
    const focused = await describeFocus(page);
    if (focused !== '<body>') await assertFocusVisible(page, `${key} towards ${what}`);
    if (await hasFocus(target)) return presses;
  }
  return assert.fail(`${what} was not reached with ${MAX_PRESSES} × ${key} (${await describeFocus(page)})`);
}

/** Tabs to a text field and types into it. */
async function fill(page: Page, field: Locator, label: string, text: string) {
  await tabTo(page, field, label);
  await page.keyboard.type(text);
  assert.equal(await field.inputValue(), text, `${label} holds what was typed`);
}

const buyer = {
  name: 'Teresa Teclado',
  email: 'teresa.teclado@example.com',
  phone: '912345678',
  address: 'Rua do Teclado, 1',
  postalCode: '4750-123',
  city: 'Barcelos',
  mbway: '961234567',
  notes: 'Sem rato.',
};

// At desktop width, where keyboard users are; both widths' layouts are axe's (accessibility.test.ts).
e2e.test(
  'the checkout can be completed with the keyboard alone',
  { viewport: 'desktop' },
  async ({ page, sink }) => {
    await visit(page, paths.product.getHref(product.id));
    const main = page.locator('main');

    await tabTo(page, main.getByRole('button', { name: 'Adicionar ao Carrinho' }), 'Adicionar ao Carrinho');
    await page.keyboard.press('Enter');
    const cartLink = page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true });
    await cartLink.waitFor();

    // Back up to the header's cart link.
    await tabTo(page, cartLink, 'the header cart link', 'Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${paths.cart.getHref()}`);
    const toCheckout = page.getByRole('link', { name: 'Finalizar Compra' });
    await toCheckout.waitFor();
    await tabTo(page, toCheckout, 'Finalizar Compra');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${paths.checkout.getHref()}`);

    const checkout = page.locator('main form');
    const text = (name: string | RegExp) =>
      checkout.getByRole('textbox', { name, ...(typeof name === 'string' && { exact: true }) });
    await text('Nome completo').waitFor();
    await fill(page, text('Nome completo'), 'Nome completo', buyer.name);
    await fill(page, text('Email'), 'Email', buyer.email);
    await fill(page, text('Telefone'), 'Telefone', buyer.phone);

    // Delivery: the arrows move within the group (pickup, then back to shipping).
    const shipping = checkout.getByRole('radio', { name: /Envio por correio/ });
    const pickup = checkout.getByRole('radio', { name: /Levantamento na loja/ });
    await tabTo(page, shipping, 'the delivery choice');
    await page.keyboard.press('ArrowDown');
    await expectFocus(page, pickup, 'Levantamento na loja');
    assert.equal(await pickup.isChecked(), true, 'ArrowDown chooses pickup');
    assert.equal(await text('Morada').count(), 0, 'pickup hides the address');
    await page.keyboard.press('ArrowUp');
    assert.equal(await shipping.isChecked(), true, 'ArrowUp chooses shipping again');
    await fill(page, text('Morada'), 'Morada', buyer.address);
    await fill(page, text('Código postal'), 'Código postal', buyer.postalCode);
    await fill(page, text('Localidade'), 'Localidade', buyer.city);

    // Payment: bank transfer by the arrows, then MB Way again, with its number.
    const mbway = checkout.getByRole('radio', { name: 'MB Way' });
    const transfer = checkout.getByRole('radio', { name: 'Transferência Bancária' });
    await tabTo(page, mbway, 'the payment choice');
    await page.keyboard.press('ArrowDown');
    assert.equal(await transfer.isChecked(), true, 'ArrowDown chooses bank transfer');
    await page.keyboard.press('ArrowUp');
    assert.equal(await mbway.isChecked(), true, 'ArrowUp chooses MB Way again');
    await fill(page, text('O seu número MB Way'), 'O seu número MB Way', buyer.mbway);
    await fill(page, text(/Notas da encomenda/), 'Notas da encomenda', buyer.notes);

    const terms = checkout.getByRole('checkbox', { name: /Li e aceito/ });
    await tabTo(page, terms, 'the terms checkbox');
    await page.keyboard.press('Space');
    assert.equal(await terms.isChecked(), true, 'Space accepts the terms');

    await tabTo(page, checkout.getByRole('button', { name: 'Finalizar Encomenda' }), 'Finalizar Encomenda');
    await page.keyboard.press('Enter');

    const confirmation = page.getByRole('heading', { level: 1, name: 'Encomenda Concluída com Sucesso!' });
    await confirmation.waitFor({ timeout: 15_000 });
    await expectFocus(page, confirmation, 'the confirmation heading');
    assert.equal(pathOf(page), paths.checkout.getHref());

    const body = (await sink.waitForSubmission('checkout')) as Record<string, unknown>;
    assert.equal(body.customerName, buyer.name);
    assert.equal(body.customerEmail, buyer.email);
    assert.equal(body.deliveryMethod, 'shipping');
    assert.equal(body.shippingPostalCode, buyer.postalCode);
    assert.equal(body.paymentMethod, 'mbway');
    assert.equal(body.mbwayPhone, buyer.mbway);
    assert.equal(body.notes, buyer.notes);
    assert.deepEqual(
      (body.cartItems as { productId: number; quantity: number }[]).map((item) => [
        item.productId,
        item.quantity,
      ]),
      [[product.id, 1]],
    );
  },
);
