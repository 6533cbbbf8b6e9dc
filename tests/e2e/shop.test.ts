// The shop as a visitor uses it (docs/product.md §2): header search, category paging, the
// redirects of unknown categories and pages, and the product page.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { pathOf, setupE2E, visit } from './harness.ts';
import { looseText, pickProduct, publishedProducts, siteSettings } from './site-data.ts';

const e2e = setupE2E();

/** The header's product search box; on a phone it sits behind the 'Pesquisa' toggle. */
async function headerSearchBox(page: Page) {
  const header = page.getByRole('banner');
  const box = header.getByRole('searchbox', { name: 'Pesquisar produtos' });
  if (!(await box.isVisible())) await header.getByRole('button', { name: 'Pesquisa', exact: true }).click();
  await box.waitFor({ state: 'visible' });
  return box;
}

const waitForPath = (page: Page, expected: string) =>
  page.waitForURL((url) => url.pathname + url.search === expected, { timeout: 10_000 });

for (const viewport of ['phone', 'desktop'] as const) {
  e2e.test(
    `header search goes to /loja?search=gel with a result count, clearing goes to /loja (${viewport})`,
    { viewport },
    async ({ page }) => {
      const matches = publishedProducts().filter((p) =>
        `${p.name}\n${p.description}`.toLowerCase().includes('gel'),
      );
      assert.ok(matches.length > 0, 'some published product mentions gel');

      await visit(page, '/');
      const box = await headerSearchBox(page);
      // An unhurried typist; the fast one has a test of its own below.
      await box.pressSequentially('gel', { delay: 150 });
      await waitForPath(page, '/loja?search=gel');
      assert.equal(await box.inputValue(), 'gel');

      const main = page.locator('main');
      await main
        .getByText(new RegExp(`\\b${matches.length}\\s+produtos?\\b`))
        .first()
        .waitFor();
      const pages = Math.ceil(matches.length / 20);
      if (pages > 1)
        await main
          .getByText(new RegExp(`página 1 de ${pages}`, 'i'))
          .first()
          .waitFor();

      await page.getByRole('banner').getByRole('button', { name: 'Limpar pesquisa' }).click();
      await waitForPath(page, '/loja');
      assert.equal(await box.inputValue(), '');
    },
  );
}

e2e.test(
  'typing quickly on a phone keeps the search panel open and every letter',
  { timeout: 90_000 },
  async ({ page }) => {
    // Each keystroke navigates; a panel that closes on one of those navigations drops the next
    // letters. Several rounds, as the race does not show every time.
    for (let round = 1; round <= 4; round += 1) {
      await visit(page, '/');
      const box = await headerSearchBox(page);
      await box.pressSequentially('gel', { delay: 60 });
      await page.waitForTimeout(1_000);
      assert.equal(pathOf(page), '/loja?search=gel', `round ${round}: every letter reached the search`);
      assert.ok(await box.isVisible(), `round ${round}: the search panel stayed open while typing`);
    }
  },
);

e2e.test('a category pages through its products with the range text', async ({ page }) => {
  const total = publishedProducts().filter((p) => p.category === 'cores').length;
  const pages = Math.ceil(total / 20);
  assert.ok(pages >= 2, `cores has at least two pages of products (has ${total})`);

  await visit(page, '/loja/cores');
  const main = page.locator('main');
  await main.getByText(`A mostrar 1–20 de ${total} produtos (página 1 de ${pages})`).waitFor();
  assert.equal((await main.locator('a[href^="/loja/produto/"]').count()) >= 20, true);

  await main
    .getByRole('navigation', { name: 'Páginas de produtos' })
    .getByRole('link', { name: 'Página 2' })
    .click();
  await waitForPath(page, '/loja/cores?page=2');
  await main
    .getByText(`A mostrar 21–${Math.min(40, total)} de ${total} produtos (página 2 de ${pages})`)
    .waitFor();
});

const redirects: [string, string][] = [
  ['/loja/nao-existe', '/loja'],
  ['/loja/cores/nao-existe', '/loja/cores'],
  ['/loja/cores?page=99', '/loja/cores'],
  ['/loja/cores?page=0', '/loja/cores'],
];
for (const [from, to] of redirects) {
  e2e.test(`${from} redirects to ${to}`, async ({ page }) => {
    await visit(page, from);
    await waitForPath(page, to);
    assert.equal(pathOf(page), to);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });
}

e2e.test('the product gallery counts its images and steps with next and previous', async ({ page }) => {
  const product = pickProduct('product with 3 or more images', (p) => p.images.length >= 3);
  const m = product.images.length;
  await visit(page, `/loja/produto/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
  const main = page.locator('main');
  await main.getByText(`Imagem 1 de ${m}`, { exact: true }).waitFor();
  await main.getByRole('button', { name: 'Imagem seguinte' }).click();
  await main.getByText(`Imagem 2 de ${m}`, { exact: true }).waitFor();
  await main.getByRole('button', { name: 'Imagem seguinte' }).click();
  await main.getByText(`Imagem 3 de ${m}`, { exact: true }).waitFor();
  await main.getByRole('button', { name: 'Imagem anterior' }).click();
  await main.getByText(`Imagem 2 de ${m}`, { exact: true }).waitFor();
});

e2e.test('stock labels: Em Stock, the low-stock notice and Esgotado', async ({ page }) => {
  const main = page.locator('main');

  const plenty = pickProduct('product with 10 or more in stock', (p) => p.stock >= 10);
  await visit(page, `/loja/produto/${plenty.id}`);
  await main.getByText(/^\s*Em Stock/).waitFor();
  assert.equal(await main.getByText(/Apenas \d+ unidades? disponíve/).count(), 0);

  const low = pickProduct('product with 2 to 9 in stock', (p) => p.stock >= 2 && p.stock <= 9);
  await visit(page, `/loja/produto/${low.id}`);
  await main.getByText(/^\s*Em Stock/).waitFor();
  await main.getByText(`(Apenas ${low.stock} unidades disponíveis)`).waitFor();

  const none = pickProduct('sold-out product', (p) => p.stock === 0);
  await visit(page, `/loja/produto/${none.id}`);
  await page.getByRole('heading', { level: 1, name: none.name }).waitFor();
  await main.getByText('Esgotado', { exact: true }).first().waitFor();
  assert.equal(await main.getByText(/Em Stock/).count(), 0);
});

e2e.test('an unknown product id shows Produto não encontrado with a link to the shop', async ({ page }) => {
  const ids = new Set(publishedProducts().map((p) => p.id));
  let unknown = 999;
  while (ids.has(unknown)) unknown += 1;
  await visit(page, `/loja/produto/${unknown}`);
  const main = page.locator('main');
  await main.getByText('Produto não encontrado').first().waitFor();
  await main.getByText('O produto que procura não existe ou foi removido.').waitFor();
  const back = main.locator('a[href="/loja"]');
  assert.ok((await back.count()) >= 1, 'a link to /loja');
});

e2e.test(
  'category names come from the settings and lead to their lists',
  { viewport: 'desktop' },
  async ({ page }) => {
    const cores = siteSettings().categories.find((c) => c.slug === 'cores');
    assert.ok(cores, 'the settings have the Cores category');
    await visit(page, '/loja');
    const main = page.locator('main');
    await main.locator('a[href="/loja/cores"]').first().click();
    await waitForPath(page, '/loja/cores');
    await page.getByRole('heading', { level: 1, name: new RegExp(looseText(cores.name)) }).waitFor();
  },
);
