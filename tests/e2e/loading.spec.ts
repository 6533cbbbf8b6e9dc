// How a prerendered page loads and comes alive (docs/decisions/009-hydration-and-loading.md):
// its scripts requested only after its first paint and at low priority, the widgets (cookie banner, outbox sender, chat button, newsletter
// popup) only after the load event, a tap made before hydration kept and replayed, and the parts
// below the fold hydrated when they come into view. A hydration mismatch logs console.error, which
// fails any test here (fixtures.ts).
import type { Page, Request } from '@playwright/test';
import { expect, test, visit, waitForHydration } from './support/fixtures.ts';
import { pickProduct } from './support/site-data.ts';
import { OUTBOX_DATABASE } from '../../src/lib/storage.ts';

/** The chunks that load after the page is up, never on its critical path. */
const WIDGET_CHUNK = /\/assets\/later-widgets-[\w-]+\.js$/;
const FOOTER_CHUNK = /\/assets\/site-footer-[\w-]+\.js$/;
/** The order outbox's code: its sender, and the outbox and webhook it shares with the checkout. */
const OUTBOX_CHUNK = /\/assets\/order-outbox[\w-]*\.js$/;

/** Every script request of the page, each marked with whether the load event had fired. */
function recordScripts(page: Page): { url: string; afterLoad: boolean }[] {
  const requests: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') requests.push({ url: request.url(), afterLoad: loaded });
  });
  return requests;
}

/**
 * Holds the entry script back until the returned function is called: a tap made meanwhile lands on
 * the prerendered HTML, with no React listening yet.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

const product = pickProduct('a product in stock', (p) => p.stock >= 5);

for (const sitePath of ['/', `/loja/produto/${product.id}`]) {
  test(`${sitePath}: scripts after the first paint and at low priority, the widgets only after the load event`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await visit(page, sitePath);

    // The HTML, the stylesheet and the pictures paint the page; no script was asked for before.
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scriptStarts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint, 'the page painted').toBeDefined();
    // visit() waited for the `app-hydrated` entry, the end of hydration (the bench's first-load
    // JavaScript ends there).
    expect(scriptStarts.length, 'the page loaded its scripts').toBeGreaterThan(0);
    expect(
      Math.min(...scriptStarts),
      `the first script was requested at ${Math.min(...scriptStarts)} ms, before the first paint at ${firstPaint} ms`,
    ).toBeGreaterThanOrEqual(firstPaint ?? Infinity);

    const notLow = await page.evaluate(
      () =>
        [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].filter(
          (element) => element.getAttribute('fetchpriority') !== 'low',
        ).length,
    );
    expect(notLow, 'every script and modulepreload of the page is fetchpriority="low"').toBe(0);

    // The widgets' chunk arrives after the load event, and then the chat button shows.
    await expect(page.getByRole('link', { name: 'Falar connosco no WhatsApp', exact: true })).toBeVisible();
    const widgets = scripts.filter((request) => WIDGET_CHUNK.test(request.url));
    expect(widgets.length, `one request for the widgets' chunk: ${JSON.stringify(widgets)}`).toBe(1);
    expect(widgets[0]?.afterLoad, 'the widgets chunk was requested after the load event').toBe(true);
    // A browser that never ordered here has no outbox: the sender's code is not loaded.
    await page.waitForLoadState('networkidle');
    expect(
      scripts.filter((request) => OUTBOX_CHUNK.test(request.url)).map((request) => request.url),
      "a first visit loads none of the order outbox's code",
    ).toEqual([]);
  });
}

/**
 * Waits for the pictures `selector` finds to load, then checks that each was asked for after the
 * page's first script; returns how many were fetched.
 */
async function expectPicturesAfterScripts(page: Page, selector: string): Promise<number> {
  const later = page.locator(selector);
  await expect
    .poll(
      () => later.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
      { message: 'the pictures have loaded' },
    )
    .toBe(true);
  const { scriptsFrom, pictures, notFetched } = await page.evaluate((selector) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const shown = new Set(
      [...document.querySelectorAll(selector)].map((image) => (image as HTMLImageElement).currentSrc),
    );
    return {
      scriptsFrom: Math.min(
        ...entries.filter((entry) => entry.name.endsWith('.js')).map((entry) => entry.startTime),
      ),
      pictures: entries
        .filter((entry) => shown.has(entry.name))
        .map((entry) => ({ path: new URL(entry.name).pathname, at: entry.startTime })),
      notFetched: [...shown].filter((url) => !entries.some((entry) => entry.name === url)),
    };
  }, selector);
  expect(notFetched, 'every picture shown was fetched by this page').toEqual([]);
  for (const picture of pictures) {
    expect(picture.at, `${picture.path} was asked for before the page's first script`).toBeGreaterThan(
      scriptsFrom,
    );
  }
  return pictures.length;
}

// The lesser pictures, far from the largest paint: the gallery's thumbnails, the related products,
// the footer's complaints-book badge.
const LATER_PICTURES = '.product-gallery__thumbs img, .product-related img, .site-footer__complaints img';

test("a product page: the thumbnails', related products' and footer badge's pictures only after its scripts, then shown", async ({
  page,
}) => {
  await visit(page, `/loja/produto/${product.id}`);
  const related = page.locator('.product-related img');
  await related.first().scrollIntoViewIfNeeded();
  await expect(related.first(), 'the related products have their pictures once the page is up').toBeVisible();
  const badge = page.locator('.site-footer__complaints img');
  await page.locator('.site-footer__complaints').scrollIntoViewIfNeeded();
  await expect(badge, 'the footer has its badge once it has hydrated').toBeVisible();
  const fetched = await expectPicturesAfterScripts(page, LATER_PICTURES);
  expect(fetched, 'the pictures were fetched').toBeGreaterThanOrEqual((await related.count()) + 1);
  // The logo is the drawing itself, not a raster copy of it.
  await expect(page.locator('header img.site-header__logo')).toHaveAttribute('src', '/images/logo.svg');
  expect(await page.locator('header picture source').count(), 'no <source> for the logo').toBe(0);
});

// The home's pictures below the hero: its cards' and the intro video's poster (decision 035).
const HOME_LATER_PICTURES =
  '.product-card__media img, .course-card__media img, .blog-card__media img, img.looping-video__poster';

test("home: the cards' and the intro poster's pictures asked for with its scripts, then shown as she scrolls", async ({
  page,
}) => {
  // In the server's HTML each of them is there, with its files held back (data-src, data-srcset).
  const html = await (await page.request.get('/')).text();
  const held = html.match(
    /<img class="(product-card|course-card|blog-card)__image[^>]*>|<img class="looping-video__poster[^>]*>/g,
  );
  expect(held?.length, 'the cards and the poster are in the HTML').toBeGreaterThan(8);
  for (const image of held ?? []) {
    expect(image, 'a held picture asks for nothing').not.toMatch(/\s(src|srcset)=/i);
    expect(image).toMatch(/\sdata-src="/);
  }
  await visit(page, '/');
  // Scrolled as a visitor does, a screen at a time: each section has its pictures when she gets there.
  const sections = page.locator('.home-page > .hydrate-when > section');
  for (const section of await sections.all()) {
    await section.scrollIntoViewIfNeeded();
    for (const box of await section
      .locator('.product-card__media, .course-card__media, .blog-card__media')
      .all()) {
      await expect(box.locator('img'), 'the card has its picture').toHaveCount(1);
    }
  }
  await expect(page.locator('img.looping-video__poster')).toHaveCount(1);
  expect(await expectPicturesAfterScripts(page, HOME_LATER_PICTURES)).toBeGreaterThan(0);
});

test('the order outbox sender loads where an order may be waiting, and not before', async ({ page }) => {
  const scripts = recordScripts(page);
  await visit(page, '/sobre');
  await expect(page.getByRole('link', { name: 'Falar connosco no WhatsApp', exact: true })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.some((request) => OUTBOX_CHUNK.test(request.url))).toBe(false);
  // Once the browser holds the outbox database (an earlier order), every page loads the sender.
  await page.evaluate(
    ({ name, version, table }) =>
      new Promise<void>((resolve, reject) => {
        const opening = indexedDB.open(name, version);
        opening.onupgradeneeded = () => opening.result.createObjectStore(table);
        opening.onsuccess = () => {
          opening.result.close();
          resolve();
        };
        opening.onerror = () => reject(opening.error);
      }),
    OUTBOX_DATABASE,
  );
  await visit(page, '/contactos');
  await expect
    .poll(() => scripts.filter((request) => /order-outbox-sender-[\w-]+\.js$/.test(request.url)).length, {
      message: "the sender's chunk is loaded",
    })
    .toBe(1);
});

for (const [how, query] of [
  ['', ''],
  [' (a link shared on Instagram)', '?fbclid=IwAR0abcDEF&utm_source=instagram'],
]) {
  test(`a tap on 'Adicionar ao Carrinho' before the app has hydrated is not lost${how}`, async ({ page }) => {
    const releaseEntry = await holdEntry(page);
    await page.goto(`/loja/produto/${product.id}${query}`, { waitUntil: 'commit' });
    const addButton = page.locator('main').getByRole('button', { name: 'Adicionar ao Carrinho' });
    // (30 s: the prerendered HTML alone can take long to arrive on a busy machine.)
    await addButton.click({ timeout: 30_000 });
    // Nothing could have counted it yet.
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrinho, 0 artigos' }),
      'the header still shows the prerendered empty cart',
    ).toHaveCount(1);
    expect(
      await page
        .locator('main')
        .evaluate((main) => Object.keys(main).some((key) => key.startsWith('__reactFiber$'))),
      'the tap came before hydration',
    ).toBe(false);
    releaseEntry();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Carrinho, 1 artigo', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Adicionado ao carrinho!')).toBeVisible();
  });
}

test("home: a tap on the hero's 'Slide anterior' before the app has hydrated is not lost", async ({
  page,
}) => {
  // The hero hydrates later than the page's frame (<HydrateWhen>): the tap waits for it, not only
  // for the entry. Back from the first slide is the last one, where the slides' own turning never
  // goes first.
  const releaseEntry = await holdEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const hero = page.getByRole('region', { name: 'Destaques' });
  await hero.getByRole('button', { name: 'Slide anterior' }).click({ timeout: 30_000 });
  await expect(hero.getByRole('button', { name: 'Ir para o slide 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  releaseEntry();
  await expect(hero.getByRole('button', { name: 'Ir para o slide 3' })).toHaveAttribute(
    'aria-current',
    'true',
  );
});

test('the footer hydrates when it comes into view, and works then', async ({ page }) => {
  const scripts = recordScripts(page);
  await visit(page, '/sobre');
  const footerPart = page.locator('.hydrate-when:has(> footer)');
  await expect(footerPart, 'the footer is a part that hydrates later').toHaveCount(1);
  expect(
    await footerPart.getAttribute('data-hydrated'),
    'out of view, the footer is still the server HTML',
  ).toBeNull();
  // Its code may be fetched ahead (when idle), but never on the critical path.
  expect(
    scripts.filter((request) => FOOTER_CHUNK.test(request.url)).every((request) => request.afterLoad),
    "the footer's chunk is not requested before the load event",
  ).toBe(true);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.locator('.hydrate-when[data-hydrated]:has(> footer)')).toHaveCount(1);
  expect(
    scripts.some((request) => FOOTER_CHUNK.test(request.url)),
    "the footer's chunk was loaded",
  ).toBe(true);
  await page.getByRole('button', { name: 'Definições de cookies' }).click();
  await expect(page.getByRole('dialog', { name: /cookies/i })).toBeVisible();
});

test('home: a section below the fold hydrates when scrolled to, and its viewer opens', async ({ page }) => {
  await visit(page, '/');
  const testimonials = page.getByRole('region', { name: 'Testemunhos' });
  await testimonials.scrollIntoViewIfNeeded();
  await testimonials
    .getByRole('button', { name: /^Ampliar imagem/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test("the headings' font: never asked for by a first page, named from the next one on", async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const headingFont = () =>
    page
      .locator('main h1')
      .first()
      .evaluate((heading) => getComputedStyle(heading).fontFamily);
  await page.goto(`/loja/produto/${product.id}`);
  expect(await headingFont(), 'the first page keeps the fallback serif').not.toMatch(/Playfair/);
  await waitForHydration(page);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
  expect(firstPaint, 'the page painted').toBeLessThan(Infinity);
  // Loaded once the page is up (load event, then idle), and noted for the next pages.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('heading_font'))).toBe('true');
  const fontStart = await page.evaluate(
    () =>
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2'))?.startTime ??
      -1,
  );
  expect(fontStart, 'the font was asked for after the first paint').toBeGreaterThan(firstPaint);
  expect(fonts, 'one font request').toHaveLength(1);
  expect(await headingFont(), 'and this page did not change').not.toMatch(/Playfair/);

  await visit(page, '/sobre');
  expect(await page.evaluate(() => document.documentElement.className)).toContain('heading-font');
  expect(await headingFont()).toMatch(/^"?Playfair Display"?, Georgia/);
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('600 1em "Playfair Display"')), {
      message: 'the font is used on the next page',
    })
    .toBe(true);
});
