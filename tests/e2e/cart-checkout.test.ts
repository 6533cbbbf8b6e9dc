// Buying, as a visitor does it (docs/product.md §2, §4, §7, §9; the order outbox of decision 003):
// the cart badge, the cart page, checkout with shipping and with pickup, and an order whose
// webhook fails (500, refused connection, offline): confirmed at once all the same, then
// delivered once, with the same reference, soon after the webhook or the network is back.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import {
  addToCart,
  buyer,
  cartLink,
  CHECKOUT_KEYS,
  fillCheckout,
  onSale,
  ordersWithId,
  placeOrder,
  regular,
  shipping,
  submitCheckout,
  type CheckoutBody,
} from './checkout-flow.ts';
import { assertBuiltForWebhookTests, setupE2E, sleep, visit, type BrowserTest } from './harness.ts';
import { cents, euros, looseText, unitPrice, type Product } from './site-data.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

/**
 * The summary's text with every run of spaces (also no-break spaces) made one space. On a phone
 * the summary is folded above the form: it is unfolded first, as a visitor does.
 */
async function summaryText(page: Page): Promise<string> {
  const summary = page.getByRole('complementary', { name: 'Resumo da Encomenda' });
  const details = summary.locator('details');
  if (!(await details.evaluate((element: HTMLDetailsElement) => element.open))) {
    await summary.locator('summary').click();
  }
  return (await summary.innerText()).replace(/\s+/g, ' ');
}

const flat = (text: string) => text.replace(/\s+/g, ' ');

e2e.test('adding from a product page shows the count on the header cart badge', async ({ page }) => {
  await visit(page, `/loja/produto/${onSale.id}`);
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 0 artigos', exact: true }).waitFor();

  await addToCart(page, onSale, 1);
  assert.equal((await cartLink(page).innerText()).trim(), '1');
  await addToCart(page, regular, 2);
  assert.equal((await cartLink(page).innerText()).trim(), '2');

  // The cart survives a new page load.
  await visit(page, '/sobre');
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 2 artigos', exact: true }).waitFor();
});

e2e.test('the cart page changes quantities, removes lines and tracks free shipping', async ({ page }) => {
  await addToCart(page, onSale, 1);
  await addToCart(page, regular, 2);
  await visit(page, '/carrinho');
  const main = page.locator('main');
  const rowOf = (product: Product) => main.getByRole('row').filter({ hasText: product.name });
  const remainingText = (subtotal: number) =>
    flat(`Faltam ${euros(shipping.freeShippingThreshold - subtotal)} para portes grátis!`);
  const barSays = async (subtotal: number) =>
    main
      .getByText(new RegExp(looseText(remainingText(subtotal))))
      .first()
      .waitFor();

  await rowOf(onSale).waitFor();
  await rowOf(regular).waitFor();
  await barSays(unitPrice(onSale) + regular.price);

  await main.getByRole('button', { name: `Aumentar quantidade de ${onSale.name}` }).click();
  assert.equal(
    await main.getByRole('spinbutton', { name: `Quantidade de ${onSale.name}`, exact: true }).inputValue(),
    '2',
  );
  await rowOf(onSale)
    .getByText(new RegExp(looseText(euros(2 * unitPrice(onSale)))))
    .first()
    .waitFor();
  await barSays(2 * unitPrice(onSale) + regular.price);
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 3 artigos', exact: true }).waitFor();

  await main.getByRole('button', { name: `Diminuir quantidade de ${onSale.name}` }).click();
  assert.equal(
    await main.getByRole('spinbutton', { name: `Quantidade de ${onSale.name}`, exact: true }).inputValue(),
    '1',
  );
  assert.equal(
    await main.getByRole('button', { name: `Diminuir quantidade de ${onSale.name}` }).isDisabled(),
    true,
  );
  await barSays(unitPrice(onSale) + regular.price);

  await main.getByRole('button', { name: `Remover ${regular.name}` }).click();
  await rowOf(regular).waitFor({ state: 'detached' });
  await barSays(unitPrice(onSale));
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }).waitFor();

  await main.getByRole('button', { name: `Remover ${onSale.name}` }).click();
  await main.getByText('O seu carrinho está vazio').waitFor();
  await main.getByRole('link', { name: 'Começar a Comprar' }).waitFor();
});

e2e.test(
  'checkout with shipping: 5,50 € shipping, confirmation and the exact webhook body',
  async ({ page, sink }) => {
    await addToCart(page, onSale, 1);
    await addToCart(page, onSale, 2);
    await addToCart(page, regular, 3);
    await visit(page, '/checkout');
    await page.getByRole('heading', { level: 1, name: 'Finalizar Compra' }).waitFor();

    const subtotal = cents(2 * unitPrice(onSale) + regular.price);
    assert.ok(
      subtotal < shipping.freeShippingThreshold,
      `the order (${subtotal} €) stays below free shipping`,
    );
    const summary = await summaryText(page);
    assert.match(summary, new RegExp(`Subtotal ${looseText(euros(subtotal))}`));
    assert.match(summary, new RegExp(`Portes de envio ${looseText(euros(shipping.fee))}`));
    assert.equal(euros(shipping.fee).replace(/\s/g, ' '), '5,50 €');
    assert.match(summary, new RegExp(`Total ${looseText(euros(subtotal + shipping.fee))}`));

    const reference = await placeOrder(page, { delivery: 'shipping', payment: 'mbway' });
    const body = (await sink.waitForSubmission('checkout', () => true, 10_000)) as CheckoutBody;

    assert.deepEqual(Object.keys(body).sort(), CHECKOUT_KEYS);
    assert.equal(body.orderId, reference);
    assert.equal(body.formId, 'checkout_order');
    assert.equal(body.source, 'checkout_page');
    assert.equal(body.customerName, buyer.name);
    assert.equal(body.customerEmail, buyer.email);
    assert.equal(body.customerPhone, buyer.phone);
    assert.equal(body.deliveryMethod, 'shipping');
    assert.equal(body.shippingAddress, buyer.address);
    assert.equal(body.shippingPostalCode, buyer.postalCode);
    assert.equal(body.shippingCity, buyer.city);
    assert.equal(body.paymentMethod, 'mbway');
    assert.equal(body.mbwayPhone, buyer.mbway);
    assert.equal(body.notes, buyer.notes);
    assert.deepEqual(body.cartItems, [
      {
        productId: onSale.id,
        productName: onSale.name,
        quantity: 2,
        price: unitPrice(onSale),
        subtotal: cents(2 * unitPrice(onSale)),
      },
      {
        productId: regular.id,
        productName: regular.name,
        quantity: 1,
        price: regular.price,
        subtotal: regular.price,
      },
    ]);
    assert.equal(body.orderSubtotal, subtotal);
    assert.equal(body.shippingCost, 5.5);
    assert.equal(body.orderTotal, cents(subtotal + 5.5));
    assert.equal(body.discountApplied, false);
    assert.equal(body.discountAmount, 0);
    assert.equal(body.discountCode, '');
    assert.ok(!Number.isNaN(Date.parse(String(body.submittedAt))), 'submittedAt is a time');
    assert.equal(sink.received('checkout').length, 1, 'the order is sent once');

    // The cart is empty after the order.
    await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 0 artigos', exact: true }).waitFor();
  },
);

e2e.test(
  'checkout with pickup: no address fields, no shipping cost',
  { viewport: 'desktop' },
  async ({ page, sink }) => {
    await addToCart(page, regular, 1);
    await visit(page, '/checkout');
    const main = page.locator('main');
    await main.getByRole('textbox', { name: 'Morada', exact: true }).waitFor();
    await main.getByRole('radio', { name: /Levantamento na loja/ }).check();
    await main.getByRole('textbox', { name: 'Morada', exact: true }).waitFor({ state: 'hidden' });
    assert.equal(await main.getByRole('textbox', { name: 'Código postal', exact: true }).count(), 0);
    assert.equal(await main.getByRole('textbox', { name: 'Localidade', exact: true }).count(), 0);
    assert.match(await summaryText(page), /Portes de envio Grátis/);
    assert.match(await summaryText(page), new RegExp(`Total ${looseText(euros(regular.price))}`));

    const reference = await placeOrder(page, { delivery: 'pickup', payment: 'bank_transfer' });
    await main.getByRole('heading', { name: 'Levantamento na loja' }).waitFor();
    const body = (await sink.waitForSubmission('checkout', () => true, 10_000)) as CheckoutBody;
    assert.deepEqual(Object.keys(body).sort(), CHECKOUT_KEYS);
    assert.equal(body.orderId, reference);
    assert.equal(body.deliveryMethod, 'pickup');
    assert.equal(body.shippingCost, 0);
    assert.equal(body.orderSubtotal, regular.price);
    assert.equal(body.orderTotal, regular.price);
    assert.equal(body.shippingAddress, '');
    assert.equal(body.shippingPostalCode, '');
    assert.equal(body.shippingCity, '');
    assert.equal(body.paymentMethod, 'bank_transfer');
    assert.equal(body.mbwayPhone, '');
  },
);

/** A way for the checkout webhook to be out of reach, and how it comes back. */
type Outage = {
  name: string;
  /** What Chromium itself logs as an error for such a request (the app only warns). */
  allowErrors: RegExp[];
  start: (b: BrowserTest) => Promise<void>;
  /** Ends the outage; resolves when the site has had its chance to notice (see each case). */
  end: (b: BrowserTest) => Promise<void>;
};

const OUTAGES: Outage[] = [
  {
    // The webhook answers 500; it is fixed, and the buyer opens another page of the site.
    name: 'a webhook answering 500',
    allowErrors: [/Failed to load resource: the server responded with a status of 500/],
    start: async ({ sink }) => sink.setStatus('checkout', 500),
    end: async ({ sink, page }) => {
      sink.setStatus('checkout', 200);
      await page.goto('/loja', { waitUntil: 'commit' });
    },
  },
  {
    // Nothing listens on the webhook's port; it is started again, and the buyer opens another page.
    name: 'a refused connection',
    allowErrors: [/ERR_CONNECTION_REFUSED/, /Failed to fetch/],
    start: async ({ sink }) => sink.stop(),
    end: async ({ sink, page }) => {
      await sink.start();
      await page.goto('/loja', { waitUntil: 'commit' });
    },
  },
  {
    // The phone loses its signal; it comes back with the page left open (no reload).
    name: 'no network (offline)',
    allowErrors: [/ERR_INTERNET_DISCONNECTED/, /Failed to fetch/],
    start: async ({ context }) => context.setOffline(true),
    end: async ({ context }) => context.setOffline(false),
  },
];

for (const outage of OUTAGES) {
  e2e.test(
    `with ${outage.name} the order is confirmed at once, kept, and delivered once within 3 s of recovery`,
    { allowErrors: outage.allowErrors, timeout: 90_000 },
    async (b) => {
      const { page, sink, log } = b;
      await addToCart(page, onSale, 1);
      await visit(page, '/checkout');
      await fillCheckout(page, { delivery: 'shipping', payment: 'mbway' });
      let recovered = false;
      await outage.start(b);
      try {
        const { reference, confirmMs } = await submitCheckout(page);
        console.log(`${outage.name}: confirmation ${confirmMs} ms after the click`);
        assert.ok(confirmMs <= 1_000, `confirmed within 1 s of the click (took ${confirmMs} ms)`);
        await page.getByText(`Referência da encomenda: ${reference}`).waitFor();
        // The failure is logged with the reference, once the first sending is over.
        for (let i = 0; i < 50 && !log.warnings.some((w) => w.text.includes(reference)); i += 1)
          await sleep(100);
        assert.ok(
          log.warnings.some((warning) => warning.text.includes(reference)),
          `the failure is logged with the order reference: ${JSON.stringify(log.warnings)}`,
        );
        assert.deepEqual(sink.received('checkout'), [], 'nothing was accepted during the outage');

        const recoveredAt = Date.now();
        await outage.end(b);
        recovered = true;
        const body = (await sink.waitForSubmission(
          'checkout',
          (candidate) => (candidate as CheckoutBody).orderId === reference,
          10_000,
        )) as CheckoutBody;
        const deliveryMs = Date.now() - recoveredAt;
        console.log(`${outage.name}: delivered ${deliveryMs} ms after the recovery`);
        assert.ok(deliveryMs <= 3_000, `delivered within 3 s of the recovery (took ${deliveryMs} ms)`);
        assert.deepEqual(Object.keys(body).sort(), CHECKOUT_KEYS);
        assert.equal(body.cartItems[0]?.productId, onSale.id);
        assert.equal(body.orderTotal, cents(unitPrice(onSale) + shipping.fee));

        // Beyond the first retry period, and through another page load, it is not sent again.
        await sleep(6_000);
        await visit(page, '/sobre');
        await sleep(1_000);
        assert.equal(ordersWithId(sink, reference).length, 1, 'the order arrived exactly once');
        assert.equal(sink.received('checkout').length, 1);
      } finally {
        if (!recovered) await outage.end(b).catch(() => {});
      }
    },
  );
}

e2e.test('checkout with an empty cart shows Carrinho Vazio', async ({ page }) => {
  await visit(page, '/checkout');
  const main = page.locator('main');
  await main.getByRole('heading', { name: 'Carrinho Vazio' }).waitFor();
  assert.ok((await main.locator('a[href="/loja"]').count()) >= 1, 'a link to /loja');
  assert.ok((await main.locator('a[href="/carrinho"]').count()) >= 1, 'a link to /carrinho');
});
