// The sticky header and scrolling. The header shrinks after 10 px of scroll; if that changed
// its layout height, the browser's scroll anchoring would move the page back across the
// threshold, the header would grow again, and so on: React gave up with error #185 (maximum
// update depth) and blanked the page, a visitor with reduced motion was thrown back to the top,
// and a phone resting just past the threshold saw the header jitter. jsdom has no layout, so
// only a real browser at real widths can show it.
// (Functions passed to page.evaluate declare no named helpers inside: tsx would wrap them in
// a `__name` call that does not exist in the page.)
import type { Locator, Page } from '@playwright/test';
import { expect, pathOf, test, visit, type ConsoleLog } from './fixtures.ts';
import { postsNewestFirst } from './published-content.ts';
import { publishedProducts } from './site-data.ts';

type ViewportSize = { width: number; height: number };

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
  if (!product || !post) throw new Error('The published content has no product or no blog post.');
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
  expect(problems, `${where}: the page logged errors`).toEqual([]);
}

/**
 * The page is still there: header, main with text, footer (a crashed React root leaves none). The
 * footer of a page rendered in the browser (a query the prerender did not know) comes once its
 * data is in: waited for, as a visitor would.
 */
async function expectPageShown(page: Page, log: ConsoleLog, where: string) {
  expectNoErrors(log, where);
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const root = document.getElementById('root');
          const main = root?.querySelector('main');
          const mainText = main instanceof HTMLElement ? main.innerText.trim().length : 0;
          return {
            header: root?.querySelector('header') != null,
            footer: root?.querySelector('footer') != null,
            mainHasText: mainText > 20,
          };
        }),
      { message: `${where}: the page is not blank` },
    )
    .toEqual({ header: true, footer: true, mainHasText: true });
  expectNoErrors(log, where);
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
    expect(
      backwards,
      `${where}: wheeling ${direction} in 5 px steps never moves the page the other way (scrollY: ${positions.join(', ')})`,
    ).toBe(false);
    if (direction === 'down') {
      const last = positions.at(-1) ?? 0;
      expect(
        last,
        `${where}: 12 wheel steps of 5 px down leave the page past ${SHRINK_AT} px (at ${last} px)`,
      ).toBeGreaterThan(SHRINK_AT);
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
  expect(sweep.moved, `${where}: every offset from 0 to 40 px stays put (set → found)`).toEqual([]);
  expect(sweep.scrolled, `${where}: the header's layout height is the same at 0 and at 40 px of scroll`).toBe(
    sweep.top,
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
  expect(result.classChanges, `${where}: the header is there at 15 px`).toBeGreaterThanOrEqual(0);
  expect(
    result.classChanges + result.heightChanges,
    `${where}: resting at 15 px for 2 s, the header changed its class ${result.classChanges} times ` +
      `and its height ${result.heightChanges} times (at most 2 changes in all)`,
  ).toBeLessThanOrEqual(2);
  expect(result.scrollY, `${where}: the page stays at 15 px`).toBe(15);
}

/** Scrolls a link far down the page into view (well past the threshold) and clicks it. */
async function clickFarDown(page: Page, link: Locator, what: string) {
  await link.scrollIntoViewIfNeeded();
  expect(await frames(page, 4), `${what} is far enough down to scroll back to the top from`).toBeGreaterThan(
    100,
  );
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
  expect(pathOf(page)).toBe(`/loja/${category}?page=2`);
}

/** Scrolls one page at one width every way the defects showed. */
async function scrollOnePage(page: Page, log: ConsoleLog, viewport: ViewportSize, sitePath: string) {
  const where = `${sitePath} at ${viewport.width} px`;
  await visit(page, sitePath);
  await expectPageShown(page, log, where);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, `${where}: the page is long enough to scroll (${scrollable} px)`).toBeGreaterThan(100);
  await wheelDownAndUp(page, viewport, log, where);
  await sweepOffsets(page, log, where);
  await restJustPastThreshold(page, log, where);
}

/**
 * The tests of one width: one per page, then the client-side moves across the threshold. Their
 * titles all start with `at <width> px scrolling never blanks the page`, so `-g` runs a width.
 */
function widthTests(viewport: ViewportSize, details: { tag?: string }) {
  const title = `at ${viewport.width} px scrolling never blanks the page, moves it back or makes the header jitter`;
  for (const sitePath of pagesToScroll()) {
    test(`${title}: ${sitePath}`, details, async ({ page, log }) => {
      test.setTimeout(150_000);
      await scrollOnePage(page, log, viewport, sitePath);
    });
  }
  test(`${title}: moving between pages`, details, async ({ page, log }) => {
    test.setTimeout(150_000);
    await navigateAcrossThreshold(page, log, `${viewport.width} px`);
  });
}

// Each page at each width is its own test, so they run side by side: most of the time goes
// into waiting for frames and the 2 s rests, not into work. 1280 px runs in the desktop
// project, 390 px in the phone project; 1024 and 900 px (where the header loop blanked
// laptops) set their own viewport.
test.describe('the header while scrolling', () => {
  test.use({ reducedMotion: 'no-preference' });

  widthTests({ width: 1280, height: 800 }, { tag: '@desktop' });

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 900, height: 700 },
  ]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport, screen: viewport });
      widthTests(viewport, {});
    });
  }

  widthTests({ width: 390, height: 844 }, {});

  test('on a phone, opening the search panel down the page does not send the page to the top', async ({
    page,
    log,
  }) => {
    test.setTimeout(120_000);
    await visit(page, '/');
    await page.evaluate(() => window.scrollTo(0, 300));
    expect(await frames(page, 4)).toBe(300);
    // A tap where the button is: Playwright's click() would first scroll it into view itself.
    // (30 s: on a busy CI machine the first layout of a scrolled phone page once took over 10.)
    const toggle = await page.getByRole('button', { name: 'Pesquisa' }).boundingBox({ timeout: 30_000 });
    expect(toggle, 'the search toggle is on screen').not.toBeNull();
    if (!toggle) return;
    await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
    const box = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
    await expect(box).toBeFocused();
    // The panel adds a row to the header; scroll anchoring may move the page down by it, so
    // that what was on screen stays in place.
    const y = await frames(page, 10);
    expect(y, `the page stays down (at ${y} px)`).toBeGreaterThanOrEqual(300);
    await expectPageShown(page, log, 'search panel opened at 300 px');
  });
});

test.describe('the header while scrolling, reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test(
    'with reduced motion, wheel steps past 10 px do not throw the page back to the top (1280 px)',
    { tag: '@desktop' },
    async ({ page, log }) => {
      test.setTimeout(150_000);
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
