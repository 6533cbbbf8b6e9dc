// The prerendered pages (docs/architecture.md §5): with JavaScript off, a product page and a
// category list carry their real content and their SEO head, and course, post and home pages
// their JSON-LD; sitemap.xml and robots.txt exist; and with JavaScript on, a prerendered page
// hydrates in place without errors.
import type { Page } from '@playwright/test';
import { expect, SITE_URL, test, visit } from './support/fixtures.ts';
import { postsNewestFirst, publishedCourses } from './support/published-content.ts';
import { euros, pickProduct, publishedProducts, siteSettings, unitPrice } from './support/site-data.ts';

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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('without JavaScript a product page has its content and SEO head', async ({ page }) => {
    const product = pickProduct(
      'product on sale with a description',
      (p) => typeof p.salePrice === 'number' && p.description.length > 0,
    );
    const productPath = `/loja/produto/${product.id}`;
    const response = await page.goto(productPath);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type'] ?? '').toMatch(/text\/html/);

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const main = await flatText(page, 'main');
    expect(main, `the sale price ${euros(unitPrice(product))} is shown`).toContain(
      flat(euros(unitPrice(product))),
    );
    expect(main, `the regular price ${euros(product.price)} is shown`).toContain(flat(euros(product.price)));
    const paragraph = firstParagraphText(product.description).slice(0, 60);
    expect(main, 'the description is shown').toContain(paragraph);

    const title = await page.title();
    expect(title, 'the title names the product').toContain(product.name);
    expect(title, 'the title names the business').toContain(siteSettings().business.name);
    const description = await page.locator('head meta[name="description"]').getAttribute('content');
    expect(description?.length ?? 0, `meta description: ${description}`).toBeGreaterThan(20);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${SITE_URL}${productPath}`,
    );
    const ogImage = (await page.locator('head meta[property="og:image"]').getAttribute('content')) ?? '';
    expect(ogImage, 'og:image is an absolute URL').toMatch(/^https?:\/\//);
    // Link previews (WhatsApp, Instagram) need a raster image: the product's picture as a JPEG
    // (a drawing rendered by the prerender, a photo's largest JPEG variant).
    expect(ogImage, 'og:image is the JPEG of the product image').toMatch(
      /\/(og\/images-products-|_img\/products\/).+\.jpg$/,
    );
    const jpeg = await page.request.get(new URL(ogImage, SITE_URL).pathname);
    expect(jpeg.status()).toBe(200);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');

    const productLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Product');
    expect(productLd, 'a Product JSON-LD block').toBeDefined();
    expect(productLd?.name).toBe(product.name);
    const offers = (Array.isArray(productLd?.offers) ? productLd.offers[0] : productLd?.offers) as
      JsonLd | undefined;
    expect(offers, 'the Product has offers').toBeDefined();
    expect(offers?.['@type']).toBe('Offer');
    expect(offers?.priceCurrency).toBe('EUR');
    expect(Number(offers?.price)).toBe(unitPrice(product));
  });

  test('without JavaScript a category page lists its products', async ({ page }) => {
    const cores = publishedProducts().filter((p) => p.category === 'cores');
    await page.goto('/loja/cores');
    const links = page.locator('main a[href^="/loja/produto/"]');
    const hrefs = new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))));
    expect(hrefs.size, 'one link per product of the first page').toBe(Math.min(20, cores.length));
    for (const href of hrefs) {
      expect(
        cores.some((p) => href === `/loja/produto/${p.id}`),
        `${href} is a product of Cores`,
      ).toBe(true);
    }
    await expect(
      page
        .getByText(`A mostrar 1–${Math.min(20, cores.length)} de ${cores.length} produtos`, { exact: false })
        .first(),
    ).toBeVisible();
  });

  test('without JavaScript, course, post and home pages carry their JSON-LD', async ({ page }) => {
    const course = publishedCourses()[0];
    const post = postsNewestFirst()[0];
    if (!course || !post) throw new Error('The published content has no course or no blog post.');
    await page.goto(`/formacoes/${course.id}`);
    await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
    const courseLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Course');
    expect(courseLd, 'a Course JSON-LD block').toBeDefined();
    expect(courseLd?.name).toBe(course.title);
    expect(courseLd?.['@context']).toBe('https://schema.org');

    await page.goto(`/blog/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const postLd = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'BlogPosting');
    expect(postLd, 'a BlogPosting JSON-LD block').toBeDefined();
    expect(postLd?.headline).toBe(post.title);
    expect(postLd?.datePublished).toBe(post.date);

    await page.goto('/');
    const organization = (await jsonLdBlocks(page)).find((block) => block['@type'] === 'Organization');
    expect(organization, 'an Organization JSON-LD block').toBeDefined();
    expect(organization?.name).toBe(siteSettings().business.name);
  });
});

// Only HTTP: the built files as the host serves them (src/app/routes.test.ts checks which
// routes the sitemap lists).
test('sitemap.xml lists the public pages and robots.txt points at it', async ({ request }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toMatch(/<urlset[^>]*sitemaps\.org/);
  const product = publishedProducts()[0];
  expect(product, 'a published product').toBeDefined();
  for (const sitePath of ['/', '/loja', '/loja/cores', `/loja/produto/${product?.id}`]) {
    expect(xml, `sitemap lists ${sitePath}`).toContain(`<loc>${SITE_URL}${sitePath}</loc>`);
  }
  expect(xml, 'no admin page in the sitemap').not.toContain('/admin');

  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toMatch(/^User-agent: \*/m);
  expect(text, 'robots.txt names the sitemap').toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
});

test('with JavaScript a prerendered product page hydrates in place without errors', async ({
  page,
  context,
}) => {
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
  await expect(heading).toBeVisible();
  // The page is live (React handles the gallery button) and the heading is still the parsed node.
  await page.getByRole('button', { name: 'Imagem seguinte' }).click();
  await expect(page.getByText(`Imagem 2 de ${product.images.length}`, { exact: true })).toBeVisible();
  const kept = await heading.evaluate(
    (element) => (element as HTMLElement & { fromPrerender?: boolean }).fromPrerender === true,
  );
  expect(kept, 'the prerendered heading was hydrated, not replaced').toBe(true);
});
