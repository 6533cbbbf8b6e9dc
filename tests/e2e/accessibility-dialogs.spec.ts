// Focus in the public site's dialogs (docs/architecture.md, "Accessibility checks"): Tab and
// Shift+Tab never take the focus out of a modal dialog to the page behind (a native <dialog> shown
// with showModal(): past its last control the focus may visit the browser's own controls, the
// document here, and come back), and each closes on Escape and gives the focus back to the element
// that opened it, whether closed by Escape or by its own button. The cookie banner is not modal
// and the phone's menu is a disclosure: neither traps the focus, and Escape closes the menu with
// the focus back on its button. The testimonial viewer's are in home.spec.ts; the admin's in
// accessibility-admin.spec.ts. Each needs a real browser: real Tab order across the whole page,
// focus given back after the dialog leaves the DOM, the real layout's header and footer.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../../src/lib/paths.ts';
import { runClockUntilVisible, visitWithClock } from './support/clock.ts';
import { holdTimersOf } from './support/axe.ts';
import { expect, test, visit } from './support/fixtures.ts';
import { assertFocusTrapped, describeFocus, focusInside } from './support/focus.ts';
import { publishedCourses } from './support/published-content.ts';
import { pickProduct } from './support/site-data.ts';

const CLOSE_BY = ['Escape', 'its button'] as const;
/** Success modals close by themselves after 5000 ms (docs/product.md §9). */
const SUCCESS_MODAL_AUTO_CLOSE_MS = 5000;

// Many key presses per test, on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Focuses `control` and presses Enter on it, as a keyboard user does. */
async function pressOn(page: Page, control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

/** The cookie settings dialog (footer's opener): trapped, and focus back on the opener. */
async function cookieSettingsFromFooter(page: Page) {
  await visit(page, paths.shop.getHref());
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' });
  const dialog = page.getByRole('dialog', { name: 'Definições de cookies' });
  for (const close of CLOSE_BY) {
    await pressOn(page, opener);
    await expect(dialog).toBeVisible();
    await assertFocusTrapped(page, dialog, 'cookie settings');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await pressOn(page, dialog.getByRole('button', { name: 'Cancelar' }));
    await expect(dialog).toHaveCount(0);
    await expect(opener, `the footer's Definições de cookies (closed by ${close})`).toBeFocused();
  }
}

test.describe('a first visit', () => {
  test.use({ returningVisitor: false });

  test('the cookie banner is not modal: the focus leaves it; its settings come back to Configurar', async ({
    page,
  }) => {
    // The banner's 2 s delay runs on the page's clock, moved on by the test.
    await visitWithClock(page, paths.shop.getHref());
    const banner = page.getByRole('region', { name: 'Utilizamos cookies' });
    await runClockUntilVisible(page, banner);
    await banner.getByRole('button', { name: 'Aceitar Todos' }).focus();
    let left = false;
    for (let i = 0; i < 5 && !left; i += 1) {
      await page.keyboard.press('Shift+Tab');
      left = !(await focusInside(banner));
    }
    expect(left, `Shift+Tab leaves the banner (focus on ${await describeFocus(page)})`).toBe(true);

    const configure = banner.getByRole('button', { name: 'Configurar' });
    const dialog = page.getByRole('dialog', { name: 'Definições de cookies' });
    await pressOn(page, configure);
    await expect(dialog).toBeVisible();
    await assertFocusTrapped(page, dialog, 'cookie settings from the banner');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(configure, 'Configurar, back in the banner').toBeFocused();
  });
});

for (const close of CLOSE_BY) {
  test(`the newsletter popup: trapped, closed by ${close}`, async ({ page }) => {
    const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
    await visitWithClock(page, `${paths.home.getHref()}?newsletter=1`);
    await runClockUntilVisible(page, popup);
    await assertFocusTrapped(page, popup, 'newsletter popup');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await pressOn(page, popup.getByRole('button', { name: 'Fechar' }));
    await expect(popup).toHaveCount(0);
  });
}

test('the contact and course-enquiry success modals: trapped, and focus back on the send button', async ({
  page,
}) => {
  const course = publishedCourses()[0];
  if (!course) throw new Error('the published content has no course');
  const forms = [
    {
      path: paths.contact.getHref(),
      form: page.getByRole('region', { name: 'Envie-nos uma Mensagem' }),
      fields: { Nome: 'Rita Cliente', Email: 'rita@example.com', Assunto: 'Preços', Mensagem: 'Olá!' },
      send: 'Enviar Mensagem',
      modal: 'Mensagem Enviada!',
    },
    {
      path: paths.course.getHref(course.id),
      form: page.locator('main form'),
      fields: { Nome: 'Joana Formanda', Email: 'joana@example.com' },
      send: 'Enviar Pedido',
      modal: 'Interesse Registado!',
    },
  ];
  for (const { path, form, fields, send, modal } of forms) {
    await visit(page, path);
    // The modal stays while its focus is checked, however slow the machine.
    await holdTimersOf(page, SUCCESS_MODAL_AUTO_CLOSE_MS);
    const sendButton = form.getByRole('button', { name: send });
    const dialog = page.getByRole('dialog', { name: modal });
    for (const close of CLOSE_BY) {
      for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
      await pressOn(page, sendButton);
      await expect(dialog).toBeVisible();
      await assertFocusTrapped(page, dialog, modal);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await pressOn(page, dialog.getByRole('button', { name: 'Fechar' }));
      await expect(dialog).toHaveCount(0);
      await expect(sendButton, `${send} (closed by ${close})`).toBeFocused();
    }
  }
});

/** The phone's menu does not trap; Escape closes it with the focus back on its button. */
async function phoneMenu(page: Page) {
  await visit(page, paths.home.getHref());
  const menuButton = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await pressOn(page, menuButton);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  expect(await focusInside(nav), `Tab goes into the menu (focus on ${await describeFocus(page)})`).toBe(true);
  let left = false;
  for (let i = 0; i < 15 && !left; i += 1) {
    await page.keyboard.press('Tab');
    left = !(await focusInside(nav));
  }
  expect(left, 'Tab leaves the menu after its last link').toBe(true);
  await page.keyboard.press('Shift+Tab');
  expect(await focusInside(nav), 'Shift+Tab comes back into the menu').toBe(true);
  await page.keyboard.press('Escape');
  await expect(menuButton, 'the Menu button').toBeFocused();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
}

/** The cart's Limpar Carrinho confirmation leaves the focus on its button. */
async function clearCartConfirmation(page: Page) {
  const product = pickProduct('product with stock', (p) => p.stock >= 2);
  await visit(page, paths.product.getHref(product.id));
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
  ).toBeVisible();
  await visit(page, paths.cart.getHref());
  const clear = page.getByRole('button', { name: 'Limpar Carrinho' });
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await pressOn(page, clear);
  expect(await asked).toBe('confirm');
  await expect(clear, 'Limpar Carrinho after the confirmation was dismissed').toBeFocused();
}

// One page for the three that need nothing but a returning visitor: a new context per case would
// cost more than the case.
test("the phone's menu, the footer's cookie settings and the cart's Limpar Carrinho", async ({ page }) => {
  await test.step("the phone's menu does not trap; Escape closes it", () => phoneMenu(page));
  await test.step("the cookie settings dialog (footer's opener): trapped, focus back", () =>
    cookieSettingsFromFooter(page));
  await test.step("the cart's Limpar Carrinho confirmation keeps the focus", () =>
    clearCartConfirmation(page));
});
