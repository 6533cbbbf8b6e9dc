// What a visitor sees at phone and desktop widths: no page scrolls sideways, the floating chat
// button never covers a control, the checkout's summary is folded above the form on phones and
// beside it on desktop, the 404 number has room, and the hero's text keeps WCAG AA contrast.
// (An order from abroad with a foreign phone number is a component test:
// src/features/checkout/checkout-page.test.tsx.)
import type { Locator, Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures.ts';
import { pickProduct, type Product } from './support/site-data.ts';

const product = pickProduct('product in stock', (p) => p.stock >= 2);

type Rect = { left: number; top: number; right: number; bottom: number; label?: string };

const overlap = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The product page's 'Adicionar ao Carrinho', then the header count reaching 1. */
async function putProductInCart(page: Page, item: Product) {
  await visit(page, `/loja/produto/${item.id}`);
  await page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
  ).toBeVisible();
}

function chatButton(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Contacto rápido' }).getByRole('link');
}

async function rectOf(locator: Locator): Promise<Rect> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not rendered.');
  return { left: box.x, top: box.y, right: box.x + box.width, bottom: box.y + box.height };
}

/** Scrolls to the very end of the page and waits until it is there. */
async function scrollToBottom(page: Page) {
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await page.waitForFunction(
    () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1,
  );
}

/** Every control in sight (links, buttons, fields, disclosures) except the chat button itself. */
function controlsInView(page: Page): Promise<Rect[]> {
  return page.evaluate(() => {
    const chat = document.querySelector('aside[aria-label="Contacto rápido"]');
    const rects: Rect[] = [];
    for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
      if (chat?.contains(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      rects.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom, label });
    }
    return rects;
  });
}

async function assertNothingUnderChatButton(page: Page, where: string) {
  const chat = await rectOf(chatButton(page));
  const covered = (await controlsInView(page)).filter((control) => overlap(control, chat));
  expect(covered, `${where}: the floating chat button covers ${JSON.stringify(covered)}`).toEqual([]);
}

/**
 * Brings `target` into view at the bottom edge of the screen, as the browser does for a control
 * found with find-in-page or focused from above in browsers that align to the nearest edge: the
 * page's scroll padding must keep it above the chat button. (Chromium centres a control focused
 * with Tab, so the Tab key alone would not show the difference.)
 */
async function assertScrolledInControlClear(page: Page, target: Locator, what: string) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await target.evaluate((element) => element.scrollIntoView({ block: 'end', behavior: 'instant' }));
  const control = await rectOf(target);
  const chat = await rectOf(chatButton(page));
  expect(control.bottom, `${what} is in view`).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerHeight),
  );
  expect(
    overlap(control, chat),
    `${what} ${JSON.stringify(control)} is clear of the chat button ${JSON.stringify(chat)}`,
  ).toBe(false);
}

async function assertNoSidewaysScroll(page: Page, where: string) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, `${where} scrolls sideways: ${scrollWidth} > ${innerWidth}`).toBeLessThanOrEqual(
    innerWidth ?? 0,
  );
}

// ---------------------------------------------------------------------------------------------
// Checkout

test('phone checkout: the summary comes first, folded, with the total in its summary line', async ({
  page,
}) => {
  await putProductInCart(page, product);
  await visit(page, '/checkout');
  const main = page.locator('main');
  const summary = main.getByRole('complementary', { name: 'Resumo da Encomenda' });
  const line = summary.locator('summary');
  await expect(line).toBeVisible();

  const summaryBox = await rectOf(summary);
  const firstField = await rectOf(main.getByRole('textbox', { name: 'Nome completo', exact: true }));
  expect(summaryBox.bottom, 'the summary is above the form').toBeLessThanOrEqual(firstField.top);
  expect((await line.innerText()).replace(/\s+/g, ' ')).toMatch(/Resumo da Encomenda 1 artigo \d+,\d\d €/);
  await expect(summary.getByText(product.name), 'folded by default').toBeHidden();
  expect(await line.getAttribute('aria-expanded'), 'a native disclosure, no script state').toBeNull();

  await line.click();
  await expect(summary.getByText(product.name)).toBeVisible();
  expect((await summary.innerText()).replace(/\s+/g, ' ')).toMatch(/Total \d+,\d\d €/);
  await line.click();
  await expect(summary.getByText(product.name), 'folds again').toBeHidden();
});

test(
  'desktop checkout: the summary is open in the side column, beside the form',
  { tag: '@desktop' },
  async ({ page }) => {
    await putProductInCart(page, product);
    await visit(page, '/checkout');
    const main = page.locator('main');
    const summary = main.getByRole('complementary', { name: 'Resumo da Encomenda' });
    await expect(summary.getByText(product.name)).toBeVisible();

    const summaryBox = await rectOf(summary);
    const form = await rectOf(main.locator('form'));
    expect(summaryBox.left, 'the summary is to the right of the form').toBeGreaterThanOrEqual(form.right);
    expect(Math.abs(summaryBox.top - form.top), 'and level with its top').toBeLessThan(40);
    // Nothing to fold in the side column.
    await summary.locator('summary').click();
    await expect(summary.getByText(product.name)).toBeVisible();
    await assertNoSidewaysScroll(page, '/checkout (desktop)');
  },
);

test('phone: the chat button leaves the pay button and the last controls free', async ({ page }) => {
  await putProductInCart(page, product);
  await visit(page, '/checkout');
  const pay = page.locator('main').getByRole('button', { name: 'Finalizar Encomenda' });
  await expect(pay).toBeVisible();
  await assertScrolledInControlClear(page, pay, "the checkout's pay button");
  await scrollToBottom(page);
  await assertNothingUnderChatButton(page, 'the end of /checkout');
  await assertNoSidewaysScroll(page, '/checkout');

  await visit(page, '/loja');
  const lastCard = page.locator('main article').last();
  await assertScrolledInControlClear(page, lastCard.getByRole('link').last(), 'the last product card');
  await scrollToBottom(page);
  await assertNothingUnderChatButton(page, 'the end of /loja');
});

// ---------------------------------------------------------------------------------------------
// Blog chips, sideways scrolling

test('phone: every blog category chip is on screen, and no page scrolls sideways', async ({ page }) => {
  await visit(page, '/blog');
  const chips = page.getByRole('group', { name: 'Filtrar por categoria' }).getByRole('button');
  expect(await chips.count(), 'the blog has category chips').toBeGreaterThanOrEqual(3);
  const outside = await chips.evaluateAll((buttons) =>
    buttons
      .filter((button) => {
        const box = button.getBoundingClientRect();
        if (box.left >= 0 && box.right <= window.innerWidth) return false;
        // Only allowed inside a container that visibly scrolls sideways.
        for (let parent = button.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth)
            return false;
        }
        return true;
      })
      .map((button) => button.textContent),
  );
  expect(outside, 'chips that run off the screen').toEqual([]);
  await assertNoSidewaysScroll(page, '/blog');

  for (const sitePath of ['/loja', `/loja/produto/${product.id}`]) {
    await visit(page, sitePath);
    await assertNoSidewaysScroll(page, sitePath);
  }
});

// ---------------------------------------------------------------------------------------------
// 404 and hero

type Rgba = [number, number, number, number];

/** 'rgb(1, 2, 3)' or 'rgba(1, 2, 3, 0.5)' as numbers. */
function parseColour(css: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, css.startsWith('rgba') || css.includes('/') ? a : 1];
}

/** `top` painted over an opaque `ground`. */
function over([r, g, b, a]: Rgba, [gr, gg, gb]: Rgba): Rgba {
  return [r * a + gr * (1 - a), g * a + gg * (1 - a), b * a + gb * (1 - a), 1];
}

/** WCAG 2 contrast ratio of two opaque colours. */
function contrastRatio(x: Rgba, y: Rgba): number {
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const [high, low] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

test('the 404 number stands clear of the words of its heading', { tag: '@both' }, async ({ page }) => {
  await visit(page, '/nao-existe');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const gap = await heading.evaluate((h1) => {
    const number = h1.querySelector('span');
    const words = number?.nextSibling;
    if (!number || !words) return -1;
    const range = document.createRange();
    range.selectNodeContents(words);
    const text = [...range.getClientRects()].find((rect) => rect.width > 0);
    return text ? text.top - number.getBoundingClientRect().bottom : -1;
  });
  expect(gap, `the gap between '404' and 'Página Não Encontrada' is ${gap}px`).toBeGreaterThanOrEqual(12);
});

test("the hero's text keeps AA contrast over the picture", { tag: '@both' }, async ({ page }) => {
  await visit(page, '/');
  const title = page.getByText('Transforme a sua paixão por unhas numa profissão');
  await expect(title).toBeVisible();
  // The colours come from the page; the arithmetic is done here.
  const found = await title.evaluate((titleElement) => {
    // The backdrop panel: the nearest ancestor with a background colour of its own.
    let panel: HTMLElement | null = titleElement.parentElement;
    while (panel && /^rgba\(.*,\s*0\)$|transparent/.test(getComputedStyle(panel).backgroundColor)) {
      panel = panel.parentElement;
    }
    if (!panel) return undefined;
    const texts = [...panel.querySelectorAll<HTMLElement>('*')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
    );
    return {
      background: getComputedStyle(panel).backgroundColor,
      texts: texts.map((element) => ({
        text: element.textContent?.trim() ?? '',
        colour: getComputedStyle(element).color,
        background: getComputedStyle(element).backgroundColor,
      })),
    };
  });
  if (!found) throw new Error('The hero text sits on no panel of its own colour.');
  const panelColour = parseColour(found.background);
  // Whatever pixels of the picture are behind it: the worst of black and white.
  const backdrops = [over(panelColour, [0, 0, 0, 1]), over(panelColour, [255, 255, 255, 1])];
  expect(found.texts.length, 'the title, the subtitle and the links are checked').toBeGreaterThanOrEqual(3);
  const result = {
    panel: true,
    worst: found.texts
      .map(({ text, colour, background }) => {
        const own = parseColour(background);
        const grounds = own[3] === 1 ? [own] : backdrops.map((ground) => over(own, ground));
        const ratio = Math.min(
          ...grounds.map((ground) => contrastRatio(over(parseColour(colour), ground), ground)),
        );
        return { text, ratio };
      })
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, ratio }) => `${text}: ${ratio.toFixed(2)}`),
  };
  expect(result.panel, 'the hero text sits on a panel of its own colour').toBe(true);
  expect(result.worst, 'texts below 4.5:1 against the panel over any picture').toEqual([]);
});
