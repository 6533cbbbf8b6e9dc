// Buying with the keyboard alone (docs/architecture.md, "Accessibility checks"): from a product
// page, with only Tab, Shift+Tab, Enter, Space and the arrow keys, a visitor adds the product to
// the cart, reaches the cart and the checkout, fills every field, chooses delivery and payment in
// their radio groups with the arrows, accepts the terms and places the order; the confirmation
// takes the focus. Every element the focus lands on must show a focus indicator.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { expect, pathOf, test, visit } from './support/fixtures.ts';
import { assertFocusVisible, describeFocus, expectFocus, hasFocus } from './support/focus.ts';
import { pickProduct } from './support/site-data.ts';

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
  throw new Error(`${what} was not reached with ${MAX_PRESSES} × ${key} (${await describeFocus(page)})`);
}

/** Tabs to a text field and types into it. */
async function fill(page: Page, field: Locator, label: string, text: string) {
  await tabTo(page, field, label);
  await page.keyboard.type(text);
  await expect(field, `${label} holds what was typed`).toHaveValue(text);
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
test('the checkout can be completed with the keyboard alone', { tag: '@desktop' }, async ({ page, sink }) => {
  // Some 60 key presses, each checked for a visible focus indicator: slow on a busy machine.
  test.setTimeout(120_000);
  await visit(page, paths.product.getHref(product.id));
  const main = page.locator('main');

  await tabTo(page, main.getByRole('button', { name: 'Adicionar ao Carrinho' }), 'Adicionar ao Carrinho');
  await page.keyboard.press('Enter');
  const cartLink = page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true });
  await expect(cartLink).toBeVisible();

  // Back up to the header's cart link.
  await tabTo(page, cartLink, 'the header cart link', 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${paths.cart.getHref()}`);
  const toCheckout = page.getByRole('link', { name: 'Finalizar Compra' });
  await expect(toCheckout).toBeVisible();
  await tabTo(page, toCheckout, 'Finalizar Compra');
  await page.keyboard.press('Enter');
  await page.waitForURL(`**${paths.checkout.getHref()}`);

  const checkout = page.locator('main form');
  const text = (name: string | RegExp) =>
    checkout.getByRole('textbox', { name, ...(typeof name === 'string' && { exact: true }) });
  await expect(text('Nome completo')).toBeVisible();
  await fill(page, text('Nome completo'), 'Nome completo', buyer.name);
  await fill(page, text('Email'), 'Email', buyer.email);
  await fill(page, text('Telefone'), 'Telefone', buyer.phone);

  // Delivery: the arrows move within the group (pickup, then back to shipping).
  const shipping = checkout.getByRole('radio', { name: /Envio por correio/ });
  const pickup = checkout.getByRole('radio', { name: /Levantamento na loja/ });
  await tabTo(page, shipping, 'the delivery choice');
  await page.keyboard.press('ArrowDown');
  await expectFocus(page, pickup, 'Levantamento na loja');
  await expect(pickup, 'ArrowDown chooses pickup').toBeChecked();
  await expect(text('Morada'), 'pickup hides the address').toHaveCount(0);
  await page.keyboard.press('ArrowUp');
  await expect(shipping, 'ArrowUp chooses shipping again').toBeChecked();
  await fill(page, text('Morada'), 'Morada', buyer.address);
  await fill(page, text('Código postal'), 'Código postal', buyer.postalCode);
  await fill(page, text('Localidade'), 'Localidade', buyer.city);

  // Payment: bank transfer by the arrows, then MB Way again, with its number.
  const mbway = checkout.getByRole('radio', { name: 'MB Way' });
  const transfer = checkout.getByRole('radio', { name: 'Transferência Bancária' });
  await tabTo(page, mbway, 'the payment choice');
  await page.keyboard.press('ArrowDown');
  await expect(transfer, 'ArrowDown chooses bank transfer').toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(mbway, 'ArrowUp chooses MB Way again').toBeChecked();
  await fill(page, text('O seu número MB Way'), 'O seu número MB Way', buyer.mbway);
  await fill(page, text(/Notas da encomenda/), 'Notas da encomenda', buyer.notes);

  const terms = checkout.getByRole('checkbox', { name: /Li e aceito/ });
  await tabTo(page, terms, 'the terms checkbox');
  await page.keyboard.press('Space');
  await expect(terms, 'Space accepts the terms').toBeChecked();

  await tabTo(page, checkout.getByRole('button', { name: 'Finalizar Encomenda' }), 'Finalizar Encomenda');
  await page.keyboard.press('Enter');

  const confirmation = page.getByRole('heading', { level: 1, name: 'Encomenda Concluída com Sucesso!' });
  await expect(confirmation).toBeVisible({ timeout: 15_000 });
  await expectFocus(page, confirmation, 'the confirmation heading');
  expect(pathOf(page)).toBe(paths.checkout.getHref());

  const body = (await sink.waitForSubmission('checkout')) as Record<string, unknown>;
  expect(body).toMatchObject({
    customerName: buyer.name,
    customerEmail: buyer.email,
    deliveryMethod: 'shipping',
    shippingPostalCode: buyer.postalCode,
    paymentMethod: 'mbway',
    mbwayPhone: buyer.mbway,
    notes: buyer.notes,
  });
  expect(
    (body.cartItems as { productId: number; quantity: number }[]).map((item) => [
      item.productId,
      item.quantity,
    ]),
  ).toEqual([[product.id, 1]]);
});
