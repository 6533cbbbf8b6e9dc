// The sticky header and scrolling. The header shrinks after 10 px of scroll; if that changed
// its layout height, the browser's scroll anchoring would move the page back across the
// threshold, the header would grow again, and so on: React gave up with error #185 (maximum
// update depth) and blanked the page, a visitor with reduced motion was thrown back to the top,
// and a phone resting just past the threshold saw the header jitter. jsdom has no layout, so
// only a real browser at real widths can show it.
// (Functions passed to page.evaluate declare no named helpers inside: tsx would wrap them in
// a `__name` call that does not exist in the page.)
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { ConsoleLog, expect, pathOf, test, visit } from './support/fixtures.ts';
import { postsNewestFirst } from './support/published-content.ts';
import { publishedProducts } from './support/site-data.ts';

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
 * Scrolls to every offset from 0 to 40 px, two frames each (one for the observer to see the new
 * offset and React to set the header's class, one for the layout with it and the scroll
 * anchoring it may cause): the page must stay where it was put, and the header's layout height
 * must be the same at 0 and at 40 px.
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
 * How long the page rests at 15 px. The header loop flips the header's class at least once per
 * 0.2 s transition plus two frames; at most 2 changes are allowed, so 1 s shows an endless loop
 * several times over.
 */
const REST_MS = 1_000;

/**
 * Scrolls from the top to 15 px, rests there for REST_MS and counts how often the header's class
 * or layout height changes meanwhile.
 */
async function restJustPastThreshold(page: Page, log: ConsoleLog, where: string) {
  const result = await page.evaluate(async (restMs) => {
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
    while (performance.now() - start < restMs) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      if (header.offsetHeight !== height) {
        heightChanges += 1;
        height = header.offsetHeight;
      }
    }
    observer.disconnect();
    return { classChanges, heightChanges, scrollY: window.scrollY };
  }, REST_MS);
  await expectPageShown(page, log, `${where}, resting at 15 px`);
  expect(result.classChanges, `${where}: the header is there at 15 px`).toBeGreaterThanOrEqual(0);
  expect(
    result.classChanges + result.heightChanges,
    `${where}: resting at 15 px for ${REST_MS} ms, the header changed its class ${result.classChanges} times ` +
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
async function scrollOnePage(
  page: Page,
  log: ConsoleLog,
  viewport: ViewportSize,
  sitePath: string,
  where: string,
) {
  await visit(page, sitePath);
  await expectPageShown(page, log, where);
  // A listing page the prerender did not know (page 2 of a category) loads its products after
  // hydration and then scrolls itself to the top of the new list: wait for them, so that this
  // scroll is not taken for one of the header's.
  await expect(
    page.locator('#root [aria-busy="true"]'),
    `${where}: the page's content has loaded`,
  ).toHaveCount(0);
  const scrollable = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(scrollable, `${where}: the page is long enough to scroll (${scrollable} px)`).toBeGreaterThan(100);
  await wheelDownAndUp(page, viewport, log, where);
  await sweepOffsets(page, log, where);
  await restJustPastThreshold(page, log, where);
}

/** On a phone, down the page, the search toggle opens its panel without sending the page to the top. */
async function openSearchDownThePage(page: Page, log: ConsoleLog) {
  await visit(page, '/');
  await page.evaluate(() => window.scrollTo(0, 300));
  expect(await frames(page, 4), 'the home page scrolled to 300 px stays there').toBe(300);
  // A tap where the button is: Playwright's click() would first scroll it into view itself.
  // (30 s: on a busy CI machine the first layout of a scrolled phone page once took over 10.)
  const toggle = await page.getByRole('button', { name: 'Pesquisa' }).boundingBox({ timeout: 30_000 });
  expect(toggle, 'the search toggle is on screen').not.toBeNull();
  if (!toggle) return;
  await page.mouse.click(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
  const box = page.getByRole('searchbox', { name: 'Pesquisar produtos' });
  await expect(box, 'the search box has the focus once its panel opens').toBeFocused();
  // The panel adds a row to the header; scroll anchoring may move the page down by it, so
  // that what was on screen stays in place.
  const y = await frames(page, 10);
  expect(y, `search panel opened at 300 px: the page stays down (at ${y} px)`).toBeGreaterThanOrEqual(300);
  await expectPageShown(page, log, 'search panel opened at 300 px');
}

/** One check of a width's tour: its name in every message, and what it does in a tab of its own. */
type Check = {
  where: string;
  /** Only for this tab: the `prefers-reduced-motion` the page sees (the context has 'no-preference'). */
  reducedMotion?: 'reduce';
  run: (page: Page, log: ConsoleLog) => Promise<void>;
};

/**
 * Tabs of one context that run a width's checks at the same time. A check spends much of its time
 * waiting for animation frames and in its rest at 15 px, so the tabs share those waits (headless
 * Chromium draws every tab's frames, none is in the background). Only three at a time: the
 * frames themselves cost CPU, of which a busy two-core machine has little.
 */
const TABS = 3;

/**
 * Runs every check in its own tab (a new tab of the context costs far less than a new context),
 * a few at a time, and fails once with the messages of every check that failed. Each tab has its
 * own console log, so that an error is blamed on the page that logged it; the test's `log`
 * gate still sees every tab.
 */
async function runSideBySide(context: BrowserContext, checks: readonly Check[]) {
  const queue = [...checks];
  const failures: string[] = [];
  const runTab = async () => {
    for (let check = queue.shift(); check !== undefined; check = queue.shift()) {
      const tab = await context.newPage();
      const tabLog = new ConsoleLog();
      tabLog.watch(tab);
      try {
        if (check.reducedMotion) await tab.emulateMedia({ reducedMotion: check.reducedMotion });
        await check.run(tab, tabLog);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Most messages name the page already; the others (a time-out) get its name here.
        failures.push(message.startsWith(check.where) ? message : `${check.where}: ${message}`);
      } finally {
        await tab.close();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(TABS, checks.length) }, runTab));
  expect(failures, `${failures.length} of ${checks.length} checks failed:\n${failures.join('\n\n')}`).toEqual(
    [],
  );
}

/** Each page at one width, then the client-side moves across the threshold. */
function checksAt(viewport: ViewportSize): Check[] {
  return [
    ...pagesToScroll().map((sitePath) => {
      const where = `${sitePath} at ${viewport.width} px`;
      return {
        where,
        run: (page: Page, log: ConsoleLog) => scrollOnePage(page, log, viewport, sitePath, where),
      };
    }),
    {
      where: `moving between pages at ${viewport.width} px`,
      run: (page: Page, log: ConsoleLog) => navigateAcrossThreshold(page, log, `${viewport.width} px`),
    },
  ];
}

/** The reduced-motion visitor the report named: thrown back to the top by wheel steps past 10 px. */
function reducedMotionChecks(viewport: ViewportSize): Check[] {
  return ['/', '/loja'].map((sitePath) => {
    const where = `${sitePath}, reduced motion, at ${viewport.width} px`;
    return {
      where,
      reducedMotion: 'reduce' as const,
      run: async (page: Page, log: ConsoleLog) => {
        await visit(page, sitePath);
        await wheelDownAndUp(page, viewport, log, where);
        await sweepOffsets(page, log, where);
        await restJustPastThreshold(page, log, where);
      },
    };
  });
}

const TITLE = 'scrolling never blanks the page, moves it back or makes the header jitter';

// One test per width, each page of it in a tab of one context (runSideBySide): the titles all
// start with `at <width> px`, so `-g` runs a width. 1280 px runs in the desktop project (with the
// reduced-motion pages), 390 px in the phone project (with the search panel); 1024 and 900 px
// (where the header loop blanked laptops) set their own viewport.
test.describe('the header while scrolling', () => {
  test.use({ reducedMotion: 'no-preference' });

  const desktop = { width: 1280, height: 800 };
  test(`at 1280 px ${TITLE}, also with reduced motion`, { tag: '@desktop' }, async ({ context }) => {
    test.setTimeout(180_000);
    await runSideBySide(context, [...checksAt(desktop), ...reducedMotionChecks(desktop)]);
  });

  for (const viewport of [
    { width: 1024, height: 768 },
    { width: 900, height: 700 },
  ]) {
    test.describe(`${viewport.width} px`, () => {
      test.use({ viewport, screen: viewport });
      test(`at ${viewport.width} px ${TITLE}`, async ({ context }) => {
        test.setTimeout(180_000);
        await runSideBySide(context, checksAt(viewport));
      });
    });
  }

  const phone = { width: 390, height: 844 };
  test(`at 390 px ${TITLE}; opening the search panel down the page keeps it down`, async ({ context }) => {
    test.setTimeout(180_000);
    await runSideBySide(context, [
      ...checksAt(phone),
      { where: 'search panel at 390 px', run: openSearchDownThePage },
    ]);
  });
});
