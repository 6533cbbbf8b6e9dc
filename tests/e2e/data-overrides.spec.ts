// Data loading (docs/product.md §4) in the real built site: local admin copies are applied after
// a prerendered page hydrates (without a hydration error), the course version rule, the
// fallbacks when a published file cannot be loaded, and corrupt stored values. The rules
// themselves are unit-tested in src/lib/page-loading/data-loading.test.ts; here the prerendered pages, the
// real storage and the real network failures.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DIST_DIR } from './support/config.ts';
import { expect, test, visit } from './support/fixtures.ts';
import { pickProduct, publishedProducts } from './support/site-data.ts';

type CoursesFile = { version: number; courses: { id: number; title: string }[] };
const publishedCourses = (): CoursesFile =>
  JSON.parse(readFileSync(path.join(DIST_DIR, 'courses.json'), 'utf8')) as CoursesFile;

test('a local admin copy of the products wins over the file, after hydration', async ({ page, context }) => {
  const product = pickProduct('product', () => true);
  const edited = publishedProducts().map((p) =>
    p.id === product.id ? { ...p, name: 'Nome Alterado Localmente' } : p,
  );
  await context.addInitScript((list) => localStorage.setItem('admin_products', list), JSON.stringify(edited));

  await visit(page, `/loja/produto/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nome Alterado Localmente' })).toBeVisible();
  // The prerendered HTML still carries the published name: the change came after hydration.
  const html = readFileSync(path.join(DIST_DIR, 'loja', 'produto', `${product.id}.html`), 'utf8');
  expect(html).toContain(product.name);
});

test('a local course copy is used only while its version is at least the file version', async ({
  page,
  context,
}) => {
  const file = publishedCourses();
  const first = file.courses[0];
  expect(first, 'the published courses are not empty').toBeDefined();
  const copy = (version: number) =>
    JSON.stringify({
      version,
      courses: file.courses.map((c) => (c.id === first!.id ? { ...c, title: 'Título Local' } : c)),
    });

  await context.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('admin_courses', value);
      sessionStorage.setItem('seeded', '1');
    }
  }, copy(file.version));
  await visit(page, '/formacoes');
  await expect(page.getByRole('heading', { name: 'Título Local' }).first()).toBeVisible();

  // An older local copy loses against the published file.
  await page.evaluate((value) => localStorage.setItem('admin_courses', value), copy(file.version - 1));
  await visit(page, '/formacoes');
  await expect(page.getByRole('heading', { name: first!.title }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Título Local' })).toHaveCount(0);
});

test.describe('when a published file cannot be loaded', () => {
  // (Set per test with log.allow: a list given to test.use would be read as a fixture tuple.)
  test.beforeEach(({ log }) =>
    log.allow(/Failed to load products from JSON file/, /Failed to load resource/),
  );

  test('when products.json cannot be loaded, the local admin copy is shown', async ({ page, context }) => {
    const product = pickProduct('product', () => true);
    await context.route('**/products.json', (route) => route.fulfill({ status: 500, body: 'falhou' }));
    await context.addInitScript(
      (list) => localStorage.setItem('admin_products', list),
      JSON.stringify([{ ...product, name: 'Produto Guardado Localmente' }]),
    );
    await visit(page, '/loja');
    await expect(page.getByRole('link', { name: /Produto Guardado Localmente/ }).first()).toBeVisible();
  });

  test('when the product files cannot be loaded and nothing is stored, the shop search says there are no products', async ({
    page,
    context,
    log,
  }) => {
    // /loja shows its first page from its own data; a search needs the index, then the whole file.
    await context.route('**/products-index.json', (route) => route.abort());
    await context.route('**/products.json', (route) => route.abort());
    await visit(page, '/loja?search=gel');
    await expect(page.getByText('Nenhum produto encontrado').first()).toBeVisible();
    expect(log.errors.some((error) => error.text.includes('Failed to load products from JSON file'))).toBe(
      true,
    );
  });
});

test('corrupt stored values are discarded without breaking the page', async ({ page, context }) => {
  await context.addInitScript(() => {
    localStorage.setItem('cart', '{isto não é JSON');
    localStorage.setItem('cookie_consent', '"talvez"');
    localStorage.setItem('admin_products', '{"products": 3}');
    localStorage.setItem('admin_courses', '[1, 2');
    localStorage.setItem('order_outbox', 'null');
  });
  await visit(page, '/carrinho');
  await expect(page.getByText('O seu carrinho está vazio')).toBeVisible();
  await visit(page, '/formacoes');
  await expect(page.getByRole('link', { name: /Ver Detalhes/ }).first()).toBeVisible();
  await visit(page, '/loja');
  await expect
    .poll(() => page.locator('a[href^="/loja/produto/"]').count(), { message: 'the shop lists its products' })
    .toBeGreaterThanOrEqual(20);
});
