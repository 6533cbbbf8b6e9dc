// The in-app admin dashboard in the built site: each tab's cards, search, filters, bulk and single
// delete, export (the downloaded file), import (valid and invalid files), a corrupt local copy,
// and the dashboard on a phone. Expected figures are computed here from the published files.
// The figures, filters and messages themselves are unit-tested in src/lib/in-app-admin/admin-dashboard.test.ts
// and the import's checks in src/lib/in-app-admin/admin-export.test.ts; the dashboard page has no component
// test, so its wiring (cards per tab, the filters' controls, the dialogs, download, file input,
// local storage, layout at three widths) is tested here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Dialog, Page } from '@playwright/test';
import type { BlogPost, CoursesFile, Product } from '../../src/lib/schema.ts';
import { itemVersions } from '../../src/lib/in-app-admin/item-version.ts';
import { filterPosts, filterProducts } from '../../src/lib/in-app-admin/admin-dashboard.ts';
import { paths } from '../../src/lib/paths.ts';
import { DIST_DIR, ROOT_DIR } from './support/config.ts';
import { signIn } from './support/admin-session.ts';
import { dashboardReady, expect, pathOf, test, visit, type ConsoleLog } from './support/fixtures.ts';
import { publishedProducts } from './support/site-data.ts';

const publishedCourses = () =>
  (JSON.parse(readFileSync(path.join(DIST_DIR, 'courses.json'), 'utf8')) as CoursesFile).courses;
const publishedPosts = () => JSON.parse(readFileSync(path.join(DIST_DIR, 'blog.json'), 'utf8')) as BlogPost[];

/** The summary cards as label → value text. */
async function cards(page: Page): Promise<Record<string, string>> {
  const items = page.getByRole('list', { name: 'Resumo' }).getByRole('listitem');
  await items.first().waitFor();
  const entries = await items.evaluateAll((elements) =>
    elements.map((element) => [
      element.querySelector('.admin-stat__label')?.textContent ?? '',
      element.querySelector('.admin-stat__value')?.textContent ?? '',
    ]),
  );
  return Object.fromEntries(entries);
}

/** Waits until the summary cards read `expected` (they follow the tab's list a moment later). */
const expectCards = (page: Page, expected: Record<string, string>) =>
  expect.poll(() => cards(page)).toEqual(expected);

/** The body rows of the table (none when the empty state shows). */
const rows = (page: Page) => page.locator('table tbody tr');

const localList = (page: Page, key: string) =>
  page.evaluate((storageKey) => {
    const raw = localStorage.getItem(storageKey);
    if (raw === null) return null;
    const value = JSON.parse(raw) as unknown;
    // Products: a list, or { products, publishedVersions }; courses: { version, courses, ... }.
    if (Array.isArray(value)) return value;
    const copy = value as { products?: unknown[]; courses?: unknown[] };
    return copy.products ?? copy.courses ?? null;
  }, key) as Promise<{ id: number; name?: string; title?: string }[] | null>;

/** Chooses a file in the import's file field, as from her computer (no file left behind). */
async function importFile(page: Page, fileName: string, content: string | Buffer) {
  await page
    .getByLabel('Ficheiro JSON a importar')
    .setInputFiles({ name: fileName, mimeType: 'application/json', buffer: Buffer.from(content) });
}

const lisbonMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

/** Each tab shows its four cards, computed from the published files. Starts on the products tab. */
async function eachTabsCards(page: Page) {
  const products = publishedProducts();
  await expectCards(page, {
    'Total de produtos': String(products.length),
    'Em destaque': String(products.filter((p) => p.featured).length),
    Novos: String(products.filter((p) => p.isNew).length),
    'Stock baixo': String(products.filter((p) => p.stock < 10).length),
  });
  await expect(rows(page)).toHaveCount(products.length);
  await expect(page).toHaveTitle(/Painel: Produtos/);

  await page.getByRole('link', { name: 'Formações', exact: true }).click();
  await page.waitForURL('**/admin/dashboard?tab=training');
  await dashboardReady(page);
  const courses = publishedCourses();
  await expect(rows(page)).toHaveCount(courses.length);
  await expectCards(page, {
    'Total de formações': String(courses.length),
    'Em destaque': String(courses.filter((c) => c.featured).length),
    Presenciais: String(courses.filter((c) => c.type === 'presencial').length),
    Online: String(courses.filter((c) => c.type === 'online').length),
  });

  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await page.waitForURL('**/admin/dashboard?tab=blog');
  await dashboardReady(page);
  const posts = publishedPosts();
  const newest = posts
    .map((p) => p.date)
    .sort()
    .at(-1);
  await expect(rows(page)).toHaveCount(posts.length);
  await expectCards(page, {
    'Total de artigos': String(posts.length),
    'Publicados este mês': String(posts.filter((p) => p.date.startsWith(lisbonMonth())).length),
    Categorias: String(new Set(posts.map((p) => p.category)).size),
    'Última publicação': newest ? ddmmyyyy(newest) : 'N/A',
  });
  await expect(page.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('aria-current', 'page');
}

/** Products: the columns, badges and colours of each row. */
async function productRows(page: Page) {
  await visit(page, paths.adminDashboard.getHref('products'));
  await dashboardReady(page);
  const products = publishedProducts();
  const onSale = products.find((p) => p.salePrice !== undefined);
  const low = products.find((p) => p.stock < 10);
  const plenty = products.find((p) => p.stock >= 10);
  expect(
    onSale && low && plenty,
    'the published products include one on sale, one low and one stocked',
  ).toBeTruthy();

  const rowOf = (product: Product) => rows(page).filter({ hasText: `ID: ${product.id}` });
  await expect(rowOf(onSale!).locator('s'), 'the original price is struck through').toHaveCount(1);
  await expect(rowOf(low!).locator('.admin-stock')).toHaveCSS('color', 'rgb(179, 38, 30)');
  await expect(rowOf(plenty!).locator('.admin-stock')).not.toHaveCSS('color', 'rgb(179, 38, 30)');
  const featured = products.find((p) => p.featured);
  if (featured) await expect(rowOf(featured).getByText('Destaque', { exact: true })).toBeVisible();
  const isNew = products.find((p) => p.isNew);
  if (isNew) await expect(rowOf(isNew).getByText('Novo', { exact: true })).toBeVisible();
  // The first image, and the view and edit links of the row.
  await expect(rowOf(plenty!).locator('img')).toHaveAttribute('src', plenty!.images[0]!);
  const view = page.getByRole('link', { name: `Ver ${plenty!.name} no site` });
  await expect(view).toHaveAttribute('href', paths.product.getHref(plenty!.id));
  await expect(view).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: `Editar ${plenty!.name}` })).toHaveAttribute(
    'href',
    paths.adminProductEdit.getHref(plenty!.id),
  );
  await expect(page.getByRole('link', { name: 'Novo Produto' })).toHaveAttribute(
    'href',
    paths.adminProductNew.getHref(),
  );
}

/** Search and filters narrow the table; nothing found shows the empty state. Starts on the products tab. */
async function searchAndFilters(page: Page) {
  const products = publishedProducts();
  const sample = products[0]!;
  const word = sample.name.split(' ')[0] ?? sample.name;
  // What the site's search finds (its rules: src/lib/search/search.test.ts); here, that the table shows it.
  const none = { query: '', category: '', status: 'all' } as const;
  const expected = filterProducts(products, { ...none, query: word }).items;
  expect(expected.length).toBeGreaterThan(0);
  await page.getByLabel('Pesquisar produtos').fill(`  ${word.toUpperCase()} `);
  await expect(rows(page)).toHaveCount(expected.length);

  await page.getByLabel('Pesquisar produtos').fill('');
  const category = products[products.length - 1]?.category ?? '';
  await page.getByLabel('Categoria').selectOption(category);
  await expect(rows(page)).toHaveCount(products.filter((p) => p.category === category).length);
  await page.getByLabel('Categoria').selectOption('');
  await page.getByLabel('Estado').selectOption({ label: 'Stock baixo' });
  await expect(rows(page)).toHaveCount(products.filter((p) => p.stock < 10).length);
  await page.getByLabel('Estado').selectOption({ label: 'Destaque' });
  await expect(rows(page)).toHaveCount(products.filter((p) => p.featured).length);

  await page.getByLabel('Pesquisar produtos').fill('zzz-nada-disto');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  // Two slipped letters: nothing found, and the correction one tap away.
  await page.getByLabel('Estado').selectOption('all');
  await page.getByLabel('Pesquisar produtos').fill('pinsal');
  await expect(page.getByText('Nenhum produto encontrado')).toBeVisible();
  await page.getByRole('button', { name: 'pincel', exact: true }).click();
  await expect(page.getByLabel('Pesquisar produtos')).toHaveValue('pincel');
  await expect(page.getByLabel('Pesquisar produtos'), 'the focus is back in the box').toBeFocused();
  await expect(rows(page)).toHaveCount(filterProducts(products, { ...none, query: 'pincel' }).items.length);

  await visit(page, paths.adminDashboard.getHref('training'));
  const courses = publishedCourses();
  await expect(rows(page)).toHaveCount(courses.length);
  await page.getByLabel('Tipo').selectOption({ label: 'Online' });
  await expect(rows(page)).toHaveCount(courses.filter((c) => c.type === 'online').length);
  await page.getByLabel('Tipo').selectOption('');
  await page.getByLabel('Destaque').selectOption({ label: 'Só em destaque' });
  await expect(rows(page)).toHaveCount(courses.filter((c) => c.featured).length);

  await visit(page, paths.adminDashboard.getHref('blog'));
  const posts = publishedPosts();
  await expect(rows(page)).toHaveCount(posts.length);
  const postCategory = posts[0]?.category ?? '';
  await page.getByLabel('Categoria').selectOption(postCategory);
  await expect(rows(page)).toHaveCount(posts.filter((p) => p.category === postCategory).length);
  const excerptWord = posts[1]?.title.split(' ')[0] ?? '';
  await page.getByLabel('Categoria').selectOption('');
  await page.getByLabel('Pesquisar artigos').fill(excerptWord.toLowerCase());
  await expect(rows(page)).toHaveCount(
    filterPosts(posts, { query: excerptWord.toLowerCase(), category: '' }).items.length,
  );
}

/** Bulk delete asks with every name, and only a yes removes them. Starts on the products tab, nothing deleted. */
async function bulkDelete(page: Page) {
  const products = publishedProducts();
  const [first, second] = products;
  await page.getByRole('checkbox', { name: `Selecionar ${first!.name}` }).check();
  await page.getByRole('checkbox', { name: `Selecionar ${second!.name}` }).check();

  const questions: string[] = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    questions.push(dialog.message());
    void (answer ? dialog.accept() : dialog.dismiss());
  });
  await page.getByRole('button', { name: 'Eliminar selecionados (2)' }).click();
  expect(questions).toHaveLength(1);
  expect(questions[0]).toContain(first!.name);
  expect(questions[0]).toContain(second!.name);
  await expect(rows(page)).toHaveCount(products.length);

  answer = true;
  await page.getByRole('button', { name: 'Eliminar selecionados (2)' }).click();
  await expect(page.getByRole('checkbox', { name: `Selecionar ${first!.name}` })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(products.length - 2);
  await expect.poll(async () => (await cards(page))['Total de produtos']).toBe(String(products.length - 2));
  expect((await localList(page, 'admin_products'))?.length).toBe(products.length - 2);

  // Select all selects every listed row.
  await page.getByRole('checkbox', { name: 'Selecionar todos' }).check();
  await expect(
    page.getByRole('button', { name: `Eliminar selecionados (${products.length - 2})` }),
  ).toBeVisible();

  // The public page on this browser follows.
  await visit(page, paths.product.getHref(first!.id));
  await expect(page.getByText('Produto não encontrado').first()).toBeVisible();
}

/** Export downloads the list as JSON and says how to publish it. */
async function exportLists(page: Page) {
  await visit(page, paths.adminDashboard.getHref('products'));
  await dashboardReady(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('products.json');
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    products: Product[];
    lastUpdated: string;
    version: string;
    publishedVersions: Record<string, string>;
  };
  expect(exported.version).toBe('1.0.1');
  // The version of each item as published, computed in the browser as the import computes it.
  expect(exported.publishedVersions).toEqual(itemVersions(publishedProducts()));
  expect(Number.isNaN(Date.parse(exported.lastUpdated))).toBe(false);
  expect(exported.products.map((p) => p.id)).toEqual(publishedProducts().map((p) => p.id));
  const banner = page.getByRole('status').filter({ hasText: 'exportados com sucesso' });
  await expect(banner).toHaveText(/products\.json.*npm run content:import/);

  await visit(page, paths.adminDashboard.getHref('blog'));
  await dashboardReady(page);
  const [postsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  const posts = JSON.parse(readFileSync(await postsDownload.path(), 'utf8')) as { posts: BlogPost[] };
  expect(posts.posts.length).toBe(publishedPosts().length);
}

/**
 * Import: a valid file replaces the list; invalid files change nothing and say why. Starts on the
 * products tab with no local copy, and ends so (the published list reloaded).
 */
async function importFiles(page: Page) {
  const products = publishedProducts();
  const total = () => cards(page).then((c) => c['Total de produtos']);
  const errorBanner = page.getByRole('alert').filter({ hasText: 'Erro ao importar: ' });

  // Each kind of refusal is unit-tested in src/lib/in-app-admin/admin-export.test.ts; here the banner, that
  // nothing is stored, and the bytes of a real file read by the browser.
  const cases: { name: string; content: string | Buffer; says: RegExp }[] = [
    { name: 'estragado.json', content: '{ "products": [', says: /Erro ao importar: / },
    {
      name: 'mau-item.json',
      content: JSON.stringify({ products: [products[0], { ...products[1], price: 'caro' }] }),
      says: /pre[cç]o|price/i,
    },
    // An export re-saved as Windows-1252: read anyway, every accented letter would become '\uFFFD'.
    {
      name: 'export-windows-1252.json',
      content: readFileSync(path.join(ROOT_DIR, 'tests/fixtures/hostile/export-windows-1252.json')),
      says: /"export-windows-1252\.json" não está gravado em UTF-8 .* exporte de novo no painel/,
    },
  ];
  for (const bad of cases) {
    await importFile(page, bad.name, bad.content);
    await expect(errorBanner, bad.name).toHaveText(bad.says);
    expect(await total(), `${bad.name} changed nothing`).toBe(String(products.length));
    expect(await localList(page, 'admin_products'), `${bad.name} stored nothing`).toBeNull();
    await page.getByRole('button', { name: 'Fechar aviso' }).click();
    await expect(errorBanner).toHaveCount(0);
  }

  const kept = products.slice(0, 3);
  await importFile(page, 'tres-produtos.json', JSON.stringify({ products: kept }));
  await expect(
    page.getByRole('status').filter({ hasText: 'importados com sucesso de tres-produtos.json!' }),
  ).toBeVisible();
  await expect.poll(total).toBe('3');
  expect((await localList(page, 'admin_products'))?.map((p) => p.id).sort()).toEqual(
    kept.map((p) => p.id).sort(),
  );

  // Reload would drop the imported (unpublished) list: it asks first; refused, nothing changes.
  const reloadQuestions: string[] = [];
  let acceptReload = false;
  const answerReload = (dialog: Dialog) => {
    reloadQuestions.push(dialog.message());
    void (acceptReload ? dialog.accept() : dialog.dismiss());
  };
  page.on('dialog', answerReload);
  const asked = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await asked;
  expect(reloadQuestions).toHaveLength(1);
  expect(reloadQuestions[0]).toMatch(/descarta as alterações a produtos/);
  expect(await total(), 'a refused reload keeps the local list').toBe('3');
  // Accepted, it brings the published file back (and says so).
  acceptReload = true;
  await page.getByRole('button', { name: 'Recarregar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'recarregados do ficheiro JSON!' })).toBeVisible();
  expect(reloadQuestions).toHaveLength(2);
  await expect.poll(total).toBe(String(products.length));
  expect(await localList(page, 'admin_products'), 'the local copy is gone').toBeNull();
  // The bulk delete that may follow answers its own questions.
  page.off('dialog', answerReload);
}

/**
 * A corrupt local copy is set aside with a warning: the dashboard and the shop still work. The copy
 * is stored before the first page script of the (fresh) context; signs in through the login.
 */
async function corruptLocalCopy(page: Page, context: BrowserContext, log: ConsoleLog) {
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded') === null) {
      localStorage.setItem('admin_products', '[{"id":1}]');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await signIn(page);
  const products = publishedProducts();
  await expect.poll(async () => (await cards(page))['Total de produtos']).toBe(String(products.length));
  await visit(page, paths.shop.getHref());
  await expect(page.getByText(products[0]!.name).first()).toBeVisible();
  expect(log.warnings.length, 'the discarded copy was reported with console.warn').toBeGreaterThan(0);
}

/** On every tab: no sideways page scroll, no column hidden in the table's box, the first row's actions on screen. */
async function checkTabsFit(page: Page) {
  for (const tab of ['products', 'training', 'blog'] as const) {
    await visit(page, paths.adminDashboard.getHref(tab));
    await expect(rows(page).first()).toBeVisible();
    const measured = await page.evaluate(() => {
      const scroller = document.querySelector('.admin-table-scroll');
      return {
        page: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
        table: scroller ? scroller.getBoundingClientRect().right : 0,
        hiddenInTable: scroller ? scroller.scrollWidth - scroller.clientWidth : 0,
      };
    });
    const { viewport } = measured;
    expect(
      measured.page,
      `${tab}: the page is ${measured.page}px wide in a ${viewport}px window`,
    ).toBeLessThanOrEqual(viewport);
    expect(measured.table, `${tab}: the table's box stays inside the window`).toBeLessThanOrEqual(viewport);
    expect(measured.hiddenInTable, `${tab}: no column hides to the right of the table`).toBe(0);
    // The actions are on screen, not hidden to the right.
    const actions = [
      rows(page)
        .first()
        .getByRole('link', { name: /^Editar / }),
      rows(page)
        .first()
        .getByRole('button', { name: /^Eliminar / }),
    ];
    for (const action of actions) {
      const box = await action.boundingBox();
      expect(box && box.x + box.width <= viewport, `${tab}: the first row's ${action} is on screen`).toBe(
        true,
      );
    }
    expect(pathOf(page)).toBe(paths.adminDashboard.getHref(tab));
  }
}

// Four tests instead of one per case: each signs in once and runs its cases one after another
// in the same page, in an order where each finds the dashboard as the one before left it. The
// corrupt copy needs a fresh context (stored before the first script), and 1024 px its own width.

test(
  "each tab's cards, the product rows' columns and badges, and export",
  { tag: '@desktop' },
  async ({ admin: page }) => {
    test.setTimeout(120_000);
    await test.step("each tab's cards", () => eachTabsCards(page));
    await test.step('the product rows', () => productRows(page));
    await test.step('export', () => exportLists(page));
  },
);

test(
  'import (a valid file replaces the list, invalid ones change nothing), then bulk delete',
  { tag: '@desktop' },
  async ({ admin: page }) => {
    test.setTimeout(120_000);
    await test.step('import', () => importFiles(page));
    await test.step('bulk delete', () => bulkDelete(page));
  },
);

test('at 390 px: a corrupt local copy set aside, search and filters, each row a card without sideways scroll', async ({
  page,
  context,
  log,
}) => {
  test.setTimeout(150_000);
  await test.step('a corrupt local copy', () => corruptLocalCopy(page, context, log));
  await visit(page, paths.adminDashboard.getHref('products'));
  await dashboardReady(page);
  await test.step('search and filters', () => searchAndFilters(page));
  await test.step('each tab fits 390 px', () => checkTabsFit(page));
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the dashboard at 1024 px: every column and the actions fit, on every tab', async ({
    admin: page,
  }) => {
    test.setTimeout(120_000); // three tabs
    await checkTabsFit(page);
  });
});
