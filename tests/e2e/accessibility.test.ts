// Accessibility of the public site (docs/architecture.md, "Accessibility checks"): axe-core finds
// no serious or critical violation on one page of every route of the route table
// (src/lib/paths.ts), the cart empty and with an item, the checkout with its errors and its
// confirmation, and in every public dialog and panel, each at 390 and 1280 px (the window is
// resized between the two checks of a screen). Moderate and minor findings are printed, never
// failed. The figures ("N screens × viewports checked / M serious-or-critical violations") are
// printed at the end. The admin's screens: accessibility-admin.test.ts; focus in the dialogs:
// accessibility-dialogs.test.ts.
import assert from 'node:assert/strict';
import { after } from 'node:test';
import type { Page } from 'playwright-core';
import { NEWSLETTER_SUCCESS_CLOSE_MS } from '../../src/lib/newsletter-popup.ts';
import { prerenderedPaths, paths } from '../../src/lib/paths.ts';
import { assertNoneFailing, AxeReport, holdTimersOf, resize, type AxeFinding } from './axe.ts';
import { fillCheckout, submitCheckout } from './checkout-flow.ts';
import { assertBuiltForWebhookTests, setupE2E, visit } from './harness.ts';
import { publishedCourses, publishedPosts } from './published-content.ts';
import { pickProduct, publishedProducts, siteSettings } from './site-data.ts';

const e2e = setupE2E();
const report = new AxeReport();
after(() => {
  for (const line of report.lines()) console.log(line);
});

/** axe is injected as a script, which the pages' CSP refuses (see axe.ts). */
const AXE = { bypassCSP: true, timeout: 240_000 } as const;
/** Success modals close by themselves after 5000 ms (docs/product.md §9). */
const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;
const inStock = pickProduct('product with stock', (p) => p.stock >= 2);
const firstCourse = publishedCourses()[0];

/** One URL per page of the route table: the first course, category, product, post, ... */
function publicSamples(): { page: string; path: string }[] {
  const published = {
    products: publishedProducts(),
    courses: { courses: publishedCourses() },
    posts: publishedPosts(),
  };
  const seen = new Set<string>();
  return prerenderedPaths(published, siteSettings().categories)
    .filter((entry) => !seen.has(entry.page) && seen.add(entry.page))
    .map(({ page, path }) => ({ page, path }));
}

// ---------------------------------------------------------------------------------------------
// axe

e2e.test('axe: the check reports a serious violation when there is one', AXE, async ({ page }) => {
  await visit(page, paths.home.getHref());
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.id = 'axe-canary';
    document.querySelector('main')?.append(unnamed);
  });
  const found = await report.check(page, 'canary (a button without a name)', '#axe-canary');
  assert.deepEqual(
    found.map((finding) => `${finding.impact} ${finding.rule}`),
    ['critical button-name'],
  );
  // The canary is not part of the site: it does not count in the figures.
  report.forget('canary (a button without a name)');
});

e2e.test(
  'axe: one page of every public route, the cart empty and with an item, the checkout and its confirmation',
  AXE,
  async ({ page }) => {
    assertBuiltForWebhookTests();
    const failing: AxeFinding[] = [];
    for (const sample of publicSamples()) {
      await visit(page, sample.path);
      if (sample.page === 'checkout') {
        await page.getByRole('button', { name: 'Finalizar Encomenda' }).waitFor();
      }
      failing.push(...(await report.checkWidths(page, sample.path)));

      if (sample.page === 'cart') {
        // The cart with an item (and the checkout after it, next in the table, with that item).
        await visit(page, paths.product.getHref(inStock.id));
        await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
        await page
          .getByRole('banner')
          .getByRole('link', { name: 'Carrinho, 1 artigo', exact: true })
          .waitFor();
        await visit(page, paths.cart.getHref());
        await page.getByRole('link', { name: 'Finalizar Compra' }).waitFor();
        failing.push(...(await report.checkWidths(page, '/carrinho with an item')));
      }
      if (sample.page === 'checkout') {
        const main = page.locator('main');
        await main.getByRole('button', { name: 'Finalizar Encomenda' }).click();
        await main.locator('.field__error').first().waitFor();
        failing.push(...(await report.checkWidths(page, '/checkout with its errors')));
        await fillCheckout(page, { delivery: 'pickup', payment: 'bank_transfer' });
        await submitCheckout(page);
        failing.push(...(await report.checkWidths(page, '/checkout confirmation')));
      }
    }
    assertNoneFailing(failing);
  },
);

const contactForm = (page: Page) => page.getByRole('region', { name: 'Envie-nos uma Mensagem' });

async function sendContactForm(page: Page) {
  const form = contactForm(page);
  await form.getByLabel('Nome').fill('Rita Cliente');
  await form.getByLabel('Email').fill('rita.cliente@example.com');
  await form.getByLabel('Assunto').fill('Encomenda para salão');
  await form.getByLabel('Mensagem').fill('Bom dia, gostaria de saber se fazem preços para salões.');
  const send = form.getByRole('button', { name: 'Enviar Mensagem' });
  await send.focus();
  await page.keyboard.press('Enter');
  return send;
}

async function sendCourseEnquiry(page: Page) {
  const main = page.locator('main');
  await main.getByLabel('Nome').fill('Joana Formanda');
  await main.getByLabel('Email').fill('joana.formanda@example.com');
  const send = main.getByRole('button', { name: 'Enviar Pedido' });
  await send.focus();
  await page.keyboard.press('Enter');
  return send;
}

e2e.test(
  'axe: the public dialogs and panels (cookie banner and settings, newsletter, menus, viewer, success modals)',
  { ...AXE, returningVisitor: false },
  async ({ page }) => {
    assertBuiltForWebhookTests();
    const failing: AxeFinding[] = [];
    const dialog = '[role="dialog"]';

    // A first visit: the cookie banner, then its settings.
    await visit(page, paths.home.getHref());
    const banner = page.getByRole('region', { name: 'Utilizamos cookies' });
    await banner.waitFor({ timeout: 10_000 });
    failing.push(...(await report.checkWidths(page, 'cookie banner', { include: 'section.cookie-banner' })));
    await banner.getByRole('button', { name: 'Configurar' }).click();
    await page.getByRole('dialog', { name: 'Definições de cookies' }).waitFor();
    failing.push(...(await report.checkWidths(page, 'cookie settings dialog', { include: dialog })));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await banner.getByRole('button', { name: 'Rejeitar Opcionais' }).click();

    // The newsletter popup follows the cookie choice on the home page; then its thank-you.
    const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
    await popup.waitFor({ timeout: 10_000 });
    failing.push(...(await report.checkWidths(page, 'newsletter popup', { include: dialog })));
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
    await popup.locator('.field__error').waitFor();
    failing.push(...(await report.checkWidths(page, 'newsletter popup with its error', { include: dialog })));
    await popup.getByLabel('Email').fill('ana.subscritora@example.com');
    await holdTimersOf(page, NEWSLETTER_SUCCESS_CLOSE_MS);
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
    const thanks = page.getByRole('dialog', { name: 'Obrigada!' });
    await thanks.waitFor({ timeout: 10_000 });
    failing.push(...(await report.checkWidths(page, 'newsletter thank-you', { include: dialog })));
    await thanks.getByRole('button', { name: 'Fechar' }).click();
    await thanks.waitFor({ state: 'detached' });

    // The testimonial viewer.
    await page
      .getByRole('button', { name: /^Ampliar imagem: / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Testemunhos' }).waitFor();
    failing.push(...(await report.checkWidths(page, 'testimonial viewer', { include: dialog })));
    await page.keyboard.press('Escape');

    // The phone's menu (a disclosure under the header) and the desktop's categories dropdown.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('navigation', { name: 'Principal' })
      .getByRole('link', { name: 'Contactos' })
      .waitFor();
    failing.push(...(await report.checkWidths(page, 'mobile menu', { include: 'header', only: 'phone' })));
    await page.keyboard.press('Escape');
    await resize(page, 'desktop');
    // By the keyboard: a pointer resting on the item would open it by hovering, and a click then close it.
    await page.mouse.move(0, 0);
    await page.getByRole('button', { name: 'Categorias da loja' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Unhas' }).waitFor();
    failing.push(
      ...(await report.checkWidths(page, 'shop categories dropdown', { include: 'header', only: 'desktop' })),
    );
    await page.keyboard.press('Escape');

    // The success modals of the contact form and the course enquiry.
    await visit(page, paths.contact.getHref());
    await holdTimersOf(page, SUCCESS_MODAL_AUTO_CLOSE_MS);
    await sendContactForm(page);
    await page.getByRole('dialog', { name: 'Mensagem Enviada!' }).waitFor({ timeout: 10_000 });
    failing.push(...(await report.checkWidths(page, 'contact success modal', { include: dialog })));

    assert.ok(firstCourse, 'the published content has a course');
    await visit(page, paths.course.getHref(firstCourse.id));
    await holdTimersOf(page, SUCCESS_MODAL_AUTO_CLOSE_MS);
    await sendCourseEnquiry(page);
    await page.getByRole('dialog', { name: 'Interesse Registado!' }).waitFor({ timeout: 10_000 });
    failing.push(...(await report.checkWidths(page, 'course enquiry success modal', { include: dialog })));

    assertNoneFailing(failing);
  },
);
