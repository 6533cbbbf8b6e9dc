// The in-app admin dashboard in the built site: each tab's cards, search, filters, bulk and single
// delete, export (the downloaded file), import (valid and invalid files), a corrupt local copy,
// and the dashboard on a phone. Expected figures are computed here from the published files.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { BlogPost, CoursesFile, Product } from '../../src/lib/schema.ts';
import { itemVersions } from '../../src/lib/item-version.ts';
import { paths } from '../../src/lib/paths.ts';
import { dashboardReady, signIn } from './admin-session.ts';
import { DIST_DIR, ROOT_DIR } from './config.ts';
import { pathOf, setupE2E, visit } from './harness.ts';
import { publishedProducts } from './site-data.ts';

const e2e = setupE2E();

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

/** The body rows of the table (none when the empty state shows). */
const rows = (page: Page) => page.locator('table tbody tr');

/** Waits until the table shows `count` rows (the list of the tab just opened). */
async function tableHasRows(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => document.querySelectorAll('table tbody tr').length === n, count);
}

async function rowCount(page: Page): Promise<number> {
  return rows(page).count();
}

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

async function importFile(page: Page, fileName: string, content: string | Buffer) {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-import-'));
  const file = path.join(dir, fileName);
  await writeFile(file, content);
  await page.getByLabel('Ficheiro JSON a importar').setInputFiles(file);
}

const lisbonMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

e2e.test(
  'each tab shows its four cards, computed from the published files',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    const products = publishedProducts();
    assert.deepEqual(await cards(page), {
      'Total de produtos': String(products.length),
      'Em destaque': String(products.filter((p) => p.featured).length),
      Novos: String(products.filter((p) => p.isNew).length),
      'Stock baixo': String(products.filter((p) => p.stock < 10).length),
    });
    assert.equal(await rowCount(page), products.length);
    assert.match(await page.title(), /Painel: Produtos/);

    await page.getByRole('link', { name: 'Formações', exact: true }).click();
    await page.waitForURL('**/admin/dashboard?tab=training');
    await dashboardReady(page);
    const courses = publishedCourses();
    // The cards follow the tab's list, which may come a moment after the address changes.
    await tableHasRows(page, courses.length);
    assert.deepEqual(await cards(page), {
      'Total de formações': String(courses.length),
      'Em destaque': String(courses.filter((c) => c.featured).length),
      Presenciais: String(courses.filter((c) => c.type === 'presencial').length),
      Online: String(courses.filter((c) => c.type === 'online').length),
    });
    assert.equal(await rowCount(page), courses.length);

    await page.getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL('**/admin/dashboard?tab=blog');
    await dashboardReady(page);
    const posts = publishedPosts();
    const newest = posts
      .map((p) => p.date)
      .sort()
      .at(-1);
    await tableHasRows(page, posts.length);
    assert.deepEqual(await cards(page), {
      'Total de artigos': String(posts.length),
      'Publicados este mês': String(posts.filter((p) => p.date.startsWith(lisbonMonth())).length),
      Categorias: String(new Set(posts.map((p) => p.category)).size),
      'Última publicação': newest ? ddmmyyyy(newest) : 'N/A',
    });
    assert.equal(await rowCount(page), posts.length);
    assert.equal(
      await page.getByRole('link', { name: 'Blog', exact: true }).getAttribute('aria-current'),
      'page',
    );
  },
);

e2e.test(
  'products: the columns, badges and colours of each row',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    const products = publishedProducts();
    const onSale = products.find((p) => p.salePrice !== undefined);
    const low = products.find((p) => p.stock < 10);
    const plenty = products.find((p) => p.stock >= 10);
    assert.ok(onSale && low && plenty, 'the published products include one on sale, one low and one stocked');

    const rowOf = (product: Product) => rows(page).filter({ hasText: `ID: ${product.id}` });
    const saleRow = rowOf(onSale);
    assert.equal(await saleRow.locator('s').count(), 1, 'the original price is struck through');
    const red = (product: Product) =>
      rowOf(product)
        .locator('.admin-stock')
        .evaluate((element) => getComputedStyle(element).color);
    assert.equal(await red(low), 'rgb(179, 38, 30)');
    assert.notEqual(await red(plenty), 'rgb(179, 38, 30)');
    const featured = products.find((p) => p.featured);
    if (featured) await rowOf(featured).getByText('Destaque', { exact: true }).waitFor();
    const isNew = products.find((p) => p.isNew);
    if (isNew) await rowOf(isNew).getByText('Novo', { exact: true }).waitFor();
    // The first image, and the view and edit links of the row.
    assert.equal(await rowOf(plenty).locator('img').getAttribute('src'), plenty.images[0]);
    const view = page.getByRole('link', { name: `Ver ${plenty.name} no site` });
    assert.equal(await view.getAttribute('href'), paths.product.getHref(plenty.id));
    assert.equal(await view.getAttribute('target'), '_blank');
    assert.equal(
      await page.getByRole('link', { name: `Editar ${plenty.name}` }).getAttribute('href'),
      paths.adminProductEdit.getHref(plenty.id),
    );
    assert.equal(
      await page.getByRole('link', { name: 'Novo Produto' }).getAttribute('href'),
      paths.adminProductNew.getHref(),
    );
  },
);

e2e.test('search and filters narrow the table; nothing found shows the empty state', async ({ page }) => {
  await signIn(page);
  const products = publishedProducts();
  const sample = products[0];
  assert.ok(sample);
  const word = sample.name.split(' ')[0] ?? sample.name;
  const expected = products.filter((p) =>
    [p.name, p.description].some((field) => field.toLowerCase().includes(word.toLowerCase())),
  );
  await page.getByLabel('Pesquisar produtos').fill(`  ${word.toUpperCase()} `);
  assert.equal(await rowCount(page), expected.length);

  await page.getByLabel('Pesquisar produtos').fill('');
  const category = products[products.length - 1]?.category ?? '';
  await page.getByLabel('Categoria').selectOption(category);
  assert.equal(await rowCount(page), products.filter((p) => p.category === category).length);
  await page.getByLabel('Categoria').selectOption('');
  await page.getByLabel('Estado').selectOption({ label: 'Stock baixo' });
  assert.equal(await rowCount(page), products.filter((p) => p.stock < 10).length);
  await page.getByLabel('Estado').selectOption({ label: 'Destaque' });
  assert.equal(await rowCount(page), products.filter((p) => p.featured).length);

  await page.getByLabel('Pesquisar produtos').fill('zzz-nada-disto');
  await page.getByText('Nenhum produto encontrado').waitFor();

  await visit(page, paths.adminDashboard.getHref('training'));
  const courses = publishedCourses();
  await page.getByLabel('Tipo').selectOption({ label: 'Online' });
  assert.equal(await rowCount(page), courses.filter((c) => c.type === 'online').length);
  await page.getByLabel('Tipo').selectOption('');
  await page.getByLabel('Destaque').selectOption({ label: 'Só em destaque' });
  assert.equal(await rowCount(page), courses.filter((c) => c.featured).length);

  await visit(page, paths.adminDashboard.getHref('blog'));
  const posts = publishedPosts();
  const postCategory = posts[0]?.category ?? '';
  await page.getByLabel('Categoria').selectOption(postCategory);
  assert.equal(await rowCount(page), posts.filter((p) => p.category === postCategory).length);
  const excerptWord = posts[1]?.title.split(' ')[0] ?? '';
  await page.getByLabel('Categoria').selectOption('');
  await page.getByLabel('Pesquisar artigos').fill(excerptWord.toLowerCase());
  assert.equal(
    await rowCount(page),
    posts.filter((p) => [p.title, p.excerpt].some((f) => f.toLowerCase().includes(excerptWord.toLowerCase())))
      .length,
  );
});

e2e.test(
  'bulk delete asks with every name, and only a yes removes them',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    const products = publishedProducts();
    const [first, second] = products;
    assert.ok(first && second);
    await page.getByRole('checkbox', { name: `Selecionar ${first.name}` }).check();
    await page.getByRole('checkbox', { name: `Selecionar ${second.name}` }).check();

    const questions: string[] = [];
    let answer = false;
    page.on('dialog', (dialog) => {
      questions.push(dialog.message());
      void (answer ? dialog.accept() : dialog.dismiss());
    });
    await page.getByRole('button', { name: 'Eliminar selecionados (2)' }).click();
    assert.equal(questions.length, 1);
    assert.ok(questions[0]?.includes(first.name) && questions[0].includes(second.name), questions[0]);
    assert.equal(await rowCount(page), products.length);

    answer = true;
    await page.getByRole('button', { name: 'Eliminar selecionados (2)' }).click();
    await page.getByRole('checkbox', { name: `Selecionar ${first.name}` }).waitFor({ state: 'detached' });
    assert.equal(await rowCount(page), products.length - 2);
    assert.equal((await cards(page))['Total de produtos'], String(products.length - 2));
    assert.equal((await localList(page, 'admin_products'))?.length, products.length - 2);

    // Select all selects every listed row.
    await page.getByRole('checkbox', { name: 'Selecionar todos' }).check();
    await page.getByRole('button', { name: `Eliminar selecionados (${products.length - 2})` }).waitFor();

    // The public page on this browser follows.
    await visit(page, paths.product.getHref(first.id));
    await page.getByText('Produto não encontrado').first().waitFor();
  },
);

e2e.test(
  'delete one item through the dialog: Cancelar keeps it, Eliminar removes it',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    await visit(page, paths.adminDashboard.getHref('training'));
    const course = publishedCourses()[0];
    assert.ok(course);
    await page.getByRole('button', { name: `Eliminar ${course.title}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Tem a certeza que quer eliminar a formação "${course.title}"?`).waitFor();
    await dialog.getByText('Esta ação não pode ser desfeita.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.equal(await rowCount(page), publishedCourses().length);

    await page.getByRole('button', { name: `Eliminar ${course.title}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: `Eliminar ${course.title}` }).waitFor({ state: 'detached' });
    assert.equal(await rowCount(page), publishedCourses().length - 1);
    assert.equal(await page.getByRole('button', { name: `Eliminar ${course.title}` }).count(), 0);
  },
);

e2e.test(
  'export downloads the list as JSON and says how to publish it',
  { viewport: 'desktop' },
  async ({ page }) => {
    await signIn(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    assert.equal(download.suggestedFilename(), 'products.json');
    const file = await download.path();
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      products: Product[];
      lastUpdated: string;
      version: string;
      publishedVersions: Record<string, string>;
    };
    assert.equal(exported.version, '1.0.1');
    // The version of each item as published, computed in the browser as the import computes it.
    assert.deepEqual(exported.publishedVersions, itemVersions(publishedProducts()));
    assert.ok(!Number.isNaN(Date.parse(exported.lastUpdated)));
    assert.deepEqual(
      exported.products.map((p) => p.id),
      publishedProducts().map((p) => p.id),
    );
    const banner = page.getByRole('status').filter({ hasText: 'exportados com sucesso' });
    await banner.waitFor();
    assert.match((await banner.textContent()) ?? '', /products\.json.*npm run content:import/);

    await visit(page, paths.adminDashboard.getHref('blog'));
    const [postsDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const posts = JSON.parse(readFileSync(await postsDownload.path(), 'utf8')) as { posts: BlogPost[] };
    assert.equal(posts.posts.length, publishedPosts().length);
  },
);

e2e.test(
  'import: a valid file replaces the list; invalid files change nothing and say why',
  {
    viewport: 'desktop',
  },
  async ({ page }) => {
    await signIn(page);
    const products = publishedProducts();
    const total = () => cards(page).then((c) => c['Total de produtos']);
    const errorBanner = page.getByRole('alert').filter({ hasText: 'Erro ao importar: ' });

    const cases: { name: string; content: string | Buffer; says: RegExp }[] = [
      { name: 'estragado.json', content: '{ "products": [', says: /Erro ao importar: / },
      { name: 'sem-lista.json', content: '{ "items": 3 }', says: /array not found/ },
      {
        name: 'mau-item.json',
        content: JSON.stringify({
          products: [products[0], { ...products[1], price: 'caro' }],
        }),
        says: /pre[cç]o|price/i,
      },
      { name: 'produtos.txt', content: JSON.stringify(products), says: /Erro ao importar: / },
      // An export re-saved as Windows-1252: read anyway, every accented letter would become '\uFFFD'.
      {
        name: 'export-windows-1252.json',
        content: readFileSync(path.join(ROOT_DIR, 'tests/fixtures/hostile/export-windows-1252.json')),
        says: /"export-windows-1252\.json" não está gravado em UTF-8 .* exporte de novo no painel/,
      },
    ];
    for (const bad of cases) {
      await importFile(page, bad.name, bad.content);
      await errorBanner.waitFor();
      assert.match((await errorBanner.textContent()) ?? '', bad.says, bad.name);
      assert.equal(await total(), String(products.length), `${bad.name} changed nothing`);
      assert.equal(await localList(page, 'admin_products'), null, `${bad.name} stored nothing`);
      await page.getByRole('button', { name: 'Fechar aviso' }).click();
    }

    const kept = products.slice(0, 3);
    await importFile(page, 'tres-produtos.json', JSON.stringify({ products: kept }));
    await page
      .getByRole('status')
      .filter({ hasText: 'importados com sucesso de tres-produtos.json!' })
      .waitFor();
    assert.equal(await total(), '3');
    assert.deepEqual(
      (await localList(page, 'admin_products'))?.map((p) => p.id).sort(),
      kept.map((p) => p.id).sort(),
    );

    // Reload would drop the imported (unpublished) list: it asks first; refused, nothing changes.
    const reloadQuestions: string[] = [];
    let acceptReload = false;
    page.on('dialog', (dialog) => {
      reloadQuestions.push(dialog.message());
      void (acceptReload ? dialog.accept() : dialog.dismiss());
    });
    const asked = page.waitForEvent('dialog');
    await page.getByRole('button', { name: 'Recarregar' }).click();
    await asked;
    assert.equal(reloadQuestions.length, 1);
    assert.match(reloadQuestions[0] ?? '', /descarta as alterações a produtos/);
    assert.equal(await total(), '3', 'a refused reload keeps the local list');
    // Accepted, it brings the published file back (and says so).
    acceptReload = true;
    await page.getByRole('button', { name: 'Recarregar' }).click();
    await page.getByRole('status').filter({ hasText: 'recarregados do ficheiro JSON!' }).waitFor();
    assert.equal(reloadQuestions.length, 2);
    assert.equal(await total(), String(products.length));
    assert.equal(await localList(page, 'admin_products'), null, 'the local copy is gone');
  },
);

e2e.test(
  'a corrupt local copy is set aside with a warning: the dashboard and the shop still work',
  async ({ page, context, log }) => {
    await context.addInitScript(() => {
      if (sessionStorage.getItem('seeded') === null) {
        localStorage.setItem('admin_products', '[{"id":1}]');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await signIn(page);
    const products = publishedProducts();
    assert.equal((await cards(page))['Total de produtos'], String(products.length));
    await visit(page, paths.shop.getHref());
    const first = products[0];
    assert.ok(first);
    await page.getByText(first.name).first().waitFor();
    assert.ok(log.warnings.length > 0, 'the discarded copy was reported with console.warn');
  },
);

/** On every tab: no sideways page scroll, no column hidden in the table's box, the first row's actions on screen. */
async function checkTabsFit(page: Page) {
  await signIn(page);
  for (const tab of ['products', 'training', 'blog'] as const) {
    await visit(page, paths.adminDashboard.getHref(tab));
    await rows(page).first().waitFor();
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
    assert.ok(
      measured.page <= viewport,
      `${tab}: the page is ${measured.page}px wide in a ${viewport}px window`,
    );
    assert.ok(measured.table <= viewport, `${tab}: the table's box stays inside the window`);
    assert.equal(measured.hiddenInTable, 0, `${tab}: no column hides to the right of the table`);
    // The actions are on screen, not hidden to the right.
    for (const name of [/^Editar /, /^Eliminar /]) {
      const role = name.source.includes('Editar') ? 'link' : 'button';
      const box = await rows(page).first().getByRole(role, { name }).boundingBox();
      assert.ok(box && box.x + box.width <= viewport, `${tab}: the first row's ${name.source} is on screen`);
    }
    assert.equal(pathOf(page), paths.adminDashboard.getHref(tab));
  }
}

e2e.test(
  'the dashboard at 390 px: each row is a card, no sideways page scroll on any tab',
  { viewport: 'phone' },
  async ({ page }) => {
    await checkTabsFit(page);
  },
);

e2e.test(
  'the dashboard at 1024 px: every column and the actions fit, on every tab',
  { viewport: 'laptop' },
  async ({ page }) => {
    await checkTabsFit(page);
  },
);
