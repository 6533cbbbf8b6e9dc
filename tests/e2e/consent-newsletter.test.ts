// The cookie consent banner and the newsletter popup, as a first-time visitor meets them
// (docs/product.md §2.1, §3, §4, §9): the banner after 2 s, each of its choices stored and kept,
// the settings view, withdrawing consent from the footer; the popup on the home page only, after
// the cookie choice, its close and subscribe flows, and `/?newsletter=1`.
import assert from 'node:assert/strict';
import { before } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { assertBuiltForWebhookTests, setupE2E, sleep, visit } from './harness.ts';
import { storedJson } from './published-content.ts';

const e2e = setupE2E();
before(() => assertBuiltForWebhookTests());

const firstVisit = { returningVisitor: false } as const;

/** Longer than the banner's or the popup's 2 s delay, with room for a slow machine. */
const LONGER_THAN_DELAY = 4_000;
const APPEARS_WITHIN = 8_000;

const banner = (page: Page) => page.getByRole('region', { name: 'Utilizamos cookies' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Definições de cookies' });
const newsletterPopup = (page: Page) => page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });

type StoredConsent = { essential: boolean; analytics: boolean; marketing: boolean; timestamp: string };

async function storedConsent(page: Page): Promise<StoredConsent> {
  const value = (await storedJson(page, 'cookie_consent')) as StoredConsent | null;
  assert.ok(value, 'a cookie choice is stored');
  assert.deepEqual(Object.keys(value).sort(), ['analytics', 'essential', 'marketing', 'timestamp']);
  assert.equal(value.essential, true, 'essential cookies are always on');
  assert.ok(!Number.isNaN(Date.parse(value.timestamp)), `timestamp is a time: ${value.timestamp}`);
  return value;
}

/** Opens `sitePath` and waits for the banner, which must not be there as the page starts. */
async function visitAndWaitForBanner(page: Page, sitePath: string) {
  await page.goto(sitePath, { waitUntil: 'domcontentloaded' });
  assert.equal(await banner(page).count(), 0, 'no banner as the page opens');
  await banner(page).waitFor({ timeout: APPEARS_WITHIN });
}

/** Stores a cookie choice (only) before any page script runs, as after an earlier visit. */
async function storeConsentOnly(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window.localStorage.getItem('cookie_consent') === null) {
      window.localStorage.setItem(
        'cookie_consent',
        JSON.stringify({
          essential: true,
          analytics: false,
          marketing: false,
          timestamp: new Date().toISOString(),
        }),
      );
    }
  });
}

/** Asserts that `what` is not on the page, and stays away for longer than the 2 s delays. */
async function assertStaysAway(page: Page, what: 'banner' | 'popup') {
  const locator = what === 'banner' ? banner(page) : newsletterPopup(page);
  await sleep(LONGER_THAN_DELAY);
  assert.equal(await locator.count(), 0, `no ${what}`);
}

// ---------------------------------------------------------------------------------------------
// Cookie consent

e2e.test('the cookie banner appears after about 2 s with its three choices', firstVisit, async ({ page }) => {
  await visitAndWaitForBanner(page, '/loja');
  const buttons = await banner(page).getByRole('button').allInnerTexts();
  assert.deepEqual(
    buttons.map((text) => text.trim()),
    ['Aceitar Todos', 'Configurar', 'Rejeitar Opcionais'],
  );
  assert.equal(await storedJson(page, 'cookie_consent'), null, 'nothing is stored before a choice');
});

e2e.test('Aceitar Todos stores every category and the banner stays gone', firstVisit, async ({ page }) => {
  await visitAndWaitForBanner(page, '/loja');
  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click();
  await banner(page).waitFor({ state: 'detached' });
  const consent = await storedConsent(page);
  assert.equal(consent.analytics, true);
  assert.equal(consent.marketing, true);

  await page.reload({ waitUntil: 'networkidle' });
  await assertStaysAway(page, 'banner');
  assert.deepEqual(await storedConsent(page), consent, 'the choice is kept as it was');
});

e2e.test('Rejeitar Opcionais stores analytics and marketing as refused', firstVisit, async ({ page }) => {
  await visitAndWaitForBanner(page, '/loja');
  await banner(page).getByRole('button', { name: 'Rejeitar Opcionais' }).click();
  await banner(page).waitFor({ state: 'detached' });
  const consent = await storedConsent(page);
  assert.equal(consent.analytics, false);
  assert.equal(consent.marketing, false);

  await page.reload({ waitUntil: 'networkidle' });
  await assertStaysAway(page, 'banner');
});

e2e.test(
  'Configurar shows the settings; Cancelar goes back; saving analytics only stores it',
  firstVisit,
  async ({ page }) => {
    await visitAndWaitForBanner(page, '/loja');
    await banner(page).getByRole('button', { name: 'Configurar' }).click();
    const dialog = settingsDialog(page);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Guardar Preferências' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).waitFor();
    assert.equal(await banner(page).count(), 0, 'the settings view replaces the banner');

    const essential = dialog.getByRole('switch', { name: /Essenciais/ });
    assert.equal(await essential.isChecked(), true);
    assert.equal(await essential.isDisabled(), true, 'essential cookies cannot be turned off');
    const analytics = dialog.getByRole('switch', { name: 'Analíticos' });
    const marketing = dialog.getByRole('switch', { name: 'Marketing' });
    assert.equal(await analytics.isChecked(), false);
    assert.equal(await marketing.isChecked(), false);

    // Cancelar: back to the banner, nothing stored.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner(page).waitFor();
    assert.equal(await storedJson(page, 'cookie_consent'), null);

    await banner(page).getByRole('button', { name: 'Configurar' }).click();
    await settingsDialog(page).waitFor();
    await analytics.click();
    assert.equal(await analytics.isChecked(), true);
    await settingsDialog(page).getByRole('button', { name: 'Guardar Preferências' }).click();
    await settingsDialog(page).waitFor({ state: 'detached' });
    assert.equal(await banner(page).count(), 0);

    const consent = await storedConsent(page);
    assert.equal(consent.analytics, true);
    assert.equal(consent.marketing, false);
  },
);

e2e.test(
  "the footer's Definições de cookies reopens the current choice and withdraws analytics",
  firstVisit,
  async ({ page }) => {
    await visitAndWaitForBanner(page, '/loja');
    await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click();
    await banner(page).waitFor({ state: 'detached' });

    await page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' }).click();
    const dialog = settingsDialog(page);
    await dialog.waitFor();
    const analytics = dialog.getByRole('switch', { name: 'Analíticos' });
    const marketing = dialog.getByRole('switch', { name: 'Marketing' });
    assert.equal(await analytics.isChecked(), true, 'shows the stored choice');
    assert.equal(await marketing.isChecked(), true, 'shows the stored choice');

    await analytics.click();
    assert.equal(await analytics.isChecked(), false);
    await dialog.getByRole('button', { name: 'Guardar Preferências' }).click();
    await dialog.waitFor({ state: 'detached' });

    const consent = await storedConsent(page);
    assert.equal(consent.analytics, false);
    assert.equal(consent.marketing, true);

    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' }).click();
    await settingsDialog(page).waitFor();
    assert.equal(await analytics.isChecked(), false, 'the withdrawal is kept after a reload');
    await settingsDialog(page).getByRole('button', { name: 'Cancelar' }).click();
    await settingsDialog(page).waitFor({ state: 'detached' });
    assert.equal(await banner(page).count(), 0, 'cancelling with a stored choice shows no banner');
  },
);

// ---------------------------------------------------------------------------------------------
// Newsletter popup

e2e.test(
  'on the home page the popup waits for the cookie choice; closed, it does not come back',
  firstVisit,
  async ({ page }) => {
    await visitAndWaitForBanner(page, '/');
    // The banner has been up for a while: still no popup before a choice exists.
    await sleep(2_500);
    assert.equal(await newsletterPopup(page).count(), 0, 'no popup before the cookie choice');

    await banner(page).getByRole('button', { name: 'Rejeitar Opcionais' }).click();
    assert.equal(await newsletterPopup(page).count(), 0, 'not at once: 2 s after the choice');
    const popup = newsletterPopup(page);
    await popup.waitFor({ timeout: APPEARS_WITHIN });
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).waitFor();
    await popup.getByLabel('Email').waitFor();
    await popup.getByLabel('Data de nascimento').waitFor();

    await popup.getByRole('button', { name: 'Fechar' }).click();
    await popup.waitFor({ state: 'detached' });
    assert.equal(await storedJson(page, 'newsletter_popup_closed'), true);

    await page.reload({ waitUntil: 'networkidle' });
    await assertStaysAway(page, 'popup');
  },
);

e2e.test(
  'subscribing shows A SUBSCREVER... then Obrigada!, posts the sign-up and the popup stays away',
  firstVisit,
  async ({ page, context, sink }) => {
    await storeConsentOnly(context);
    await visit(page, '/');
    const popup = newsletterPopup(page);
    await popup.waitFor({ timeout: APPEARS_WITHIN });

    const email = 'ana.subscritora@example.com';
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Data de nascimento').fill('1992-05-17');
    const startedAt = Date.now();
    await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
    await page.getByRole('button', { name: 'A SUBSCREVER...' }).waitFor();

    const thanks = page.getByRole('dialog', { name: 'Obrigada!' });
    await thanks.waitFor();
    assert.match(await thanks.innerText(), /10%/, 'the thank-you mentions the discount code');
    // It closes itself about 2 s later.
    await thanks.waitFor({ state: 'detached', timeout: 6_000 });

    const body = (await sink.waitForSubmission('newsletter')) as Record<string, unknown>;
    assert.deepEqual(Object.keys(body).sort(), ['birthDate', 'email', 'formId', 'source', 'submittedAt']);
    assert.equal(body.formId, 'newsletter_popup');
    assert.equal(body.source, 'home_popup');
    assert.equal(body.email, email);
    assert.equal(body.birthDate, '1992-05-17');
    const sentAt = Date.parse(String(body.submittedAt));
    assert.ok(sentAt >= startedAt - 1000 && sentAt <= Date.now() + 1000, 'submittedAt is the sending time');
    assert.equal(sink.received('newsletter').length, 1, 'posted once');
    assert.equal(await storedJson(page, 'newsletter_subscribed'), true);

    // Subscribed is enough to keep it away, even without the closed flag.
    await page.evaluate(() => window.localStorage.removeItem('newsletter_popup_closed'));
    await page.reload({ waitUntil: 'networkidle' });
    await assertStaysAway(page, 'popup');
  },
);

e2e.test('the popup never shows on /loja', firstVisit, async ({ page, context }) => {
  await storeConsentOnly(context);
  await visit(page, '/loja');
  await assertStaysAway(page, 'popup');
  await visit(page, '/loja?newsletter=1');
  await assertStaysAway(page, 'popup');
});

e2e.test('/?newsletter=1 shows the popup even after it was closed', async ({ page }) => {
  // A returning visitor: a cookie choice and the closed flag are stored.
  await visit(page, '/');
  await assertStaysAway(page, 'popup');

  await visit(page, '/?newsletter=1');
  const popup = newsletterPopup(page);
  await popup.waitFor({ timeout: APPEARS_WITHIN });
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'detached' });
});
