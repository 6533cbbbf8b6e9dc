// The checkout as a buyer goes through it, shared by the browser tests of the cart, the checkout
// and the checkout webhook: the products they buy, adding to the cart, filling the form, and the
// time from the click on 'Finalizar Encomenda' to the confirmation.
import type { Page } from '@playwright/test';
import { OUTBOX_DATABASE } from '../../../src/lib/storage.ts';
import { expect, visit, type RecordingSink } from './fixtures.ts';
import { pickProduct, siteSettings, unitPrice, type Product } from './site-data.ts';

export const shipping = siteSettings().business.shipping;

/** The checkout body of docs/product.md §7, with its order reference (orderId). */
export const CHECKOUT_KEYS = [
  'formId',
  'orderId',
  'customerName',
  'customerEmail',
  'customerPhone',
  'deliveryMethod',
  'shippingAddress',
  'shippingPostalCode',
  'shippingCity',
  'paymentMethod',
  'mbwayPhone',
  'orderTotal',
  'orderSubtotal',
  'shippingCost',
  'discountApplied',
  'discountAmount',
  'discountCode',
  'cartItems',
  'notes',
  'submittedAt',
  'source',
].sort();

export type CartItemBody = {
  productId: number;
  productName: string;
  quantity: number;
  price: number;
  subtotal: number;
};
export type CheckoutBody = Record<string, unknown> & { orderId: string; cartItems: CartItemBody[] };

// Two cheap products, so that the order stays below the free-shipping threshold: one on sale
// (the payload must carry its sale price), one at its regular price.
export const onSale = pickProduct(
  'cheap product on sale with stock',
  (p) => typeof p.salePrice === 'number' && p.stock >= 5 && unitPrice(p) < 30,
);
export const regular = pickProduct(
  'cheap product at its regular price with stock',
  (p) => p.salePrice === undefined && p.stock >= 10 && p.price < 30 && p.id !== onSale.id,
);

export const cartLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Carrinho, \d+ artigos?$/ });

/** The product page's 'Adicionar ao Carrinho', then the header count reaching `expectedCount`. */
export async function addToCart(page: Page, product: Product, expectedCount: number) {
  await visit(page, `/loja/produto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  const name = `Carrinho, ${expectedCount} ${expectedCount === 1 ? 'artigo' : 'artigos'}`;
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
}

export type Buyer = { delivery: 'shipping' | 'pickup'; payment: 'mbway' | 'bank_transfer' };

export const buyer = {
  name: 'Maria Teste',
  email: 'maria.teste@example.com',
  phone: '912345678',
  address: 'Rua das Flores, 12',
  postalCode: '4750-123',
  city: 'Barcelos',
  mbway: '961234567',
  notes: 'Entregar depois das 18h.',
};

/** Fills the checkout form as a buyer does, up to (not including) the click on the button. */
export async function fillCheckout(page: Page, { delivery, payment }: Buyer): Promise<void> {
  const main = page.locator('main');
  await main.getByRole('textbox', { name: 'Nome completo', exact: true }).fill(buyer.name);
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(buyer.email);
  await main.getByRole('textbox', { name: 'Telefone', exact: true }).fill(buyer.phone);
  if (delivery === 'pickup') {
    await main.getByRole('radio', { name: /Levantamento na loja/ }).check();
  } else {
    await main.getByRole('radio', { name: /Envio por correio/ }).check();
    await main.getByRole('textbox', { name: 'Morada', exact: true }).fill(buyer.address);
    await main.getByRole('textbox', { name: 'Código postal', exact: true }).fill(buyer.postalCode);
    await main.getByRole('textbox', { name: 'Localidade', exact: true }).fill(buyer.city);
  }
  if (payment === 'mbway') {
    await main.getByRole('radio', { name: 'MB Way' }).check();
    await main.getByRole('textbox', { name: 'O seu número MB Way', exact: true }).fill(buyer.mbway);
  } else {
    await main.getByRole('radio', { name: 'Transferência Bancária' }).check();
  }
  await main.getByRole('textbox', { name: /Notas da encomenda/ }).fill(buyer.notes);
  await main.getByRole('checkbox', { name: /Li e aceito/ }).check();
}

export const CONFIRMATION_HEADING = 'Encomenda Concluída com Sucesso!';

/**
 * Clicks 'Finalizar Encomenda' and waits for the confirmation. `confirmMs` is the time from the
 * click to the confirmation heading, both taken inside the page (performance.now() of the click
 * event and of the DOM change that adds the heading), so that the test's own polling does not
 * count.
 */
export async function submitCheckout(page: Page): Promise<{ reference: string; confirmMs: number }> {
  const main = page.locator('main');
  await page.evaluate((heading) => {
    const marks = { clickAt: -1, confirmedAt: -1 };
    (window as unknown as { __checkoutTimes: typeof marks }).__checkoutTimes = marks;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (marks.clickAt < 0 && button?.textContent?.includes('Finalizar Encomenda')) {
          marks.clickAt = performance.now();
        }
      },
      true,
    );
    const observer = new MutationObserver(() => {
      const headings = document.querySelectorAll('h1, h2, h3');
      if ([...headings].some((h) => h.textContent?.includes(heading))) {
        marks.confirmedAt = performance.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, CONFIRMATION_HEADING);
  await main.getByRole('button', { name: 'Finalizar Encomenda' }).click();

  await expect(page.getByRole('heading', { name: CONFIRMATION_HEADING })).toBeVisible({ timeout: 15_000 });
  const text = await main.innerText();
  const reference = /Referência da encomenda:\s*(\S+)/.exec(text)?.[1];
  if (!reference) throw new Error(`the confirmation shows no order reference:\n${text}`);
  const marks = await page.evaluate(
    () =>
      (window as unknown as { __checkoutTimes: { clickAt: number; confirmedAt: number } }).__checkoutTimes,
  );
  expect(
    marks.clickAt >= 0 && marks.confirmedAt >= marks.clickAt,
    `click and confirmation seen: ${JSON.stringify(marks)}`,
  ).toBe(true);
  return { reference, confirmMs: Math.round(marks.confirmedAt - marks.clickAt) };
}

/** Fills and sends the checkout form; returns the order reference the confirmation shows. */
export async function placeOrder(page: Page, buyerChoice: Buyer): Promise<string> {
  await fillCheckout(page, buyerChoice);
  return (await submitCheckout(page)).reference;
}

/** The accepted checkout bodies with this order reference. */
export function ordersWithId(sink: RecordingSink, orderId: string): CheckoutBody[] {
  return (sink.received('checkout') as CheckoutBody[]).filter((body) => body.orderId === orderId);
}

/** An order waiting in the outbox, as much of it as the tests look at. */
export type WaitingOrder = {
  orderId: string;
  attempts: number;
  nextAttemptAt: number;
  lease?: { until: number };
};

/**
 * What the page's outbox database holds (src/features/checkout/outbox-database.ts), and the
 * page's own time. Opening it creates it, as the site would, when no page has yet.
 */
export function outboxIn(page: Page): Promise<{ outbox: WaitingOrder[]; delivered: string[]; now: number }> {
  return page.evaluate(
    (db) =>
      new Promise((resolve, reject) => {
        const opening = indexedDB.open(db.name, db.version);
        opening.onupgradeneeded = () => opening.result.createObjectStore(db.table);
        opening.onerror = () => reject(opening.error ?? new Error('the outbox database did not open'));
        opening.onsuccess = () => {
          const database = opening.result;
          const table = database.transaction(db.table).objectStore(db.table);
          const orders = table.get(db.orders);
          const delivered = table.get(db.delivered);
          delivered.onsuccess = () => {
            database.close();
            resolve({
              outbox: (orders.result as WaitingOrder[] | undefined) ?? [],
              delivered: (delivered.result as string[] | undefined) ?? [],
              now: Date.now(),
            });
          };
          delivered.onerror = () => reject(delivered.error ?? new Error('the outbox could not be read'));
        };
      }),
    OUTBOX_DATABASE,
  );
}

/** How many orders wait in the page's outbox. */
export const outboxSize = async (page: Page): Promise<number> => (await outboxIn(page)).outbox.length;
