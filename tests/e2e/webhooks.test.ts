// A visitor never waits on someone else's server (docs/product.md §7, §8; the order outbox of
// docs/decisions/003-order-outbox.md): with a checkout webhook that never answers, or answers
// late, the confirmation shows within 2 s and the order is delivered once, every copy carrying
// the same orderId; the contact, course-enquiry and newsletter forms answer within 10 s when
// their webhooks never answer; and 50 orders through a webhook failing 30% of the time, with a
// second tab open, all arrive, once each.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Page } from 'playwright-core';
import {
  addToCart,
  CHECKOUT_KEYS,
  fillCheckout,
  onSale,
  regular,
  submitCheckout,
  type CheckoutBody,
} from './checkout-flow.ts';
import { assertBuiltForWebhookTests, setupE2E, sleep, visit, type SinkArrival } from './harness.ts';
import { publishedCourses } from './published-content.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

/** The issue's bounds: the order confirmation within 2 s, the forms' answer within 10 s. */
const CONFIRM_WITHIN_MS = 2_000;
const FORM_ANSWER_WITHIN_MS = 10_000;
/** What the forms' bound allows as measured from here (the test's own steps take a little). */
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

// ---------------------------------------------------------------------------------------------
// Checkout

e2e.test(
  'a checkout webhook that never answers: confirmed within 2 s, then delivered once it answers, every copy with one orderId',
  { timeout: 90_000 },
  async ({ page, sink }) => {
    sink.setMode('checkout', { hang: true });
    await readyToOrder(page);
    const { reference, confirmMs } = await submitCheckout(page);
    console.log(`hanging checkout webhook: confirmation ${confirmMs} ms after the click`);
    assert.ok(confirmMs <= CONFIRM_WITHIN_MS, `confirmed within 2 s of the click (took ${confirmMs} ms)`);

    // The first copy reached the receiver, which never answers; then the receiver is fixed.
    const [hung] = await sink.waitForArrivals('checkout', 1, 5_000);
    assert.equal(hung?.answer, 'hang');
    assert.equal(orderIdOf(hung!), reference);
    sink.clearMode('checkout');

    // The site abandons the hung request after its time limit and sends the order again later.
    const body = (await sink.waitForSubmission(
      'checkout',
      (candidate) => (candidate as CheckoutBody).orderId === reference,
      40_000,
    )) as CheckoutBody;
    assert.deepEqual(Object.keys(body).sort(), CHECKOUT_KEYS);
    await sleep(3_000);

    const arrivals = sink.arrived('checkout');
    const accepted = sink.received('checkout') as CheckoutBody[];
    console.log(
      `hanging checkout webhook: ${arrivals.length} copies arrived (${arrivals.filter((a) => a.answer === 'hang').length} ` +
        `unanswered), ${accepted.length} accepted, order ids ${JSON.stringify([...new Set(arrivals.map(orderIdOf))])}`,
    );
    assert.deepEqual(
      arrivals.map(orderIdOf),
      arrivals.map(() => reference),
      'every copy carries the same orderId',
    );
    assert.equal(accepted.length, 1, 'the order was accepted once');
    assert.equal(arrivals.length, 2, 'one unanswered copy, then one delivery');
    // No copy while another one was still open: the repeat came after the first was abandoned.
    const [first, second] = arrivals;
    assert.ok(first?.closedAt !== undefined, 'the site gave up on the hung request');
    assert.ok(
      second!.arrivedAt >= first.closedAt,
      `the repeat was sent after the first request ended (${second!.arrivedAt - first.closedAt} ms later)`,
    );
  },
);

e2e.test(
  'a slow checkout webhook (answering after 5 s): confirmed within 2 s, delivered exactly once',
  { timeout: 60_000 },
  async ({ page, sink }) => {
    sink.setMode('checkout', { delayMs: 5_000 });
    await readyToOrder(page);
    const { reference, confirmMs } = await submitCheckout(page);
    console.log(`slow checkout webhook: confirmation ${confirmMs} ms after the click`);
    assert.ok(confirmMs <= CONFIRM_WITHIN_MS, `confirmed within 2 s of the click (took ${confirmMs} ms)`);

    await sink.waitForSubmission('checkout', (b) => (b as CheckoutBody).orderId === reference, 15_000);
    // Past the first retry period (5 s): a repeat would have come by now.
    await sleep(6_000);
    const arrivals = sink.arrived('checkout');
    console.log(
      `slow checkout webhook: ${arrivals.length} copies arrived, ${sink.received('checkout').length} accepted`,
    );
    assert.equal(arrivals.length, 1, 'one request');
    assert.equal(sink.received('checkout').length, 1, 'delivered exactly once');
  },
);

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

async function waitForDialog(dialogs: { at: number }[], timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  while (dialogs.length === 0 && Date.now() < until) await sleep(100);
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
  await form.getByRole('button', { name: 'A enviar...' }).waitFor();
  await waitForDialog(dialogs, 15_000);
  const answerMs = (dialogs[0]?.at ?? Infinity) - clickedAt;
  assert.deepEqual(
    dialogs.map((d) => d.message),
    [SEND_FAILED],
    'contact: the failure alert',
  );
  await form.getByRole('button', { name: 'Enviar Mensagem' }).waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Mensagem Enviada!' }).count(), 0);
  assert.equal(await form.getByLabel('Nome').inputValue(), typed.name);
  assert.equal(await form.getByLabel('Email').inputValue(), typed.email);
  assert.equal(await form.getByLabel('Telefone').inputValue(), typed.phone);
  assert.equal(await form.getByLabel('Assunto').inputValue(), typed.subject);
  assert.equal(await form.getByLabel('Mensagem').inputValue(), typed.message);
  return answerMs;
}

/** The course enquiry, sent to a hook that never answers: the alert, and the typed text kept. */
async function enquiryAgainstHangingHook(page: Page): Promise<number> {
  const course = publishedCourses()[0];
  assert.ok(course, 'the published content has a course');
  const dialogs = recordDialogs(page);
  await visit(page, `/formacoes/${course.id}`);
  const main = page.locator('main');
  await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
  await main.getByLabel('Nome').fill(typed.name);
  await main.getByLabel('Email').fill(typed.email);
  await main.getByLabel('Telefone').fill(typed.phone);
  await main.getByLabel('Mensagem').fill(typed.message);
  const clickedAt = Date.now();
  await main.getByRole('button', { name: 'Enviar Pedido' }).click();
  await main.getByRole('button', { name: 'A enviar...' }).waitFor();
  await waitForDialog(dialogs, 15_000);
  const answerMs = (dialogs[0]?.at ?? Infinity) - clickedAt;
  assert.deepEqual(
    dialogs.map((d) => d.message),
    [SEND_FAILED],
    'course enquiry: the failure alert',
  );
  await main.getByRole('button', { name: 'Enviar Pedido' }).waitFor();
  assert.equal(await page.getByRole('dialog', { name: 'Interesse Registado!' }).count(), 0);
  assert.equal(await main.getByLabel('Nome').inputValue(), typed.name);
  assert.equal(await main.getByLabel('Email').inputValue(), typed.email);
  assert.equal(await main.getByLabel('Telefone').inputValue(), typed.phone);
  assert.equal(await main.getByLabel('Mensagem').inputValue(), typed.message);
  return answerMs;
}

/** The newsletter popup, sent to a hook that never answers: success all the same (§8). */
async function newsletterAgainstHangingHook(page: Page): Promise<number> {
  await visit(page, '/?newsletter=1');
  const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
  await popup.waitFor({ timeout: 8_000 });
  await popup.getByLabel('Email').fill(typed.email);
  const clickedAt = Date.now();
  await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
  await page.getByRole('button', { name: 'A SUBSCREVER...' }).waitFor();
  await page.getByRole('dialog', { name: 'Obrigada!' }).waitFor({ timeout: 15_000 });
  return Date.now() - clickedAt;
}

e2e.test(
  'contact, course enquiry and newsletter answer within 10 s when their webhooks never answer',
  { timeout: 90_000 },
  async ({ context, page, sink, log }) => {
    sink.setMode('contact', { hang: true });
    sink.setMode('course-inquiry', { hang: true });
    sink.setMode('newsletter', { hang: true });
    // One tab per form, side by side: each waits out its own time limit.
    const [contactMs, enquiryMs, newsletterMs] = await Promise.all([
      contactAgainstHangingHook(page),
      context.newPage().then(enquiryAgainstHangingHook),
      context.newPage().then(newsletterAgainstHangingHook),
    ]);
    console.log(
      `hanging form webhooks: contact alert after ${contactMs} ms, course enquiry alert after ${enquiryMs} ms, ` +
        `newsletter success after ${newsletterMs} ms (bound ${FORM_ANSWER_WITHIN_MS} ms)`,
    );
    for (const [form, ms] of [
      ['contact', contactMs],
      ['course enquiry', enquiryMs],
      ['newsletter', newsletterMs],
    ] as const) {
      assert.ok(ms <= FORM_ANSWER_MEASURED_MS, `${form} answered within 10 s (took ${ms} ms)`);
    }
    // Each body did reach its receiver, which never answered.
    for (const hook of ['contact', 'course-inquiry', 'newsletter'] as const) {
      assert.equal(sink.arrived(hook).length, 1, `one ${hook} request`);
      assert.equal(sink.arrived(hook)[0]?.answer, 'hang');
    }
    assert.ok(
      log.warnings.some((w) => w.text.includes('Newsletter webhook failed')),
      'the newsletter failure is logged',
    );
  },
);

// ---------------------------------------------------------------------------------------------
// 50 orders, a webhook failing 30% of the time, two tabs

const ORDERS = 50;
/** Orders placed through the checkout form, one in each tab; the rest wait in the outbox. */
const THROUGH_THE_FORM = 2;
const FAIL_RATE = 0.3;
const SEED = 20_261_125;

/** An order as the checkout stores it in the outbox (src/lib/outbox.ts), due now. */
function waitingOrder(n: number, at: number) {
  const orderId = `E2E-${String(n).padStart(2, '0')}-${at.toString(36).toUpperCase()}`;
  const payload = {
    formId: 'checkout_order',
    orderId,
    customerName: `Cliente ${n}`,
    customerEmail: `cliente${n}@example.com`,
    customerPhone: '912345678',
    deliveryMethod: 'pickup',
    shippingAddress: '',
    shippingPostalCode: '',
    shippingCity: '',
    paymentMethod: 'bank_transfer',
    mbwayPhone: '',
    orderTotal: regular.price,
    orderSubtotal: regular.price,
    shippingCost: 0,
    discountApplied: false,
    discountAmount: 0,
    discountCode: '',
    cartItems: [
      {
        productId: regular.id,
        productName: regular.name,
        quantity: 1,
        price: regular.price,
        subtotal: regular.price,
      },
    ],
    notes: '',
    submittedAt: new Date(at).toISOString(),
    source: 'checkout_page',
  };
  return { orderId, payload, attempts: 0, nextAttemptAt: at, createdAt: at + n };
}

type StoredEntry = { nextAttemptAt: number; lease?: { until: number } };

/** The page's time and when the next stored order falls due (a lease running out counts). */
async function outboxClock(page: Page): Promise<{ now: number; nextDue: number | undefined }> {
  return page.evaluate(() => {
    let entries: StoredEntry[] = [];
    try {
      entries = JSON.parse(window.localStorage.getItem('order_outbox') ?? '[]') as StoredEntry[];
    } catch {
      // An unreadable outbox counts as empty here; the assertions below say what is missing.
    }
    const times = entries.map((e) => Math.max(e.nextAttemptAt, e.lease?.until ?? 0));
    return { now: Date.now(), nextDue: times.length === 0 ? undefined : Math.min(...times) };
  });
}

e2e.test(
  '50 orders through a webhook failing 30% of the time, with a second tab open: all delivered, none twice',
  { timeout: 120_000, allowErrors: [FAILED_RESOURCE] },
  async ({ context, page, sink }) => {
    const startedAt = Date.now();
    sink.setMode('checkout', { failRate: FAIL_RATE, seed: SEED });
    // The pages' clock: real time, except that the test skips the waits of the back-off (5 s,
    // 15 s, 45 s …) as a laptop lid closed for that long would, instead of sitting them out.
    await context.clock.install();

    // Orders a visitor placed earlier in a tab that closed before they could be sent: they wait
    // in the outbox of this browser, written before any page of the site opens.
    const waiting = Array.from({ length: ORDERS - THROUGH_THE_FORM }, (_, i) =>
      waitingOrder(i + 1, startedAt),
    );
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
    assert.equal(new Set(placed).size, ORDERS);

    // Until every order is in: wait until nothing is on its way, then move the pages' clock on
    // to the next retry.
    let skippedMs = 0;
    const delivered = () => new Set((sink.received('checkout') as CheckoutBody[]).map((b) => b.orderId));
    while (delivered().size < ORDERS && Date.now() - startedAt < 90_000) {
      await quiet(sink);
      if (delivered().size >= ORDERS) break;
      const { now, nextDue } = await outboxClock(page);
      const jump = Math.max(2_100, (nextDue ?? now) - now + 100);
      await context.clock.fastForward(jump);
      skippedMs += jump;
    }
    await quiet(sink);
    await sleep(2_500);

    const accepted = (sink.received('checkout') as CheckoutBody[]).map((b) => b.orderId);
    const arrivals = sink.arrived('checkout');
    const counts = new Map<string, number>();
    for (const id of accepted) counts.set(id, (counts.get(id) ?? 0) + 1);
    const duplicated = [...counts.values()].filter((n) => n > 1).length;
    const lost = placed.filter((id) => !counts.has(id));
    const failures = arrivals.filter((a) => a.answer === 500).length;
    const left = await page.evaluate(() => window.localStorage.getItem('order_outbox'));
    console.log(
      `orders placed ${placed.length} (${THROUGH_THE_FORM} through the checkout form, ${waiting.length} waiting in the outbox) / ` +
        `delivered ${counts.size} / duplicated ${duplicated} / lost ${lost.length}; ` +
        `${arrivals.length} requests, ${failures} answered 500; back-off skipped ${Math.round(skippedMs / 1000)} s; ` +
        `${Math.round((Date.now() - startedAt) / 1000)} s in all`,
    );
    assert.ok(failures >= 5, `the webhook did fail part of the time (${failures} failures)`);
    assert.deepEqual(lost, [], 'no order lost');
    assert.equal(
      duplicated,
      0,
      `no order delivered twice: ${JSON.stringify([...counts].filter(([, n]) => n > 1))}`,
    );
    assert.equal(counts.size, ORDERS);
    assert.deepEqual(JSON.parse(left ?? '[]'), [], 'the outbox is empty');
  },
);

/** Resolves once no request to the sink is open and none arrived for 300 ms. */
async function quiet(sink: { arrived: (hook: 'checkout') => SinkArrival[] }) {
  for (;;) {
    const arrivals = sink.arrived('checkout');
    const open = arrivals.some((a) => a.closedAt === undefined);
    const last = Math.max(0, ...arrivals.map((a) => a.closedAt ?? a.arrivedAt));
    if (!open && Date.now() - last >= 300) return;
    await sleep(100);
  }
}
