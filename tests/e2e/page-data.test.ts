// Pages carry their own data (docs/decisions/010-per-page-data.md): a product page, /loja and a
// blog post hydrate from the data embedded in them, without requesting any whole published file;
// client-side navigation to another product fetches that page's small data file; the shop search
// loads the compact product index on its first focus, and searches it.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pathOf, setupE2E } from './harness.ts';
import { postsNewestFirst } from './published-content.ts';
import { looseText, publishedProducts } from './site-data.ts';

const e2e = setupE2E();

const WHOLE_FILES = ['/products.json', '/courses.json', '/blog.json'];

/** Records the paths of every request the page makes from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

/** Opens a prerendered page and waits until React owns its <main>, then for the browser to go idle. */
async function openHydrated(page: Page, sitePath: string): Promise<void> {
  await page.goto(sitePath, { waitUntil: 'load' });
  await page.waitForFunction(() => {
    const main = document.querySelector('#root main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  }
}

const products = publishedProducts();
const [first] = products;
const [newestPost] = postsNewestFirst();

e2e.test(
  'a product page, /loja and a blog post hydrate without loading a whole published file',
  async ({ page }) => {
    assert.ok(first && newestPost, 'the sample has products and posts');
    const requests = recordRequests(page);
    for (const sitePath of [`/loja/produto/${first.id}`, '/loja', `/blog/${newestPost.slug}`]) {
      requests.length = 0;
      await openHydrated(page, sitePath);
      const embedded = await page.locator('script#page-data').count();
      assert.equal(embedded, 1, `${sitePath} embeds its data`);
      const whole = requests.filter((p) => WHOLE_FILES.includes(p) || p.startsWith('/page-data/'));
      assert.deepEqual(whole, [], `${sitePath} requested ${whole.join(', ')} to hydrate`);
    }
  },
);

e2e.test('client navigation to another product loads only that page’s data', async ({ page }) => {
  assert.ok(first, 'the sample has products');
  await openHydrated(page, `/loja/produto/${first.id}`);
  const requests = recordRequests(page);
  // A related product: the router navigates, and the new page needs its own data (its related ones).
  const link = page.locator('.product-related').getByRole('link').first();
  const name = (await link.textContent())?.trim() ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  assert.match(href, /^\/loja\/produto\/\d+$/);
  await link.click();
  await page.getByRole('heading', { level: 1, name: new RegExp(looseText(name)) }).waitFor();
  assert.equal(pathOf(page), href);
  assert.ok(requests.includes(`/page-data${href}.json`), `the page data was fetched: ${requests.join(', ')}`);
  assert.ok(!requests.some((p) => WHOLE_FILES.includes(p)), `no whole file: ${requests.join(', ')}`);
  assert.ok(!requests.includes(href), 'no document was loaded');
});

e2e.test('the shop search loads the product index on its first focus and searches it', async ({ page }) => {
  assert.ok(first, 'the sample has products');
  await openHydrated(page, '/loja');
  const requests = recordRequests(page);
  const field = page.getByRole('search', { name: 'Pesquisa na loja' }).getByRole('searchbox');
  assert.ok(!requests.includes('/products-index.json'), 'not loaded before the search is used');
  const loaded = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/products-index.json',
  );
  await field.focus();
  await loaded;
  await field.fill(first.name);
  await page
    .locator('main')
    .getByRole('link', { name: new RegExp(looseText(first.name)) })
    .first()
    .waitFor();
  assert.ok(!requests.some((p) => WHOLE_FILES.includes(p)), `no whole file: ${requests.join(', ')}`);
});
