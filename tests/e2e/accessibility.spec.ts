// Accessibility of the public site (docs/architecture.md, "Accessibility checks"): axe-core finds
// no serious or critical violation on one page of every route of the route table
// (src/lib/paths.ts), the cart empty and with an item, the checkout with its errors and its
// confirmation, and in every public dialog and panel, each at 390 and 1280 px (the window is
// resized between the two checks of a screen). Moderate and minor findings are printed, never
// failed. Each worker prints its figures ("N screens × viewports checked / M serious-or-critical
// violations") when it is done with this file. The admin's screens: accessibility-admin.spec.ts;
// focus in the dialogs: accessibility-dialogs.spec.ts. axe needs the real browser: computed
// colours, layout and the built site's markup.
import type { Page } from '@playwright/test';
import { NEWSLETTER_SUCCESS_CLOSE_MS } from '../../src/lib/newsletter/newsletter-popup.ts';
import { PUBLIC_PAGES, prerenderedPaths, paths, type PublicPage } from '../../src/lib/paths.ts';
import { assertNoneFailing, AxeReport, holdTimersOf, type AxeFinding } from './support/axe.ts';
import { runClockUntilVisible, visitWithClock } from './support/clock.ts';
import { fillCheckout, submitCheckout } from './support/checkout-flow.ts';
import { VIEWPORTS } from './support/config.ts';
import { expect, test, visit } from './support/fixtures.ts';
import { publishedCourses, publishedPosts } from './support/published-content.ts';
import { pickProduct, publishedProducts, siteSettings } from './support/site-data.ts';

const report = new AxeReport();
test.afterAll(() => {
  if (report.checked.length > 0) for (const line of report.lines()) console.log(line);
});

// axe runs in the pages with their CSP ignored (see axe.ts).
test.use({ bypassCSP: true });
// axe at two widths per screen, on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Success modals close by themselves after 5000 ms (docs/product.md §9). */
const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;
/** The open dialog: a native <dialog> (src/components/modal/), with no role attribute to match. */
const dialog = 'dialog[open]';

/** The first URL of `page` in the route table: the first course, category, product, post, ... */
function samplePath(page: PublicPage): string {
  const published = {
    products: publishedProducts(),
    courses: { courses: publishedCourses() },
    posts: publishedPosts(),
  };
  const entry = prerenderedPaths(published, siteSettings().categories).find((e) => e.page === page);
  if (!entry) throw new Error(`the route table has no ${page} page`);
  return entry.path;
}

/** Adds a product with stock to the cart, from its page. */
async function addOneToCart(page: Page) {
  const inStock = pickProduct('product with stock', (p) => p.stock >= 2);
  await visit(page, paths.product.getHref(inStock.id));
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
  ).toBeVisible();
}

// ---------------------------------------------------------------------------------------------
// axe on the pages

/**
 * The canary: a button without a name, put outside React's root (the page's parts still hydrating
 * would remove a node React did not render), must be reported as a critical violation.
 */
async function checkCanary(page: Page) {
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.id = 'axe-canary';
    document.body.append(unnamed);
  });
  const found = await report.check(page, 'canary (a button without a name)', '#axe-canary');
  expect(
    found.map((finding) => `${finding.impact} ${finding.rule}`),
    'axe reports the canary',
  ).toEqual(['critical button-name']);
  // The canary is not part of the site: it does not count in the figures.
  report.forget('canary (a button without a name)');
  await page.evaluate(() => document.getElementById('axe-canary')?.remove());
}

/** The route table's page kinds that are checked as they load (the cart and checkout have a test of their own). */
const PAGE_KINDS = PUBLIC_PAGES.filter((p) => p !== 'cart' && p !== 'checkout');
const TOURS = 2;

// The page kinds in two tours of one browser context each (a warm cache: a page costs a fraction
// of a new context), every finding naming its page and width; the first tour starts with the canary.
for (let first = 0; first < TOURS; first++) {
  const kinds = PAGE_KINDS.filter((_, i) => i % TOURS === first);
  test(`axe: the ${kinds.join(', ')} pages at ${VIEWPORTS.phone.width} and ${VIEWPORTS.desktop.width} px${first === 0 ? ', after the check reports a serious violation when there is one' : ''}`, async ({
    page,
  }) => {
    const failing: AxeFinding[] = [];
    for (const [i, kind] of kinds.entries()) {
      const sitePath = samplePath(kind);
      // Each page opens at 390 px, as in a test of its own: set before it loads, without waiting
      // for the page left behind to lay itself out again.
      await page.setViewportSize(VIEWPORTS.phone);
      await visit(page, sitePath);
      if (first === 0 && i === 0) await checkCanary(page);
      failing.push(...(await report.checkWidths(page, sitePath, { restore: false })));
    }
    assertNoneFailing(failing);
  });
}

test('axe: the cart, empty and with an item, the checkout with its errors, and its confirmation', async ({
  page,
}) => {
  const failing: AxeFinding[] = [];
  await visit(page, paths.cart.getHref());
  failing.push(...(await report.checkWidths(page, '/carrinho')));
  await addOneToCart(page);
  await visit(page, paths.cart.getHref());
  await expect(page.getByRole('link', { name: 'Finalizar Compra' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, '/carrinho with an item')));
  await visit(page, paths.checkout.getHref());
  const main = page.locator('main');
  await expect(main.getByRole('button', { name: 'Finalizar Encomenda' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, '/checkout')));
  await main.getByRole('button', { name: 'Finalizar Encomenda' }).click();
  await expect(main.locator('.field__error').first()).toBeVisible();
  failing.push(...(await report.checkWidths(page, '/checkout with its errors')));
  await fillCheckout(page, { delivery: 'pickup', payment: 'bank_transfer' });
  await submitCheckout(page);
  failing.push(...(await report.checkWidths(page, '/checkout confirmation')));
  assertNoneFailing(failing);
});

// ---------------------------------------------------------------------------------------------
// axe in the public dialogs and panels

test.describe('a first visit', () => {
  test.use({ returningVisitor: false });

  test('axe: the cookie banner, its settings, the newsletter popup, its error and thank-you', async ({
    page,
  }) => {
    const failing: AxeFinding[] = [];
    // The banner's and the popup's 2 s delays run on the page's clock, moved on by the test.
    await visitWithClock(page, paths.home.getHref());
    const banner = page.getByRole('region', { name: 'Utilizamos cookies' });
    await runClockUntilVisible(page, banner);
    failing.push(...(await report.checkWidths(page, 'cookie banner', { include: 'section.cookie-banner' })));
    await banner.getByRole('button', { name: 'Configurar' }).click();
    await expect(page.getByRole('dialog', { name: 'Definições de cookies' })).toBeVisible();
    failing.push(...(await report.checkWidths(page, 'cookie settings dialog', { include: dialog })));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await banner.getByRole('button', { name: 'Rejeitar Opcionais' }).click();

    // The newsletter popup follows the cookie choice on the home page; then its thank-you.
    const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
    await runClockUntilVisible(page, popup);
    failing.push(...(await report.checkWidths(page, 'newsletter popup', { include: dialog })));
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
    await expect(popup.locator('.field__error')).toBeVisible();
    failing.push(...(await report.checkWidths(page, 'newsletter popup with its error', { include: dialog })));
    await popup.getByLabel('Email').fill('ana.subscritora@example.com');
    // The thank-you closes itself: its timer waits while axe checks it (axe needs the clock to run).
    await holdTimersOf(page, NEWSLETTER_SUCCESS_CLOSE_MS);
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
    const thanks = page.getByRole('dialog', { name: 'Obrigada!' });
    await runClockUntilVisible(page, thanks);
    failing.push(...(await report.checkWidths(page, 'newsletter thank-you', { include: dialog })));
    await thanks.getByRole('button', { name: 'Fechar' }).click();
    await expect(thanks).toHaveCount(0);
    assertNoneFailing(failing);
  });
});

test('axe: the testimonial viewer, the menus, and the contact and course enquiry success modals', async ({
  page,
}) => {
  const failing: AxeFinding[] = [];
  await visit(page, paths.home.getHref());
  await page
    .getByRole('button', { name: /^Ampliar imagem: / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Testemunhos' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, 'testimonial viewer', { include: dialog })));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Testemunhos' })).toHaveCount(0);

  // The phone's menu (a disclosure under the header) and the desktop's categories dropdown.
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Contactos' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, 'mobile menu', { include: 'header', only: 'phone' })));
  await page.keyboard.press('Escape');
  await page.setViewportSize(VIEWPORTS.desktop);
  // By the keyboard: a pointer resting on the item would open it by hovering, and a click then close it.
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Categorias da loja' }).focus();
  await page.keyboard.press('Enter');
  await expect(nav.getByRole('link', { name: 'Unhas' })).toBeVisible();
  failing.push(
    ...(await report.checkWidths(page, 'shop categories dropdown', { include: 'header', only: 'desktop' })),
  );
  await page.setViewportSize(VIEWPORTS.phone);

  await visit(page, paths.contact.getHref());
  // The modals close by themselves: their timer waits while axe checks them (axe needs the clock).
  await holdTimersOf(page, SUCCESS_MODAL_AUTO_CLOSE_MS);
  const form = page.getByRole('region', { name: 'Envie-nos uma Mensagem' });
  await form.getByLabel('Nome').fill('Rita Cliente');
  await form.getByLabel('Email').fill('rita.cliente@example.com');
  await form.getByLabel('Assunto').fill('Encomenda para salão');
  await form.getByLabel('Mensagem').fill('Bom dia, gostaria de saber se fazem preços para salões.');
  await form.getByRole('button', { name: 'Enviar Mensagem' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Mensagem Enviada!' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, 'contact success modal', { include: dialog })));

  const firstCourse = publishedCourses()[0];
  if (!firstCourse) throw new Error('the published content has no course');
  await visit(page, paths.course.getHref(firstCourse.id));
  await holdTimersOf(page, SUCCESS_MODAL_AUTO_CLOSE_MS);
  const main = page.locator('main');
  await main.getByLabel('Nome').fill('Joana Formanda');
  await main.getByLabel('Email').fill('joana.formanda@example.com');
  await main.getByRole('button', { name: 'Enviar Pedido' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Interesse Registado!' })).toBeVisible();
  failing.push(...(await report.checkWidths(page, 'course enquiry success modal', { include: dialog })));
  assertNoneFailing(failing);
});
