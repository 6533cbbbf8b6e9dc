// Focus in the public site's dialogs (docs/architecture.md, "Accessibility checks"): every modal
// dialog keeps Tab and Shift+Tab inside, closes on Escape, and gives the focus back to the element
// that opened it, whether closed by Escape or by its own button. The cookie banner is not modal
// and the phone's menu is a disclosure: neither traps the focus, and Escape closes the menu with
// the focus back on its button. The testimonial viewer's are in home.test.ts; the admin's in
// accessibility-admin.test.ts.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { paths } from '../../src/lib/paths.ts';
import { assertFocusTrapped, describeFocus, expectFocus, focusInside } from './focus.ts';
import { assertBuiltForWebhookTests, setupE2E, visit } from './harness.ts';
import { publishedCourses } from './published-content.ts';
import { pickProduct } from './site-data.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

const CLOSE_BY = ['Escape', 'its button'] as const;

/** Focuses `control` and presses Enter on it, as a keyboard user does. */
async function pressOn(page: Page, control: Locator, key = 'Enter') {
  await control.focus();
  await page.keyboard.press(key);
}

e2e.test(
  "the cookie settings dialog (footer's opener): trapped, and focus back on the opener",
  async ({ page }) => {
    await visit(page, paths.shop.getHref());
    const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' });
    const dialog = page.getByRole('dialog', { name: 'Definições de cookies' });
    for (const close of CLOSE_BY) {
      await pressOn(page, opener);
      await dialog.waitFor();
      await assertFocusTrapped(page, dialog, 'cookie settings');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await pressOn(page, dialog.getByRole('button', { name: 'Cancelar' }));
      await dialog.waitFor({ state: 'detached' });
      await expectFocus(page, opener, `the footer's Definições de cookies (closed by ${close})`);
    }
  },
);

e2e.test(
  'the cookie banner is not modal: the focus leaves it; its settings come back to Configurar',
  { returningVisitor: false },
  async ({ page }) => {
    await visit(page, paths.shop.getHref());
    const banner = page.getByRole('region', { name: 'Utilizamos cookies' });
    await banner.waitFor({ timeout: 10_000 });
    await banner.getByRole('button', { name: 'Aceitar Todos' }).focus();
    let left = false;
    for (let i = 0; i < 5 && !left; i += 1) {
      await page.keyboard.press('Shift+Tab');
      left = !(await focusInside(banner));
    }
    assert.ok(left, `Shift+Tab leaves the banner (focus on ${await describeFocus(page)})`);

    const configure = banner.getByRole('button', { name: 'Configurar' });
    const dialog = page.getByRole('dialog', { name: 'Definições de cookies' });
    await pressOn(page, configure);
    await dialog.waitFor();
    await assertFocusTrapped(page, dialog, 'cookie settings from the banner');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expectFocus(page, configure, 'Configurar, back in the banner');
  },
);

e2e.test('the newsletter popup: trapped, closed by Escape and by its button', async ({ page }) => {
  const popup = page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
  for (const close of CLOSE_BY) {
    await visit(page, `${paths.home.getHref()}?newsletter=1`);
    await popup.waitFor({ timeout: 10_000 });
    await assertFocusTrapped(page, popup, 'newsletter popup');
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await pressOn(page, popup.getByRole('button', { name: 'Fechar' }));
    await popup.waitFor({ state: 'detached' });
  }
});

e2e.test(
  'the contact and course-enquiry success modals: trapped, and focus back on the send button',
  async ({ page }) => {
    const course = publishedCourses()[0];
    assert.ok(course, 'the published content has a course');
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
      const sendButton = form.getByRole('button', { name: send });
      const dialog = page.getByRole('dialog', { name: modal });
      for (const close of CLOSE_BY) {
        for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
        await pressOn(page, sendButton);
        await dialog.waitFor({ timeout: 10_000 });
        await assertFocusTrapped(page, dialog, modal);
        if (close === 'Escape') await page.keyboard.press('Escape');
        else await pressOn(page, dialog.getByRole('button', { name: 'Fechar' }));
        await dialog.waitFor({ state: 'detached' });
        await expectFocus(page, sendButton, `${send} (closed by ${close})`);
      }
    }
  },
);

e2e.test(
  "the phone's menu does not trap; Escape closes it with the focus back on its button",
  async ({ page }) => {
    await visit(page, paths.home.getHref());
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await pressOn(page, menuButton);
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'true');
    await page.keyboard.press('Tab');
    assert.ok(await focusInside(nav), `Tab goes into the menu (focus on ${await describeFocus(page)})`);
    let left = false;
    for (let i = 0; i < 15 && !left; i += 1) {
      await page.keyboard.press('Tab');
      left = !(await focusInside(nav));
    }
    assert.ok(left, 'Tab leaves the menu after its last link');
    await page.keyboard.press('Shift+Tab');
    assert.ok(await focusInside(nav), 'Shift+Tab comes back into the menu');
    await page.keyboard.press('Escape');
    await expectFocus(page, menuButton, 'the Menu button');
    assert.equal(await menuButton.getAttribute('aria-expanded'), 'false');
  },
);

e2e.test("the cart's Limpar Carrinho confirmation leaves the focus on its button", async ({ page }) => {
  const product = pickProduct('product with stock', (p) => p.stock >= 2);
  await visit(page, paths.product.getHref(product.id));
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }).waitFor();
  await visit(page, paths.cart.getHref());
  const clear = page.getByRole('button', { name: 'Limpar Carrinho' });
  const asked = new Promise<string>((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
  await pressOn(page, clear);
  assert.equal(await asked, 'confirm');
  await expectFocus(page, clear, 'Limpar Carrinho after the confirmation was dismissed');
});
