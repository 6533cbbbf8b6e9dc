// The sticky header and scrolling. The header shrinks after 10 px of scroll; if that changed
// its layout height, the browser's scroll anchoring would move the page back across the
// threshold, the header would grow again, and so on: React gave up with error #185 (maximum
// update depth) and blanked the page, a visitor with reduced motion was thrown back to the top,
// and a phone resting just past the threshold saw the header jitter. jsdom has no layout, so
// only a real browser at real widths can show it.
// (Functions passed to page.evaluate declare no named helpers inside: tsx would wrap them in
// a `__name` call that does not exist in the page.)
import assert from 'node:assert/strict';
import { describe } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { pathOf, setupE2E, visit, type ConsoleLog, type ViewportSize } from './harness.ts';
import { postsNewestFirst } from './published-content.ts';
import { publishedProducts } from './site-data.ts';

const e2e = setupE2E();

/** The threshold of the product rule: the header shrinks after 10 px of scroll. */
const SHRINK_AT = 10;

/** A category with more than one page of products (20 a page), for its page 2. */
function categoryWithTwoPages(): string {
  const counts = new Map<string, number>();
  for (const product of publishedProducts()) {
    counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  }
  const slug = [...counts].find(([, count]) => count > 20)?.[0];
  if (slug === undefined)
    throw new Error('The published content has no category with more than 20 products.');
  return slug;
}

function pagesToScroll(): string[] {
  const product = publishedProducts()[0];
  const post = postsNewestFirst()[0];
  assert.ok(product, 'the published content has a product');
  assert.ok(post, 'the published content has a blog post');
  return [
    '/',
    '/loja',
    `/loja/${categoryWithTwoPages()}?page=2`,
    `/loja/produto/${product.id}`,
    `/blog/${post.slug}`,
  ];
}

/** Waits for `count` animation frames of the page; resolves to its scroll position then. */
function frames(page: Page, count = 2): Promise<number> {
  return page.evaluate(async (n) => {
    for (let i = 0; i < n; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY;
  }, count);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Fails at once, naming the step, when the page logged an error (React error #185 included). */
function expectNoErrors(log: ConsoleLog, where: string) {
  const problems = log.errors.map((problem) => `[${problem.kind}] ${problem.text.split('\n')[0] ?? ''}`);
  assert.deepEqual(problems, [], `${where}: the page logged errors`);
}

/** The page is still there: header, main with text, footer (a crashed React root leaves none). */
async function expectPageShown(page: Page, log: ConsoleLog, where: string) {
  expectNoErrors(log, where);
  const shown = await page.evaluate(() => {
    const root = document.getElementById('root');
    const main = root?.querySelector('main');
    return {
      header: root?.querySelector('header') != null,
      footer: root?.querySelector('footer') != null,
      mainText: main instanceof HTMLElement ? main.innerText.trim().length : 0,
    };
  });
  assert.deepEqual(
    { header: shown.header, footer: shown.footer, mainHasText: shown.mainText > 20 },
    { header: true, footer: true, mainHasText: true },
    `${where}: the page is not blank`,
  );
}

/**
 * Small wheel steps down then back up, with the pointer over the page's content. Each step
 * must move the page the way the wheel turned, or leave it: never back.
 */
async function wheelDownAndUp(page: Page, viewport: ViewportSize, log: ConsoleLog, where: string) {
  await page.mouse.move(viewport.width / 2, viewport.height * 0.75);
  for (const [direction, delta] of [
    ['down', 5],
    ['up', -5],
  ] as const) {
    const positions = [await scrollY(page)];
    for (let step = 0; step < 12; step += 1) {
      await page.mouse.wheel(0, delta);
      positions.push(await frames(page, 2));
    }
    positions.push(await frames(page, 6));
    await expectPageShown(page, log, `${where}, wheel ${direction}`);
    const backwards = positions.some(
      (y, i) => i > 0 && Math.sign(y - (positions[i - 1] ?? y)) === -Math.sign(delta),
    );
    assert.ok(
      !backwards,
      `${where}: wheeling ${direction} in 5 px steps never moves the page the other way (scrollY: ${positions.join(', ')})`,
    );
    if (direction === 'down') {
      const last = positions.at(-1) ?? 0;
      assert.ok(
        last > SHRINK_AT,
        `${where}: 12 wheel steps of 5 px down leave the page past ${SHRINK_AT} px (at ${last} px)`,
      );
    }
  }
}

/**
 * Scrolls to every offset from 0 to 40 px, two frames each: the page must stay where it was
 * put, and the header's layout height must be the same at 0 and at 40 px.
 */
async function sweepOffsets(page: Page, log: ConsoleLog, where: string) {
  const sweep = await page.evaluate(async () => {
    const heights: (number | undefined)[] = [];
    const moved: string[] = [];
    for (let y = 0; y <= 40; y += 1) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      heights.push(document.querySelector<HTMLElement>('#root header')?.offsetHeight);
      if (window.scrollY !== y) moved.push(`${y} → ${window.scrollY}`);
    }
    return { top: heights[0], scrolled: heights[40], moved };
  });
  await expectPageShown(page, log, `${where}, scrolling to each offset from 0 to 40 px`);
  assert.deepEqual(sweep.moved, [], `${where}: every offset from 0 to 40 px stays put (set → found)`);
  assert.equal(
    sweep.scrolled,
    sweep.top,
    `${where}: the header's layout height is the same at 0 and at 40 px of scroll`,
  );
}

/**
 * Scrolls from the top to 15 px, rests there for 2 s and counts how often the header's class
 * or layout height changes meanwhile.
 */
async function restJustPastThreshold(page: Page, log: ConsoleLog, where: string) {
  const result = await page.evaluate(async () => {
    window.scrollTo(0, 0);
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const header = document.querySelector<HTMLElement>('#root header');
    if (!header) return { classChanges: -1, heightChanges: -1, scrollY: window.scrollY };
    let classChanges = 0;
    const observer = new MutationObserver((records) => {
      classChanges += records.length;
    });
    observer.observe(header, { attributes: true, attributeFilter: ['class'] });
    let heightChanges = 0;
    let height = header.offsetHeight;
    window.scrollTo(0, 15);
    const start = performance.now();
    while (performance.now() - start < 2_000) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (header.offsetHeight !== height) {
        heightChanges += 1;
        height = header.offsetHeight;
      }
    }
    observer.disconnect();
    return { classChanges, heightChanges, scrollY: window.scrollY };
  });
  await expectPageShown(page, log, `${where}, resting at 15 px`);
  assert.ok(result.classChanges >= 0, `${where}: the header is there at 15 px`);
  assert.ok(
    result.classChanges + result.heightChanges <= 2,
    `${where}: resting at 15 px for 2 s, the header changed its class ${result.classChanges} times ` +
      `and its height ${result.heightChanges} times (at most 2 changes in all)`,
  );
  assert.equal(result.scrollY, 15, `${where}: the page stays at 15 px`);
}

/** Scrolls a link far down the page into view (well past the threshold) and clicks it. */
async function clickFarDown(page: Page, link: Locator, what: string) {
  await link.scrollIntoViewIfNeeded();
  assert.ok((await frames(page, 4)) > 100, `${what} is far enough down to scroll back to the top from`);
  await link.click();
}

/** Waits until the page's own scrolling after a page change has ended (5 frames without moving). */
function waitForScrollToSettle(page: Page): Promise<void> {
  return page.evaluate(async () => {
    let still = 0;
    let last = window.scrollY;
    for (let frame = 0; frame < 600 && still < 5; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

/** The client-side moves the report named: a featured product from the home page, a footer link, page 2 of a category. */
async function navigateAcrossThreshold(page: Page, log: ConsoleLog, label: string) {
  await visit(page, '/');
  await clickFarDown(
    page,
    page.getByRole('region', { name: 'Produtos em Destaque' }).locator('a[href^="/loja/produto/"]').first(),
    'a featured product',
  );
  await page.waitForURL(/\/loja\/produto\/\d+/);
  await waitForScrollToSettle(page);
  await expectPageShown(page, log, `${label}, / → featured product`);

  await clickFarDown(page, page.locator('footer a[href="/sobre"]'), 'the footer link to /sobre');
  await page.waitForURL(/\/sobre$/);
  await waitForScrollToSettle(page);
  await expectPageShown(page, log, `${label}, footer link → /sobre`);

  const category = categoryWithTwoPages();
  await visit(page, `/loja/${category}`);
  await clickFarDown(
    page,
    page.getByRole('navigation', { name: 'Páginas de produtos' }).getByRole('link', { name: 'Página 2' }),
    'the link to page 2',
  );
  await page.waitForURL((url) => url.search === '?page=2');
  await waitForScrollToSettle(page);
  await expectPageShown(page, log, `${label}, /loja/${category} → page 2`);
  assert.equal(pathOf(page), `/loja/${category}?page=2`);
}

const WIDTHS: ViewportSize[] = [
  { width: 1280, height: 800 },
  { width: 1024, height: 768 },
  { width: 900, height: 700 },
  { width: 390, height: 844 },
];

// The widths run side by side (each in its own browser context): most of the time goes into
// waiting for frames and the 2 s rests, not into work.
describe('the header while scrolling', { concurrency: true }, () => {
  for (const viewport of WIDTHS) {
    const label = `${viewport.width} px`;
    e2e.test(
      `at ${label} scrolling never blanks the page, moves it back or makes the header jitter`,
      { viewport, reducedMotion: 'no-preference', timeout: 150_000 },
      async ({ page, log }) => {
        for (const sitePath of pagesToScroll()) {
          const where = `${sitePath} at ${label}`;
          await visit(page, sitePath);
          await expectPageShown(page, log, where);
          const scrollable = await page.evaluate(
            () => document.documentElement.scrollHeight - window.innerHeight,
          );
          assert.ok(scrollable > 100, `${where}: the page is long enough to scroll (${scrollable} px)`);
          await wheelDownAndUp(page, viewport, log, where);
          await sweepOffsets(page, log, where);
          await restJustPastThreshold(page, log, where);
        }
        await navigateAcrossThreshold(page, log, label);
      },
    );
  }

  e2e.test(
    'on a phone, opening the search panel down the page does not send the page to the top',
    { viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' },
    async ({ page, log }) => {
      await visit(page, '/');
      await page.evaluate(() => window.scrollTo(0, 300));
      assert.equal(await frames(page, 4), 300);
      // A tap where the button is: Playwright's click() would first scroll it into view itself.
      // (30 s: on a busy CI machine the first layout of a scrolled phone page once took over 10.)
      const toggle = await page.getByRole('button', { name: 'Pesquisa' }).boundingBox({ timeout: 30_000 });
      assert.ok(toggle, 'the search toggle is on screen');
      await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
      const box = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
      await box.waitFor();
      assert.ok(await box.evaluate((element) => element === document.activeElement), 'the box has the focus');
      // The panel adds a row to the header; scroll anchoring may move the page down by it, so
      // that what was on screen stays in place.
      const y = await frames(page, 10);
      assert.ok(y >= 300, `the page stays down (at ${y} px)`);
      await expectPageShown(page, log, 'search panel opened at 300 px');
    },
  );

  e2e.test(
    'with reduced motion, wheel steps past 10 px do not throw the page back to the top (1280 px)',
    { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', timeout: 150_000 },
    async ({ page, log }) => {
      const viewport = { width: 1280, height: 800 };
      for (const sitePath of ['/', '/loja']) {
        await visit(page, sitePath);
        await wheelDownAndUp(page, viewport, log, `${sitePath}, reduced motion`);
        await sweepOffsets(page, log, `${sitePath}, reduced motion`);
        await restJustPastThreshold(page, log, `${sitePath}, reduced motion`);
      }
    },
  );
});
