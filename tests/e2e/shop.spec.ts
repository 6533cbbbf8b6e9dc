// The shop's header search as a visitor uses it (docs/product.md §2), where it needs a real
// browser: the box sits in the header on desktop and behind the 'Pesquisa' toggle on a phone
// (CSS), and each keystroke navigates, racing the panel; what the search finds as a visitor types
// it in either box (the rules themselves: src/lib/search/search.test.ts). Category paging, the redirects of
// unknown categories and pages, the product gallery, the stock labels and the unknown product
// are component tests (src/features/shop/*.test.tsx, src/components/product-gallery/).
import type { Page } from '@playwright/test';
import { expect, pathOf, test, visit } from './support/fixtures.ts';
import { publishedProducts } from './support/site-data.ts';

/** The header's product search box; on a phone it sits behind the 'Pesquisa' toggle. */
async function headerSearchBox(page: Page) {
  const header = page.getByRole('banner');
  const box = header.getByRole('searchbox', { name: 'Pesquisar produtos' });
  if (!(await box.isVisible())) await header.getByRole('button', { name: 'Pesquisa', exact: true }).click();
  await expect(box).toBeVisible();
  return box;
}

const expectPath = (page: Page, expected: string) =>
  expect.poll(() => pathOf(page), { message: `the page goes to ${expected}` }).toBe(expected);

test(
  'header search goes to /loja?search=gel with a result count, clearing goes to /loja',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(120_000);
    // 'gel' inside a word (Acrygel) or as its plural 'géis' (docs/product.md §5).
    const matches = publishedProducts().filter((p) => {
      const text = `${p.name}\n${p.description}`.toLowerCase();
      return text.includes('gel') || /(^|[^\p{L}])géis($|[^\p{L}])/u.test(text);
    });
    expect(matches.length, 'some published product mentions gel').toBeGreaterThan(0);

    await visit(page, '/');
    const box = await headerSearchBox(page);
    // An unhurried typist; the fast one has a test of its own below.
    await box.pressSequentially('gel', { delay: 150 });
    await expectPath(page, '/loja?search=gel');
    await expect(box).toHaveValue('gel');

    const main = page.locator('main');
    // (30 s: the shop's code loads on this first move to it, slowly on a busy machine.)
    await expect(main.getByText(new RegExp(`\\b${matches.length}\\s+produtos?\\b`)).first()).toBeVisible({
      timeout: 30_000,
    });
    const pages = Math.ceil(matches.length / 20);
    if (pages > 1)
      await expect(main.getByText(new RegExp(`página 1 de ${pages}`, 'i')).first()).toBeVisible();

    await page.getByRole('banner').getByRole('button', { name: 'Limpar pesquisa' }).click();
    await expectPath(page, '/loja');
    await expect(box).toHaveValue('');
  },
);

test('typing quickly on a phone keeps the search panel open and every letter', async ({ page }) => {
  test.setTimeout(150_000);
  // Each keystroke navigates; a panel that closes on one of those navigations drops the next
  // letters. Several rounds, as the race does not show every time.
  for (let round = 1; round <= 4; round += 1) {
    await visit(page, '/');
    const box = await headerSearchBox(page);
    await box.pressSequentially('gel', { delay: 60 });
    await expectPath(page, '/loja?search=gel');
    await expect(box, `round ${round}: every letter is in the box`).toHaveValue('gel');
    await expect(box, `round ${round}: the search panel stayed open while typing`).toBeVisible();
  }
});

/** The names of the product cards /loja shows, in order. */
const cardNames = (page: Page) => page.locator('main .product-card__name').allTextContents();

test(
  'the header and the shop box find what a visitor types: no accents, a slip, names first, a correction',
  { tag: '@both' },
  async ({ page }) => {
    test.setTimeout(120_000);
    const products = publishedProducts();
    const peach = products.find((p) => p.name.includes('Pêssego'));
    const brushes = products.find((p) => /pincéis/i.test(p.name));
    expect(peach && brushes, 'the sample has a peach polish and a brush kit').toBeTruthy();

    await visit(page, '/');
    const header = await headerSearchBox(page);
    await header.pressSequentially('pessego', { delay: 100 });
    await expectPath(page, '/loja?search=pessego');
    await expect.poll(() => cardNames(page), { timeout: 30_000 }).toContain(peach!.name);
    expect((await cardNames(page))[0], 'the product named so comes first').toBe(peach!.name);

    // The shop's own box: the same query gives the same cards as the header's.
    const shopBox = page.getByRole('search', { name: 'Pesquisa na loja' }).getByRole('searchbox');
    const byHeader = await cardNames(page);
    await shopBox.fill('');
    await shopBox.pressSequentially('PÊSSEGO', { delay: 80 });
    await expectPath(page, `/loja?search=${encodeURIComponent('PÊSSEGO')}`);
    await expect.poll(() => cardNames(page)).toEqual(byHeader);

    // A slipped letter in a long word, while typing: the results follow.
    await shopBox.fill('');
    await shopBox.pressSequentially('pinceus', { delay: 80 });
    await expect.poll(() => cardNames(page)).toContain(brushes!.name);
    expect((await cardNames(page))[0]).toBe(brushes!.name);

    // Two slips: nothing found, and the correction one tap away.
    await shopBox.fill('pinsal');
    await expect(page.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
    const correction = page.getByRole('link', { name: 'pincel', exact: true });
    await expect(page.getByText('Quis dizer pincel?')).toBeVisible();
    await correction.click();
    await expectPath(page, '/loja?search=pincel');
    await expect(shopBox).toHaveValue('pincel');
    await expect.poll(() => cardNames(page)).toContain(brushes!.name);
    expect((await cardNames(page))[0]).toBe(brushes!.name);
  },
);
