// A prerendered page other than the home carries the CSS its markup uses in a <style>, and the
// app asks for the whole stylesheet when it starts (docs/decisions/037-critical-css-inline.md).
// Here: its first paint asks for no stylesheet; the page looks exactly the same before and after
// the whole stylesheet arrives (every element's box, colours, font and display), at the phone's
// and the desktop's width; what needs the whole stylesheet (the open menu, another page) has it;
// without JavaScript the page links the whole stylesheet itself.
import type { Page } from '@playwright/test';
import { expect, test, visit } from './support/fixtures.ts';
import { postsNewestFirst, publishedCourses } from './support/published-content.ts';
import { pickProduct, publishedProducts } from './support/site-data.ts';

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

/**
 * Opens `sitePath` (its scripts refused, so that its markup stays the prerendered one the CSS was
 * made for) and returns the function that then does what the app does when it starts
 * (src/lib/page-loading/whole-stylesheet.ts): adds the whole stylesheet and, once it is in, takes
 * the page's own CSS out.
 */
async function openWithOwnCssOnly(page: Page, sitePath: string): Promise<() => Promise<void>> {
  await page.goto(sitePath);
  return () =>
    page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const list = JSON.parse(document.getElementById('app-scripts')?.textContent ?? '{}') as {
            style?: string;
          };
          if (!list.style) throw new Error('the page names no whole stylesheet');
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = list.style;
          link.onload = () => {
            document.getElementById('page-css')?.remove();
            resolve();
          };
          link.onerror = () => reject(new Error(`${list.style} did not load`));
          document.head.append(link);
        }),
    );
}

// The scripts refused: Chromium logs each as a resource it failed to load.
test.describe('with its scripts refused', () => {
  test.use({ allowErrors: [/Failed to load resource/] });

  for (const [name, pages] of [
    ['the shop', PAGES.slice(0, 3)],
    ['the blog and the courses', PAGES.slice(3, 7)],
    ['the other pages', PAGES.slice(7)],
  ] as const) {
    test(`${name}: the page's own CSS styles it exactly as the whole stylesheet does @both`, async ({
      page,
    }) => {
      // Refused rather than held (a script the loader added before the load event would hold it
      // back), for the whole test: a page left behind must not get them either.
      await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.abort());
      for (const sitePath of pages) {
        const addWholeStylesheet = await openWithOwnCssOnly(page, sitePath);
        expect(await page.evaluate(() => document.styleSheets.length), `${sitePath}: only its <style>`).toBe(
          1,
        );
        const before = await looks(page);
        await addWholeStylesheet();
        const after = await looks(page);
        const changed = before.flatMap((line, index) =>
          line === after[index] ? [] : [`${line}\n  → ${after[index]}`],
        );
        expect(changed, `${sitePath}: elements that changed when the whole stylesheet arrived`).toEqual([]);
        expect(after.length, sitePath).toBe(before.length);
      }
    });
  }
});

test('a product page: no stylesheet before its first paint; the whole one asked for by the app, which then opens what needs it (phone)', async ({
  page,
}) => {
  await visit(page, `/loja/produto/${product.id}`);
  // Its entry is there once it has arrived.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => /\/assets\/style-[\w-]+\.css$/.test(entry.name)),
      ),
    )
    .toBe(true);
  const timing = await page.evaluate(() => {
    const sheet = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
      /\/assets\/style-[\w-]+\.css$/.test(new URL(entry.name).pathname),
    );
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) => new URL(entry.name).pathname.endsWith('.js'),
    );
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      sheetStart: sheet?.startTime,
    };
  });
  expect(timing.sheetStart, 'the whole stylesheet was asked for').toBeDefined();
  expect(timing.sheetStart ?? 0, 'after the first paint').toBeGreaterThanOrEqual(
    timing.firstPaint ?? Infinity,
  );
  expect(timing.sheetStart ?? 0, 'by the app, after its scripts').toBeGreaterThan(timing.firstScript);
  // Once it is in, the page's own CSS is taken out (it holds nothing the whole sheet lacks).
  await expect(page.locator('#page-css')).toHaveCount(0);
  // The page uses rules its own CSS left out: the open search panel's, on a phone.
  const served = await (await page.request.get(`/loja/produto/${product.id}`)).text();
  const ownCss = /<style id="page-css">([^<]*)<\/style>/.exec(served)?.[1];
  expect(ownCss, 'the page as served has its own CSS').toBeTruthy();
  expect(ownCss).not.toContain('}.site-header__search.is-open{');
  await page.getByRole('button', { name: 'Pesquisa', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeVisible();
  // What a first tap shows is in the page's own CSS: the open menu's rule.
  expect(ownCss).toContain('.site-nav--open{');
  await page.getByRole('button', { name: 'Pesquisa', exact: true }).click();
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Loja' }),
  ).toBeVisible();
  // A page reached from there renders with the whole stylesheet: its cards are laid out.
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('.blog-card').first()).toHaveCSS('display', 'flex');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page links the whole stylesheet itself', async ({ page }) => {
    await page.goto(`/loja/produto/${product.id}`);
    expect(await page.evaluate(() => [...document.styleSheets].filter((sheet) => sheet.href).length)).toBe(1);
  });
});
