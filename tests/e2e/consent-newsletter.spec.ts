// The cookie consent banner and the newsletter popup, as a first-time visitor meets them in the
// built site (docs/product.md §2.1, §3, §4, §9): the banner after its delay, a choice stored and
// kept for later visits, withdrawing consent from the footer; the popup on the home page after the
// cookie choice, closed or subscribed for good. What each component does on its own (every
// choice, the settings view, the popup's timing, the payload) is in
// src/features/consent/cookie-consent.test.tsx and src/features/newsletter/newsletter-popup.test.tsx;
// these need the browser: the real page wiring (the widgets load after hydration), real storage
// across visits, and a real post to the webhook.
//
// The banner's and the popup's 2 s delays run on the page's clock (page.clock), moved on by the
// test: nothing here waits for them in real time.
import type { Locator, Page } from '@playwright/test';
import { newsletterPayload } from '../../src/lib/forms/form-payloads.ts';
import { revisitWithClock, runClockUntilVisible, visitWithClock } from './support/clock.ts';
import { expect, test } from './support/fixtures.ts';
import { storeEarlierVisit } from './support/returning-visitor.ts';
import { storedJson } from './support/published-content.ts';

test.use({ returningVisitor: false });
// Two visits each, on a busy machine.
test.describe.configure({ timeout: 120_000 });

const banner = (page: Page) => page.getByRole('region', { name: 'Utilizamos cookies' });
const settingsDialog = (page: Page) => page.getByRole('dialog', { name: 'Definições de cookies' });
const newsletterPopup = (page: Page) => page.getByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });

type StoredConsent = { essential: boolean; analytics: boolean; marketing: boolean; timestamp: string };

async function storedConsent(page: Page): Promise<StoredConsent> {
  const value = (await storedJson(page, 'cookie_consent')) as StoredConsent | null;
  expect(value, 'a cookie choice is stored').not.toBeNull();
  const consent = value as StoredConsent;
  expect(Object.keys(consent).sort()).toEqual(['analytics', 'essential', 'marketing', 'timestamp']);
  expect(consent.essential, 'essential cookies are always on').toBe(true);
  expect(Number.isNaN(Date.parse(consent.timestamp)), `timestamp is a time: ${consent.timestamp}`).toBe(
    false,
  );
  return consent;
}

/** The page's later widgets (banner, popup, chat button: one chunk) have loaded and mounted. */
async function widgetsLoaded(page: Page) {
  await expect(page.getByRole('complementary', { name: 'Contacto rápido' })).toBeAttached();
}

/** Once the widgets are there, `locator` stays away well past the 2 s delays. */
async function expectStaysAway(page: Page, locator: Locator, what: string) {
  await widgetsLoaded(page);
  await page.clock.runFor(10_000);
  await expect(locator, `no ${what}`).toHaveCount(0);
}

// ---------------------------------------------------------------------------------------------
// Cookie consent

test('the cookie banner comes after its delay; Aceitar Todos is stored and kept on a later visit', async ({
  page,
  browser,
  context,
  log,
}) => {
  await visitWithClock(page, '/loja');
  await expect(banner(page), 'no banner as the page opens').toHaveCount(0);
  await runClockUntilVisible(page, banner(page));
  await expect(banner(page).getByRole('button')).toHaveText([
    'Aceitar Todos',
    'Configurar',
    'Rejeitar Opcionais',
  ]);
  expect(await storedJson(page, 'cookie_consent'), 'nothing is stored before a choice').toBeNull();

  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click();
  await expect(banner(page)).toHaveCount(0);
  const consent = await storedConsent(page);
  expect(consent.analytics).toBe(true);
  expect(consent.marketing).toBe(true);

  const { later, page: again } = await revisitWithClock(browser, context, '/loja', (p) => log.watch(p));
  await expectStaysAway(again, banner(again), 'banner on a later visit');
  expect(await storedConsent(again), 'the choice is kept as it was').toEqual(consent);
  await later.close();
});

test("the footer's Definições de cookies reopens the current choice and withdraws analytics", async ({
  page,
  browser,
  context,
  log,
}) => {
  await visitWithClock(page, '/loja');
  await runClockUntilVisible(page, banner(page));
  await banner(page).getByRole('button', { name: 'Aceitar Todos' }).click();
  await expect(banner(page)).toHaveCount(0);

  const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' });
  await footerButton.click();
  const dialog = settingsDialog(page);
  const analytics = dialog.getByRole('switch', { name: 'Analíticos' });
  const marketing = dialog.getByRole('switch', { name: 'Marketing' });
  await expect(analytics, 'shows the stored choice').toBeChecked();
  await expect(marketing, 'shows the stored choice').toBeChecked();

  await analytics.click();
  await expect(analytics).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Guardar Preferências' }).click();
  await expect(dialog).toHaveCount(0);
  const consent = await storedConsent(page);
  expect(consent.analytics).toBe(false);
  expect(consent.marketing).toBe(true);

  const { later, page: again } = await revisitWithClock(browser, context, '/loja', (p) => log.watch(p));
  await again.getByRole('contentinfo').getByRole('button', { name: 'Definições de cookies' }).click();
  const dialogAgain = settingsDialog(again);
  await expect(
    dialogAgain.getByRole('switch', { name: 'Analíticos' }),
    'the withdrawal is kept on a later visit',
  ).not.toBeChecked();
  await dialogAgain.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogAgain).toHaveCount(0);
  await expectStaysAway(again, banner(again), 'banner after cancelling with a stored choice');
  await later.close();
});

// ---------------------------------------------------------------------------------------------
// Newsletter popup

test('on the home page the popup waits for the cookie choice; closed, it does not come back', async ({
  page,
  browser,
  context,
  log,
}) => {
  await visitWithClock(page, '/');
  await runClockUntilVisible(page, banner(page));
  // The banner has been up for a while: still no popup before a choice exists.
  await page.clock.runFor(5_000);
  await expect(newsletterPopup(page), 'no popup before the cookie choice').toHaveCount(0);

  await banner(page).getByRole('button', { name: 'Rejeitar Opcionais' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(newsletterPopup(page), 'not at once: 2 s after the choice').toHaveCount(0);
  const popup = newsletterPopup(page);
  await runClockUntilVisible(page, popup);
  await expect(popup.getByRole('button', { name: 'QUERO SUBSCREVER' })).toBeVisible();
  await expect(popup.getByLabel('Email')).toBeVisible();
  await expect(popup.getByLabel('Data de nascimento')).toBeVisible();

  await popup.getByRole('button', { name: 'Fechar' }).click();
  await expect(popup).toHaveCount(0);
  expect(await storedJson(page, 'newsletter_popup_closed')).toBe(true);

  const { later, page: again } = await revisitWithClock(browser, context, '/', (p) => log.watch(p));
  await expectStaysAway(again, newsletterPopup(again), 'popup on a later visit');
  await expect(banner(again), 'the refusal is kept: no banner either').toHaveCount(0);
  await later.close();
});

test('subscribing shows A SUBSCREVER... then Obrigada!, posts the sign-up and the popup stays away', async ({
  page,
  context,
  sink,
  browser,
  log,
}) => {
  // A cookie choice stored by an earlier visit, the popup never closed.
  await storeEarlierVisit(context, { popupClosed: false });
  await visitWithClock(page, '/');
  const popup = newsletterPopup(page);
  await runClockUntilVisible(page, popup);

  const email = 'ana.subscritora@example.com';
  await popup.getByLabel('Email').fill(email);
  await popup.getByLabel('Data de nascimento').fill('1992-05-17');
  // The clock stands still from here, so that 'A SUBSCREVER...' (1 s) stays until it is seen.
  const startedAt = (await page.evaluate(() => Date.now())) + 1_000;
  await page.clock.pauseAt(startedAt);
  await popup.getByRole('button', { name: 'QUERO SUBSCREVER' }).click();
  await expect(page.getByRole('button', { name: 'A SUBSCREVER...' })).toBeVisible();

  const thanks = page.getByRole('dialog', { name: 'Obrigada!' });
  await runClockUntilVisible(page, thanks);
  await expect(thanks, 'the thank-you mentions the discount code').toContainText('10%');
  // It closes itself 2 s later.
  await page.clock.runFor(2_000);
  await expect(thanks).toHaveCount(0);

  const body = (await sink.waitForSubmission('newsletter')) as Record<string, unknown>;
  const sentAt = Date.parse(String(body.submittedAt));
  // What the popup's builder makes of what was typed (the documented body is
  // src/lib/forms/form-payloads.test.ts's to check): the same keys, in their order, the same values.
  const expected = newsletterPayload({ email, birthDate: '1992-05-17' }, new Date(sentAt));
  expect(Object.keys(body), 'the documented keys, in their order').toEqual(Object.keys(expected));
  expect(body).toEqual(expected);
  const now = await page.evaluate(() => Date.now());
  expect(sentAt >= startedAt && sentAt <= now, 'submittedAt is the sending time (page clock)').toBe(true);
  expect(sink.received('newsletter'), 'posted once').toHaveLength(1);
  expect(await storedJson(page, 'newsletter_subscribed')).toBe(true);

  // Subscribed is enough to keep it away, even without the closed flag.
  await page.evaluate(() => window.localStorage.removeItem('newsletter_popup_closed'));
  const { later, page: again } = await revisitWithClock(browser, context, '/', (p) => log.watch(p));
  await expectStaysAway(again, newsletterPopup(again), 'popup after subscribing');
  await later.close();
});
