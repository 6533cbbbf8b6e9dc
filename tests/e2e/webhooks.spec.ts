// A visitor never waits on someone else's server (docs/product.md §7, §8; the order outbox of
// docs/decisions/003-order-outbox.md): with a checkout webhook that never answers, or answers
// late, the confirmation shows within 2 s and the order is delivered once, every copy carrying
// the same orderId; the contact, course-enquiry and newsletter forms answer within 10 s when
// their webhooks never answer; and 50 orders through a webhook failing 30% of the time, with a
// second tab open, all arrive, once each.
//
// The time limits of the network (a request abandoned after 7 s or 10 s without an answer) are
// the point of the first three tests: they are waited for in real time. The back-off between
// retries of the 50 orders is skipped with the pages' clock.
import type { Page } from '@playwright/test';
import { completeOrder } from '../../src/lib/checkout/complete-order.ts';
import { LEASE_MS } from '../../src/lib/checkout/outbox.ts';
import {
  addToCart,
  CHECKOUT_KEYS,
  fillCheckout,
  onSale,
  outboxIn,
  outboxSize,
  regular,
  submitCheckout,
  type CheckoutBody,
} from './support/checkout-flow.ts';
import { expect, test, visit, type RecordingSink, type SinkArrival } from './support/fixtures.ts';
import { publishedCourses } from './support/published-content.ts';

/** The issue's bounds: the order confirmation within 2 s, the forms' answer within 10 s. */
const CONFIRM_WITHIN_MS = 2_000;
/** What the forms' 10 s bound allows as measured from here (the test's own steps take a little). */
const FORM_ANSWER_MEASURED_MS = 11_000;
const SEND_FAILED = 'Erro ao enviar mensagem. Tente novamente.';
const FAILED_RESOURCE = /Failed to load resource: the server responded with a status of 500/;

const orderIdOf = (arrival: SinkArrival) => (arrival.body as CheckoutBody).orderId;

/** Adds a product and fills the checkout form, ready for the click. */
async function readyToOrder(page: Page) {
  await addToCart(page, onSale, 1);
  await visit(page, '/checkout');
  await fillCheckout(page, { delivery: 'pickup', payment: 'bank_transfer' });
}

/** Whether no request to the sink's checkout hook is open and none arrived for 300 ms. */
function quiet(sink: RecordingSink): boolean {
  const arrivals = sink.arrived('checkout');
  const open = arrivals.some((a) => a.closedAt === undefined);
  const last = Math.max(0, ...arrivals.map((a) => a.closedAt ?? a.arrivedAt));
  return !open && Date.now() - last >= 300;
}

// ---------------------------------------------------------------------------------------------
// Checkout

test('a checkout webhook that never answers: confirmed within 2 s, then delivered once it answers, every copy with one orderId', async ({
  page,
  sink,
}) => {
  test.setTimeout(90_000);
  sink.setMode('checkout', { hang: true });
  await readyToOrder(page);
  const { reference, confirmMs } = await submitCheckout(page);
  // docs/product.md §7: the confirmation waits 1 s at most; 2 s is the bound, with room.
  expect(confirmMs, 'confirmed within 2 s of the click').toBeLessThanOrEqual(CONFIRM_WITHIN_MS);

  // The first copy reached the receiver, which never answers; then the receiver is fixed.
  const [hung] = await sink.waitForArrivals('checkout', 1, 5_000);
  expect(hung?.answer).toBe('hang');
  expect(orderIdOf(hung!)).toBe(reference);
  sink.clearMode('checkout');

  // The site abandons the hung request after its time limit (10 s, real time) and sends the
  // order again at its next try.
  const body = (await sink.waitForSubmission(
    'checkout',
    (candidate) => (candidate as CheckoutBody).orderId === reference,
    40_000,
  )) as CheckoutBody;
  expect(Object.keys(body).sort()).toEqual(CHECKOUT_KEYS);
  // Delivered, the order leaves the outbox: nothing is left to send again.
  await expect.poll(() => outboxSize(page), { message: 'the outbox is empty' }).toBe(0);

  const arrivals = sink.arrived('checkout');
  expect(arrivals.map(orderIdOf), 'every copy carries the same orderId').toEqual(
    arrivals.map(() => reference),
  );
  expect(sink.received('checkout'), 'the order was accepted once').toHaveLength(1);
  expect(arrivals, 'one unanswered copy, then one delivery').toHaveLength(2);
  // No copy while another one was still open: the repeat came after the first was abandoned.
  const [first, second] = arrivals;
  expect(first?.closedAt, 'the site gave up on the hung request').toBeDefined();
  expect(second!.arrivedAt, 'the repeat was sent after the first request ended').toBeGreaterThanOrEqual(
    first!.closedAt!,
  );
});

test('a slow checkout webhook (answering after 5 s): confirmed within 2 s, delivered exactly once', async ({
  page,
  sink,
}) => {
  test.setTimeout(60_000);
  sink.setMode('checkout', { delayMs: 5_000 });
  await readyToOrder(page);
  const { reference, confirmMs } = await submitCheckout(page);
  expect(confirmMs, 'confirmed within 2 s of the click').toBeLessThanOrEqual(CONFIRM_WITHIN_MS);

  // The answer comes after 5 s, past the first retry period (5 s): the open request must not be
  // sent a second time meanwhile, and once answered the order leaves the outbox.
  await sink.waitForSubmission('checkout', (b) => (b as CheckoutBody).orderId === reference, 15_000);
  await expect.poll(() => outboxSize(page), { message: 'the outbox is empty' }).toBe(0);
  expect(sink.arrived('checkout'), 'one request').toHaveLength(1);
  expect(sink.received('checkout'), 'delivered exactly once').toHaveLength(1);
});

// ---------------------------------------------------------------------------------------------
// Forms

/** Accepts every browser dialog, noting its text and when it opened. */
function recordDialogs(page: Page): { message: string; at: number }[] {
  const dialogs: { message: string; at: number }[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push({ message: dialog.message(), at: Date.now() });
    void dialog.accept();
  });
  return dialogs;
}

const typed = {
  name: 'Rita Paciente',
  email: 'rita.paciente@example.com',
  phone: '913456789',
  subject: 'Parcerias com salões',
  message: 'Olá! Escrevo a propósito de uma parceria; fico a aguardar.',
};

/** The contact form, sent to a hook that never answers: the alert, and the typed text kept. */
async function contactAgainstHangingHook(page: Page): Promise<number> {
  const dialogs = recordDialogs(page);
  await visit(page, '/contactos');
  const form = page.getByRole('region', { name: 'Envie-nos uma Mensagem' });
  await form.getByLabel('Nome').fill(typed.name);
  await form.getByLabel('Email').fill(typed.email);
  await form.getByLabel('Telefone').fill(typed.phone);
  await form.getByLabel('Assunto').fill(typed.subject);
  await form.getByLabel('Mensagem').fill(typed.message);
  const clickedAt = Date.now();
  await form.getByRole('button', { name: 'Enviar Mensagem' }).click();
  await expect(form.getByRole('button', { name: 'A enviar...' })).toBeVisible();
  await expect.poll(() => dialogs.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const answerMs = dialogs[0]!.at - clickedAt;
  expect(
    dialogs.map((d) => d.message),
    'contact: the failure alert',
  ).toEqual([SEND_FAILED]);
  await expect(form.getByRole('button', { name: 'Enviar Mensagem' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Mensagem Enviada!' })).toHaveCount(0);
  await expect(form.getByLabel('Nome')).toHaveValue(typed.name);
  await expect(form.getByLabel('Email')).toHaveValue(typed.email);
  await expect(form.getByLabel('Telefone')).toHaveValue(typed.phone);
  await expect(form.getByLabel('Assunto')).toHaveValue(typed.subject);
  await expect(form.getByLabel('Mensagem')).toHaveValue(typed.message);
  return answerMs;
}

/** The course enquiry, sent to a hook that never answers: the alert, and the typed text kept. */
async function enquiryAgainstHangingHook(page: Page): Promise<number> {
  const course = publishedCourses()[0];
  if (!course) throw new Error('The published content has no course; the test needs one.');
  const dialogs = recordDialogs(page);
  await visit(page, `/formacoes/${course.id}`);
  const main = page.locator('main');
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await main.getByLabel('Nome').fill(typed.name);
  await main.getByLabel('Email').fill(typed.email);
  await main.getByLabel('Telefone').fill(typed.phone);
  await main.getByLabel('Mensagem').fill(typed.message);
  const clickedAt = Date.now();
  await main.getByRole('button', { name: 'Enviar Pedido' }).click();
  await expect(main.getByRole('button', { name: 'A enviar...' })).toBeVisible();
  await expect.poll(() => dialogs.length, { timeout: 15_000 }).toBeGreaterThan(0);
  const answerMs = dialogs[0]!.at - clickedAt;
  expect(
    dialogs.map((d) => d.message),
    'course enquiry: the failure alert',
  ).toEqual([SEND_FAILED]);
  await expect(main.getByRole('button', { name: 'Enviar Pedido' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Interesse Registado!' })).toHaveCount(0);
  await expect(main.getByLabel('Nome')).toHaveValue(typed.name);
  await expect(main.getByLabel('Email')).toHaveValue(typed.email);
  await expect(main.getByLabel('Telefone')).toHaveValue(typed.phone);
  await expect(main.getByLabel('Mensagem')).toHaveValue(typed.message);
  return answerMs;
}

/** The newsletter popup, sent to a hook that never answers: success all the same (§8). */
async function newsletterAgainstHangingHook(page: Page): Promise<number> {
  await visit(page, '/?newsletter=1');
  const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill(typed.email);
  const clickedAt = Date.now();
  await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
  await expect(page.getByRole('button', { name: 'A SUBSCREVER...' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Obrigada!' })).toBeVisible({ timeout: 15_000 });
  return Date.now() - clickedAt;
}

test('contact, course enquiry and newsletter answer within 10 s when their webhooks never answer', async ({
  context,
  page,
  sink,
  log,
}) => {
  test.setTimeout(90_000);
  sink.setMode('contact', { hang: true });
  sink.setMode('course-inquiry', { hang: true });
  sink.setMode('newsletter', { hang: true });
  // One tab per form, side by side: each waits out its own time limit (7 s, real time).
  const [contactMs, enquiryMs, newsletterMs] = await Promise.all([
    contactAgainstHangingHook(page),
    context.newPage().then(enquiryAgainstHangingHook),
    context.newPage().then(newsletterAgainstHangingHook),
  ]);
  // docs/product.md §7: the visitor has an answer within 10 s.
  expect(contactMs, 'contact answered within 10 s').toBeLessThanOrEqual(FORM_ANSWER_MEASURED_MS);
  expect(enquiryMs, 'course enquiry answered within 10 s').toBeLessThanOrEqual(FORM_ANSWER_MEASURED_MS);
  expect(newsletterMs, 'newsletter answered within 10 s').toBeLessThanOrEqual(FORM_ANSWER_MEASURED_MS);
  // Each body did reach its receiver, which never answered.
  for (const hook of ['contact', 'course-inquiry', 'newsletter'] as const) {
    expect(
      sink.arrived(hook).map((a) => a.answer),
      `one ${hook} request, unanswered`,
    ).toEqual(['hang']);
  }
  expect(
    log.warnings.some((w) => w.text.includes('Newsletter webhook failed')),
    'the newsletter failure is logged',
  ).toBe(true);
});

// ---------------------------------------------------------------------------------------------
// 50 orders, a webhook failing 30% of the time, two tabs

const ORDERS = 50;
/** Orders placed through the checkout form, one in each tab; the rest wait in the outbox. */
const THROUGH_THE_FORM = 2;
const FAIL_RATE = 0.3;
const SEED = 20_261_125;

/** An order as the checkout stores it in the outbox (src/lib/checkout/outbox.ts), due now. */
function waitingOrder(n: number, at: number) {
  const orderId = `E2E-${String(n).padStart(2, '0')}-${at.toString(36).toUpperCase()}`;
  const payload = {
    ...completeOrder(orderId, new Date(at).toISOString(), regular.price),
    customerName: `Cliente ${n}`,
    customerEmail: `cliente${n}@example.com`,
    cartItems: [
      {
        productId: regular.id,
        productName: regular.name,
        quantity: 1,
        price: regular.price,
        subtotal: regular.price,
      },
    ],
  };
  return { orderId, payload, attempts: 0, nextAttemptAt: at, createdAt: at + n };
}

/** The page's time and when the next stored order falls due (a lease running out counts). */
/**
 * How many orders a tab claimed at `since` or later and has not let go yet: it is sending them or
 * reading their answers. (A claim from before, whose answer was lost with its page, only runs out.)
 */
async function claimedSince(page: Page, since: number): Promise<number> {
  const { outbox, now } = await outboxIn(page);
  return outbox.filter(
    (e) => e.lease !== undefined && e.lease.until > now && e.lease.until - LEASE_MS >= since,
  ).length;
}

async function outboxClock(page: Page): Promise<{ now: number; nextDue: number | undefined }> {
  const { outbox, now } = await outboxIn(page);
  const times = outbox.map((e) => Math.max(e.nextAttemptAt, e.lease?.until ?? 0));
  return { now, nextDue: times.length === 0 ? undefined : Math.min(...times) };
}

test('50 orders through a webhook failing 30% of the time, with a second tab open: all delivered, none twice', async ({
  context,
  page,
  sink,
  log,
}) => {
  test.setTimeout(120_000);
  log.allow(FAILED_RESOURCE);
  const startedAt = Date.now();
  // While the tabs load pages, every copy is refused: an answer that arrives as its page unloads
  // is lost with the page (the order then waits for its lease to run out and is sent again, a
  // repeat the receiver drops by its orderId: decision 003). This test is about the tabs
  // sharing the outbox, so the copies that get through arrive while no page loads.
  sink.setMode('checkout', { failRate: 1, seed: SEED });
  // The pages' clock: real time, except that the test skips the waits of the back-off (5 s,
  // 15 s, 45 s …) as a laptop lid closed for that long would, instead of sitting them out.
  await context.clock.install();

  // Orders a visitor placed earlier in a tab that closed before they could be sent, with the
  // version of the site that kept the outbox in local storage: they wait there, written before
  // any page of the site opens, and the first page moves them to the outbox database.
  const waiting = Array.from({ length: ORDERS - THROUGH_THE_FORM }, (_, i) => waitingOrder(i + 1, startedAt));
  await page.goto('/robots.txt');
  await page.evaluate(
    (entries) => window.localStorage.setItem('order_outbox', JSON.stringify(entries)),
    waiting,
  );

  // Tab A opens the shop (its sender starts on the waiting orders) and places an order;
  // tab B opens meanwhile, and places one too, while both tabs' senders are at work.
  const other = await context.newPage();
  await readyToOrder(page);
  await visit(other, '/loja');
  const placed = [...waiting.map((w) => w.orderId), (await submitCheckout(page)).reference];
  await addToCart(other, regular, 1);
  await visit(other, '/checkout');
  await fillCheckout(other, { delivery: 'shipping', payment: 'mbway' });
  placed.push((await submitCheckout(other)).reference);
  expect(new Set(placed).size).toBe(ORDERS);
  sink.setMode('checkout', { failRate: FAIL_RATE, seed: SEED });
  const pagesSettledAt = (await outboxIn(page)).now;

  // Until every order is in: wait until nothing is on its way, then move the pages' clock on
  // to the next retry.
  const delivered = () => new Set((sink.received('checkout') as CheckoutBody[]).map((b) => b.orderId));
  while (delivered().size < ORDERS && Date.now() - startedAt < 90_000) {
    await expect.poll(() => quiet(sink), { timeout: 20_000 }).toBe(true);
    // And every answer taken in by its tab (no order claimed any more): moved on while a tab
    // still reads an answer, the clock would run out the request's time limit, and a delivered
    // order would count as failed and be sent again.
    await expect.poll(() => claimedSince(page, pagesSettledAt), { timeout: 20_000 }).toBe(0);
    if (delivered().size >= ORDERS) break;
    const { now, nextDue } = await outboxClock(page);
    await context.clock.fastForward(Math.max(2_100, (nextDue ?? now) - now + 100));
  }
  // Everything delivered leaves the outbox: nothing is left for any tab to send again, and the
  // old local-storage key is gone.
  await expect.poll(() => outboxSize(page), { message: 'the outbox is empty' }).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('order_outbox'))).toBeNull();
  await expect.poll(() => quiet(sink)).toBe(true);

  const accepted = (sink.received('checkout') as CheckoutBody[]).map((b) => b.orderId);
  const counts = new Map<string, number>();
  for (const id of accepted) counts.set(id, (counts.get(id) ?? 0) + 1);
  const failures = sink.arrived('checkout').filter((a) => a.answer === 500).length;
  expect(failures, 'the webhook did fail part of the time').toBeGreaterThanOrEqual(5);
  expect(
    placed.filter((id) => !counts.has(id)),
    'no order lost',
  ).toEqual([]);
  expect(
    [...counts].filter(([, n]) => n > 1),
    'no order delivered twice',
  ).toEqual([]);
  expect(counts.size).toBe(ORDERS);
});
