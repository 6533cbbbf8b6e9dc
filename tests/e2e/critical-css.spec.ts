// A prerendered page other than the home carries the CSS its markup uses in a <style>, and its
// loader adds the whole stylesheet with the scripts (docs/decisions/037-critical-css-inline.md).
// Here: its first paint asks for no stylesheet; the page looks exactly the same before and after
// the whole stylesheet arrives (every element's box, colours, font and display), at the phone's
// and the desktop's width; the app hydrates only once it has the whole stylesheet; without
// JavaScript the page links the whole stylesheet itself.
import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures.ts';
import { postsNewestFirst, publishedCourses } from './support/published-content.ts';
import { pickProduct, publishedProducts } from './support/site-data.ts';

const STYLESHEET = /\/assets\/style-[\w-]+\.css$/;

const product = pickProduct(
  'a product on sale with several pictures',
  (p) => p.salePrice !== undefined && p.images.length > 1,
);
const category = publishedProducts()[0]?.category;
const post = postsNewestFirst()[0];
const course = publishedCourses()[0];

/** One page of each kind the prerender writes, the home aside (it links the stylesheet). */
const PAGES = [
  '/loja',
  `/loja/produto/${product.id}`,
  `/loja/${category}`,
  '/blog',
  `/blog/${post?.slug}`,
  '/formacoes',
  `/formacoes/${course?.id}`,
  '/sobre',
  '/contactos',
  '/testemunhos',
  '/termos-condicoes',
  '/carrinho',
  '/checkout',
];

/** Every element of the page's body: its box, and the styles a missing rule would most likely change. */
const looks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')].map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return [
        `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`,
        [box.x, box.y, box.width, box.height].map(Math.round).join(','),
        style.display,
        style.position,
        style.visibility,
        style.color,
        style.backgroundColor,
        style.fontFamily,
        style.fontSize,
        style.fontWeight,
        style.borderTopWidth,
        style.borderRadius,
      ].join(' | ');
    }),
  );

/** Opens `sitePath` with its scripts and its stylesheet held; returns the release of the stylesheet. */
async function openWithOwnCssOnly(page: Page, sitePath: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The scripts never come: the markup stays the prerendered one, which is what the CSS was made for.
  await page.route(/\/assets\/[\w-]+\.js$/, () => new Promise(() => {}));
  await page.route(STYLESHEET, async (route) => {
    await held;
    await route.fallback();
  });
  // Not waiting for the load event: a stylesheet added before it (the contact page's map is still
  // loading) holds it back.
  await page.goto(sitePath, { waitUntil: 'domcontentloaded' });
  // The loader adds the stylesheet after the first paint (and the largest picture).
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
  return release;
}

for (const [name, pages] of [
  ['the shop', PAGES.slice(0, 3)],
  ['the blog and the courses', PAGES.slice(3, 7)],
  ['the other pages', PAGES.slice(7)],
] as const) {
  test(`${name}: the page's own CSS styles it exactly as the whole stylesheet does @both`, async ({
    page,
  }) => {
    for (const sitePath of pages) {
      const release = await openWithOwnCssOnly(page, sitePath);
      expect(await page.evaluate(() => document.styleSheets.length), `${sitePath}: only its <style>`).toBe(1);
      const before = await looks(page);
      release();
      await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href));
      const after = await looks(page);
      const changed = before.flatMap((line, index) =>
        line === after[index] ? [] : [`${line}\n  → ${after[index]}`],
      );
      expect(changed, `${sitePath}: elements that changed when the whole stylesheet arrived`).toEqual([]);
      expect(after.length, sitePath).toBe(before.length);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
}

test('a product page: no stylesheet before its first paint, the whole one before it hydrates', async ({
  page,
}) => {
  await visit(page, `/loja/produto/${product.id}`);
  const timing = await page.evaluate(() => {
    const sheet = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      /\/assets\/style-[\w-]+\.css$/.test(new URL(entry.name).pathname),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      sheetStart: sheet?.startTime,
      sheetEnd: sheet?.responseEnd,
      hydrated: performance.getEntriesByName('app-hydrated')[0]?.startTime,
    };
  });
  expect(timing.sheetStart, 'the whole stylesheet was asked for').toBeDefined();
  expect(timing.sheetStart ?? 0, 'asked for after the first paint').toBeGreaterThanOrEqual(
    timing.firstPaint ?? Infinity,
  );
  expect(timing.hydrated ?? 0, 'hydrated once it had arrived').toBeGreaterThanOrEqual(
    timing.sheetEnd ?? Infinity,
  );
  // After hydration the page uses rules its own CSS left out: the open menu's.
  expect(await page.locator('head style').first().textContent()).not.toContain('site-nav--open');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Loja' }),
  ).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page links the whole stylesheet itself', async ({ page }) => {
    await page.goto(`/loja/produto/${product.id}`);
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(1);
  });
});
