// The CMS at /admin/ (README, "Editing content"): the real Decap CMS of the production build,
// under the host's headers, against its local backend (decap-server, file mode) editing a
// temporary copy of content/ and public/images/. The owner logs in, creates a product with an
// uploaded photo, edits a course and a blog post, and publishes each; the test reads the files
// the CMS wrote, runs the content build on them and finds the new product on the shop. Previews
// show what is typed, with the site's own styles. Screenshots land in tests/e2e/artifacts/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { compileContent, formatProblem } from '../../scripts/content/compile.ts';
import { productIndex } from '../../src/lib/page-data.ts';
import { INDEX_FILES } from '../../src/lib/prerendered-page.ts';
import { withLocalBackend } from './cms-backend.ts';
import { DECAP_WARNINGS, openEntry, previewFrame, publish, setupCms } from './cms-session.ts';
import { DIST_DIR } from './config.ts';
import { screenshot, setupE2E, visit } from './harness.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';

const e2e = setupE2E();
const cms = setupCms();
const repo = cms.repo;

/**
 * Opens the CMS, keeping each question Decap asks with window.confirm in `questions` and
 * accepting it, except replacing a file that already exists, which it refuses.
 */
async function openCms(page: Page, questions: string[] = []) {
  await cms.open(page, {
    onDialog: (dialog) => {
      questions.push(dialog.message());
      void (dialog.message().startsWith('Já existe um ficheiro') ? dialog.dismiss() : dialog.accept());
    },
  });
}

/** The content build of the edited copy; a file it refuses fails the test with its messages. */
async function compileCopy() {
  const compiled = await compileContent(repo(), 1);
  assert.ok(compiled.ok, compiled.ok ? '' : compiled.problems.map(formatProblem).join('\n'));
  return compiled.content;
}

const frontMatter = (file: string) => frontMatterOf(readFileSync(file, 'utf8'));

e2e.test(
  'the owner creates a product with an uploaded photo, and after the content build it is on the shop',
  { viewport: 'desktop', timeout: 180_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    const questions: string[] = [];
    await openCms(page, questions);
    await screenshot(page, 'cms-collection-products', 'desktop');

    await openEntry(page, '/collections/products/new');
    const name = 'Gel Construtor Ameixa Teste 15 g';
    await page.getByLabel('Nome', { exact: true }).fill(name);
    await page.getByLabel('Preço', { exact: true }).fill('18.9');
    await page.getByLabel(/^Stock/).fill('7');
    // Category and subcategory: choices taken from the categories settings.
    await page.getByLabel('Categoria', { exact: true }).fill('Unhas');
    await page.keyboard.press('Enter');
    await page.getByLabel(/^Subcategoria/).fill('Géis');
    await page.keyboard.press('Enter');

    // One image, uploaded through the media library.
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByRole('button', { name: 'Escolher uma imagem' }).click();
    // A photo named like a picture already in the folder: the CMS asks, in Portuguese, before
    // replacing (which would delete the picture another product uses); the answer is no.
    const taken = readdirSync(path.join(repo(), 'public', 'images', 'products'))[1]!;
    const asked = page.waitForEvent('dialog');
    await page.locator('input[type="file"]').setInputFiles({
      name: taken,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
    });
    assert.match((await asked).message(), new RegExp(`^Já existe um ficheiro chamado «${taken}»`));
    assert.ok(existsSync(path.join(repo(), 'public', 'images', 'products', taken)), `${taken} is kept`);
    const photo = path.join(
      repo(),
      'public',
      'images',
      'products',
      readdirSync(path.join(repo(), 'public', 'images', 'products'))[0]!,
    );
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ameixa-teste.svg',
      mimeType: 'image/svg+xml',
      buffer: readFileSync(photo),
    });
    await page.getByRole('button', { name: 'Escolher os selecionados' }).click();

    const description = 'Gel de construção cor de ameixa, para alongamentos resistentes.';
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type(description);

    // The preview shows what was typed, with the site's styles (the heading font of the site).
    const preview = await previewFrame(page);
    const heading = preview.getByRole('heading', { name, level: 1 });
    await heading.waitFor();
    assert.match(await heading.evaluate((h) => getComputedStyle(h).fontFamily), /Playfair Display/);
    // Not saved yet: the photo is only in the editor's memory, and the preview shows it from there.
    const shown = preview.locator('img[src^="blob:"]').first();
    await shown.waitFor();
    assert.ok(
      await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the uploaded photo shows in the preview',
    );
    await screenshot(page, 'cms-product-editor', 'desktop');

    await publish(page);

    // The file the CMS wrote: accent-free name, the site's field names, the photo in the products folder.
    const file = path.join(repo(), 'content', 'products', 'gel-construtor-ameixa-teste-15-g.md');
    assert.ok(
      existsSync(file),
      `expected ${file}; content/products holds ${readdirSync(path.dirname(file)).join(', ')}`,
    );
    const written = frontMatter(file);
    assert.equal(written.data.name, name);
    assert.equal(written.data.price, 18.9);
    assert.equal(written.data.stock, 7);
    assert.equal(written.data.category, 'unhas');
    assert.equal(written.data.subcategory, 'geis-construcao');
    const id = written.data.id;
    assert.ok(typeof id === 'number' && Number.isInteger(id) && id > 0, `id: ${String(id)}`);
    assert.deepEqual(written.data.images, ['/images/products/ameixa-teste.svg']);
    assert.ok(existsSync(path.join(repo(), 'public', 'images', 'products', 'ameixa-teste.svg')));
    assert.match(written.body, /Gel de construção cor de ameixa/);

    // The content build accepts it; the shop (served the rebuilt products.json, and the search
    // index made from it) lists it.
    const { products } = await compileCopy();
    assert.ok(products.some((p) => p.name === name));
    await page.route('**/products.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(products) }),
    );
    await page.route(`**${INDEX_FILES.products}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(productIndex(products)) }),
    );
    await visit(page, `/loja?search=${encodeURIComponent('Ameixa Teste')}`);
    await page.locator('main').getByRole('link', { name }).first().waitFor();
    await page.locator('main').getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await screenshot(page, 'cms-created-product-page', 'desktop');
  },
);

e2e.test(
  'the owner edits a course and a blog post; the files change and still pass the content build',
  { viewport: 'desktop', timeout: 180_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    await openCms(page);

    await openEntry(page, '/collections/courses/entries/nail-art-avancada');
    const courseTitle = page.getByLabel('Título', { exact: true });
    await courseTitle.waitFor();
    await page.getByLabel('Preço', { exact: true }).fill('289');
    await publish(page);
    const course = frontMatter(path.join(repo(), 'content', 'courses', 'nail-art-avancada.md'));
    assert.equal(course.data.price, 289);

    const postFile = path.join(repo(), 'content', 'blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const before = frontMatter(postFile);
    await openEntry(page, '/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia');
    const title = page.getByLabel('Título', { exact: true });
    await title.waitFor();
    const newTitle = 'Nail art minimalista para todos os dias';
    await title.fill(newTitle);
    const preview = await previewFrame(page);
    await preview.getByRole('heading', { name: newTitle, level: 1 }).waitFor();
    await screenshot(page, 'cms-post-editor', 'desktop');
    await publish(page);
    const post = frontMatter(postFile);
    assert.equal(post.data.title, newTitle);
    // Everything else is as it was: the date (yyyy-mm-dd), the author, the text.
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
    assert.equal(day(post.data.date), day(before.data.date));
    assert.equal(post.data.author, before.data.author);
    assert.equal(post.body.trim(), before.body.trim());

    assert.ok((await compileCopy()).blog.some((p) => p.title === newTitle));
  },
);

e2e.test(
  'the public pages load nothing of the CMS: no file that /admin/ loads, no Decap code',
  { viewport: 'desktop', allowErrors: DECAP_WARNINGS },
  async ({ context, page }) => {
    const cmsFiles: string[] = [];
    page.on('request', (request) => cmsFiles.push(new URL(request.url()).pathname));
    // The Git backend's login screen: no local backend is looked for.
    await withLocalBackend(page, false);
    await page.goto('/admin/');
    await page.getByRole('button', { name: /^Iniciar sessão/ }).waitFor();
    const cmsAssets = cmsFiles.filter((file) => file.startsWith('/assets/'));
    assert.ok(
      cmsAssets.some((file) => /\/cms-[\w-]+\.js$/.test(file)),
      cmsAssets.join(', '),
    );

    for (const sitePath of ['/', '/loja', '/admin/login']) {
      const visitor = await context.newPage();
      const requested: string[] = [];
      visitor.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await visit(visitor, sitePath);
      const assets = requested.filter((file) => file.startsWith('/assets/'));
      assert.ok(assets.length > 0);
      assert.deepEqual(
        assets.filter((file) => cmsAssets.includes(file)),
        [],
        `${sitePath} requested files of the CMS`,
      );
      for (const file of assets) {
        const text = readFileSync(path.join(DIST_DIR, file), 'utf8');
        assert.ok(!text.includes('decap-cms'), `${file}, requested by ${sitePath}, holds Decap code`);
      }
      await visitor.close();
    }
  },
);
