// The prerendered pages (docs/architecture.md §5): with JavaScript off, a product page and a category
// list carry their real content and their SEO head; sitemap.xml and robots.txt exist; and with
// JavaScript on, a prerendered page hydrates in place without errors.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { setupE2E, SITE_URL, visit } from './harness.ts';
import { euros, pickProduct, publishedProducts, siteSettings, unitPrice } from './site-data.ts';

const e2e = setupE2E();

/** The page's visible text with every run of spaces (also no-break spaces) made one space. */
const flatText = async (page: Page, selector = 'body') =>
  (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ');
const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The first paragraph of a product description as the visitor reads it (bold markers gone). */
function firstParagraphText(description: string): string {
  const first = description.split(/\n\s*\n/)[0] ?? '';
  return flat(first.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/\*([^*]+)\*/g, '$1'));
}

type JsonLd = Record<string, unknown>;

async function jsonLdBlocks(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const value = JSON.parse(text) as JsonLd | JsonLd[];
    return Array.isArray(value) ? value : [value];
  });
}

e2e.test(
  'without JavaScript a product page has its content and SEO head',
  { javaScriptEnabled: false },
  async ({ page }) => {
    const product = pickProduct(
      'product on sale with a description',
      (p) => typeof p.salePrice === 'number' && p.description.length > 0,
    );
    const productPath = `/loja/produto/${product.id}`;
    const response = await visit(page, productPath);
    assert.equal(response?.status(), 200);
    assert.match(response?.headers()['content-type'] ?? '', /text\/html/);

    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    const main = await flatText(page, 'main');
    assert.ok(
      main.includes(flat(euros(unitPrice(product)))),
      `the sale price ${euros(unitPrice(product))} is shown`,
    );
    assert.ok(
      main.includes(flat(euros(product.price))),
      `the regular price ${euros(product.price)} is shown`,
    );
    const paragraph = firstParagraphText(product.description).slice(0, 60);
    assert.ok(main.includes(paragraph), `the description is shown: "${paragraph}"`);

    const title = await page.title();
    assert.ok(title.includes(product.name), `title "${title}" names the product`);
    assert.ok(title.includes(siteSettings().business.name), `title "${title}" names the business`);
    const description = await page.locator('head meta[name="description"]').getAttribute('content');
    assert.ok(description && description.length > 20, `meta description: ${description}`);
    assert.equal(
      await page.locator('head link[rel="canonical"]').getAttribute('href'),
      `${SITE_URL}${productPath}`,
    );
    const ogImage = await page.locator('head meta[property="og:image"]').getAttribute('content');
    assert.match(ogImage ?? '', /^https?:\/\//, 'og:image is an absolute URL');
    // Link previews (WhatsApp, Instagram) need a raster image: the product's picture as a JPEG
    // (a drawing rendered by the prerender, a photo's largest JPEG variant).
    assert.match(
      ogImage ?? '',
      /\/(og\/images-products-|_img\/products\/).+\.jpg$/,
      'og:image is the JPEG of the product image',
    );
    const jpeg = await page.request.get(new URL(ogImage ?? '', SITE_URL).pathname);
    assert.equal(jpeg.status(), 200);
    assert.equal(jpeg.headers()['content-type'], 'image/jpeg');
    assert.equal(await page.locator('head meta[property="og:type"]').getAttribute('content'), 'product');

    const productLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Product');
    assert.ok(productLd, 'a Product JSON-LD block');
    assert.equal(productLd.name, product.name);
    const offers = (Array.isArray(productLd.offers) ? productLd.offers[0] : productLd.offers) as
      JsonLd | undefined;
    assert.ok(offers, 'the Product has offers');
    assert.equal(offers['@type'], 'Offer');
    assert.equal(offers.priceCurrency, 'EUR');
    assert.equal(Number(offers.price), unitPrice(product));
  },
);

e2e.test(
  'without JavaScript a category page lists its products',
  { javaScriptEnabled: false },
  async ({ page }) => {
    const cores = publishedProducts().filter((p) => p.category === 'cores');
    await visit(page, '/loja/cores');
    const links = page.locator('main a[href^="/loja/produto/"]');
    const hrefs = new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))));
    assert.equal(hrefs.size, Math.min(20, cores.length), 'one link per product of the first page');
    for (const href of hrefs) {
      assert.ok(
        cores.some((p) => href === `/loja/produto/${p.id}`),
        `${href} is a product of Cores`,
      );
    }
    await page
      .getByText(`A mostrar 1–${Math.min(20, cores.length)} de ${cores.length} produtos`, { exact: false })
      .waitFor();
  },
);

e2e.test('sitemap.xml lists the public pages and robots.txt points at it', async ({ context }) => {
  const sitemap = await context.request.get('/sitemap.xml');
  assert.equal(sitemap.status(), 200);
  const xml = await sitemap.text();
  assert.match(xml, /<urlset[^>]*sitemaps\.org/);
  const product = publishedProducts()[0];
  assert.ok(product, 'a published product');
  for (const sitePath of ['/', '/loja', '/loja/cores', `/loja/produto/${product.id}`]) {
    assert.ok(xml.includes(`<loc>${SITE_URL}${sitePath}</loc>`), `sitemap lists ${sitePath}`);
  }
  assert.ok(!xml.includes('/admin'), 'no admin page in the sitemap');

  const robots = await context.request.get('/robots.txt');
  assert.equal(robots.status(), 200);
  const text = await robots.text();
  assert.match(text, /^User-agent: \*/m);
  assert.ok(text.includes(`Sitemap: ${SITE_URL}/sitemap.xml`), 'robots.txt names the sitemap');
});

e2e.test(
  'with JavaScript a prerendered product page hydrates in place without errors',
  async ({ page, context }) => {
    const product = pickProduct('product with 2 or more images', (p) => p.images.length >= 2);
    // Mark the prerendered <h1> (a JS property, not an attribute React could see) as the parser
    // creates it: hydration keeps that node, a client re-render after a mismatch replaces it.
    await context.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('main h1');
        if (heading) {
          Object.assign(heading, { fromPrerender: true });
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await visit(page, `/loja/produto/${product.id}`);
    const heading = page.getByRole('heading', { level: 1, name: product.name });
    await heading.waitFor();
    // The page is live (React handles the gallery button) and the heading is still the parsed node.
    await page.getByRole('button', { name: 'Imagem seguinte' }).click();
    await page.getByText(`Imagem 2 de ${product.images.length}`, { exact: true }).waitFor();
    const kept = await heading.evaluate(
      (element) => (element as HTMLElement & { fromPrerender?: boolean }).fromPrerender === true,
    );
    assert.ok(kept, 'the prerendered heading was hydrated, not replaced');
  },
);
