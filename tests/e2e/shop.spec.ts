// The shop's header search as a visitor uses it (docs/product.md §2), where it needs a real
// browser: the box sits in the header on desktop and behind the 'Pesquisa' toggle on a phone
// (CSS), and each keystroke navigates, racing the panel. Category paging, the redirects of
// unknown categories and pages, the product gallery, the stock labels and the unknown product
// are component tests (src/features/shop/*.test.tsx, src/components/product-gallery/).
import type { Page } from '@playwright/test';
import { expect, pathOf, test, visit } from './fixtures.ts';
import { publishedProducts } from './site-data.ts';

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
    const matches = publishedProducts().filter((p) =>
      `${p.name}\n${p.description}`.toLowerCase().includes('gel'),
    );
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
