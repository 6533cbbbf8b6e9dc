// Pages carry their own data (docs/decisions/010-per-page-data.md): a product page, /loja and a
// blog post hydrate from the data embedded in them, without requesting any whole published file;
// client-side navigation to another product, or from /formacoes' cards to a course (shown whole,
// its programme included), fetches that page's small data file; the shop search
// loads the compact product index on its first focus, and searches it. Browser tests: what they
// check is the requests of the real prerendered build.
import type { Page } from '@playwright/test';
import { expect, pathOf, test, visit } from './support/fixtures.ts';
import { postsNewestFirst, publishedCourses } from './support/published-content.ts';
import { looseText, publishedProducts } from './support/site-data.ts';

const WHOLE_FILES = ['/products.json', '/courses.json', '/blog.json'];

/** Records the paths of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/**
 * Opens a prerendered page, waits until it has hydrated, then for two idle moments of the browser:
 * what the page loads right after hydrating has been asked for by then.
 */
async function openHydrated(page: Page, sitePath: string): Promise<void> {
  await visit(page, sitePath);
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
}

const products = publishedProducts();
const [first] = products;
const [newestPost] = postsNewestFirst();

test('a product page, /loja and a blog post hydrate without loading a whole published file', async ({
  page,
}) => {
  expect(first && newestPost, 'the sample has products and posts').toBeTruthy();
  const requests = recordRequests(page);
  for (const sitePath of [`/loja/produto/${first!.id}`, '/loja', `/blog/${newestPost!.slug}`]) {
    requests.length = 0;
    await openHydrated(page, sitePath);
    await expect(page.locator('script#page-data'), `${sitePath} embeds its data`).toHaveCount(1);
    const whole = requests.filter((p) => WHOLE_FILES.includes(p) || p.startsWith('/page-data/'));
    expect(whole, `${sitePath} requested whole files to hydrate`).toEqual([]);
  }
});

test('client navigation to another product loads only that page’s data', async ({ page }) => {
  expect(first, 'the sample has products').toBeTruthy();
  await openHydrated(page, `/loja/produto/${first!.id}`);
  const requests = recordRequests(page);
  // A related product: the router navigates, and the new page needs its own data (its related ones).
  const link = page.locator('.product-related').getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/loja\/produto\/\d+$/);
  // This page's data holds the related product whole, so the new page may render before its own
  // file is even asked for: wait for that request rather than read the list once the heading shows.
  const pageData = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/page-data${href}.json`,
  );
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(looseText(name)) })).toBeVisible();
  expect(pathOf(page)).toBe(href);
  await pageData;
  expect(
    requests.filter((p) => WHOLE_FILES.includes(p)),
    'no whole file',
  ).toEqual([]);
  expect(requests, 'no document was loaded').not.toContain(href);
});

test('from the cards of /formacoes a course opens whole, with its programme, from its own data file', async ({
  page,
}) => {
  const course = publishedCourses().find((candidate) => candidate.fullDescription?.trim());
  expect(course, 'the sample has a course with a programme').toBeTruthy();
  const requests = recordRequests(page);
  await openHydrated(page, '/formacoes');
  expect(requests.filter((p) => WHOLE_FILES.includes(p) || p.startsWith('/page-data/'))).toEqual([]);
  const programme = page.getByRole('region', { name: 'Descrição completa' });
  const href = `/formacoes/${course!.id}`;
  const pageData = page.waitForRequest(
    (request) => new URL(request.url()).pathname === `/page-data${href}.json`,
  );
  await page.locator(`main a[href="${href}"]`).first().click();
  await pageData;
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(looseText(course!.title)) }),
  ).toBeVisible();
  // The card had no programme: the page shows the course whole, not the card.
  await expect(programme).toBeVisible();
  expect(requests, 'no whole file, no document').not.toContain('/courses.json');
  expect(requests).not.toContain(href);
  await page.goBack();
  await expect(page.locator('main .course-grid > li')).toHaveCount(publishedCourses().length);
});

test('the shop search loads the product index on its first focus and searches it', async ({ page }) => {
  expect(first, 'the sample has products').toBeTruthy();
  await openHydrated(page, '/loja');
  const requests = recordRequests(page);
  const field = page.getByRole('search', { name: 'Pesquisa na loja' }).getByRole('searchbox');
  expect(requests, 'not loaded before the search is used').not.toContain('/products-index.json');
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/products-index.json',
  );
  await field.focus();
  await loaded;
  await field.fill(first!.name);
  await expect(
    page
      .locator('main')
      .getByRole('link', { name: new RegExp(looseText(first!.name)) })
      .first(),
  ).toBeVisible();
  expect(
    requests.filter((p) => WHOLE_FILES.includes(p)),
    'no whole file',
  ).toEqual([]);
});
