// The CMS at /admin/ (docs/editing.md, "Editing content"): the real Decap CMS of the production build,
// under the host's headers, against its local backend (decap-server, file mode) editing a
// temporary copy of content/ and public/images/. The owner logs in, creates a product with an
// uploaded photo, edits a course and a blog post, and publishes each; the test reads the files
// the CMS wrote, runs the content build on them and finds the new product on the shop. Previews
// show what is typed, with the site's own styles.
//
// Browser tests, not component tests: src/cms/*.test.ts check the widgets and previews alone;
// these check that the real Decap loads them, writes files the content build accepts, and that
// the public pages never load Decap.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { compileContent } from '../../scripts/content/compile.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';
import { productIndex } from '../../src/lib/page-loading/page-data.ts';
import { INDEX_FILES } from '../../src/lib/prerendered-page.ts';
import { withLocalBackend } from './support/cms-backend.ts';
import { DECAP_WARNINGS, expect, openEntry, previewFrame, publish, setupCms } from './support/cms-session.ts';
import { DIST_DIR } from './support/config.ts';
import { test, visit } from './support/fixtures.ts';

const cms = setupCms();
const repo = cms.repo;

// A tuple: Playwright reads an array of two or more objects given to test.use as [value, options].
test.use({ allowErrors: [DECAP_WARNINGS, { scope: 'test' }] });

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
  expect(compiled.ok, compiled.ok ? '' : compiled.problems.map(formatProblem).join('\n')).toBe(true);
  if (!compiled.ok) throw new Error('unreachable');
  return compiled.content;
}

const frontMatter = (file: string) => frontMatterOf(readFileSync(file, 'utf8'));

test(
  'the owner creates a product with an uploaded photo, and after the content build it is on the shop',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const questions: string[] = [];
    await openCms(page, questions);

    await openEntry(page, '/collections/products/new');
    const name = 'Gel Construtor Ameixa Teste 15 g';
    await page.getByLabel('Nome', { exact: true }).fill(name);
    // Typed key by key as a Portuguese owner does: Decap's number field dropped the comma (189 €).
    await page.getByLabel('Preço', { exact: true }).pressSequentially('18,90');
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
    const folder = path.join(repo(), 'public', 'images', 'products');
    const taken = readdirSync(folder)[1]!;
    const asked = page.waitForEvent('dialog');
    await page.locator('input[type="file"]').setInputFiles({
      name: taken,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'),
    });
    expect((await asked).message()).toMatch(new RegExp(`^Já existe um ficheiro chamado «${taken}»`));
    expect(existsSync(path.join(folder, taken)), `${taken} is kept`).toBe(true);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'ameixa-teste.svg',
      mimeType: 'image/svg+xml',
      buffer: readFileSync(path.join(folder, readdirSync(folder)[0]!)),
    });
    await page.getByRole('button', { name: 'Escolher os selecionados' }).click();

    const description = 'Gel de construção cor de ameixa, para alongamentos resistentes.';
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type(description);

    // The preview shows what was typed, with the site's styles (the heading font of the site).
    const preview = await previewFrame(page);
    const heading = preview.getByRole('heading', { name, level: 1 });
    await expect(heading).toHaveCSS('font-family', /Playfair Display/);
    // Not saved yet: the photo is only in the editor's memory, and the preview shows it from there.
    const shown = preview.locator('img[src^="blob:"]').first();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: 'the uploaded photo shows in the preview',
      })
      .toBe(true);

    await publish(page);

    // The file the CMS wrote: accent-free name, the site's field names, the photo in the products folder.
    const file = path.join(repo(), 'content', 'products', 'gel-construtor-ameixa-teste-15-g.md');
    expect(
      existsSync(file),
      `expected ${file}; content/products holds ${readdirSync(path.dirname(file)).join(', ')}`,
    ).toBe(true);
    const written = frontMatter(file);
    expect(written.data).toMatchObject({
      name,
      price: 18.9,
      stock: 7,
      category: 'unhas',
      subcategory: 'geis-construcao',
      images: ['/images/products/ameixa-teste.svg'],
    });
    const id = written.data.id;
    expect(typeof id === 'number' && Number.isInteger(id) && id > 0, `id: ${String(id)}`).toBe(true);
    expect(existsSync(path.join(folder, 'ameixa-teste.svg'))).toBe(true);
    expect(written.body).toMatch(/Gel de construção cor de ameixa/);

    // The content build accepts it; the shop (served the rebuilt products.json, and the search
    // index made from it) lists it.
    const { products } = await compileCopy();
    expect(products.some((p) => p.name === name)).toBe(true);
    await page.route('**/products.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(products) }),
    );
    await page.route(`**${INDEX_FILES.products}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(productIndex(products)) }),
    );
    await visit(page, `/loja?search=${encodeURIComponent('Ameixa Teste')}`);
    await page.locator('main').getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  },
);

test(
  'the owner edits a course and a blog post; the files change and still pass the content build',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(180_000);
    await openCms(page);

    await openEntry(page, '/collections/courses/entries/nail-art-avancada');
    await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
    await page.getByLabel('Preço', { exact: true }).fill('289');
    await publish(page);
    const course = frontMatter(path.join(repo(), 'content', 'courses', 'nail-art-avancada.md'));
    expect(course.data.price).toBe(289);

    const postFile = path.join(repo(), 'content', 'blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const before = frontMatter(postFile);
    await openEntry(page, '/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia');
    const title = page.getByLabel('Título', { exact: true });
    const newTitle = 'Nail art minimalista para todos os dias';
    await title.fill(newTitle);
    const preview = await previewFrame(page);
    await expect(preview.getByRole('heading', { name: newTitle, level: 1 })).toBeVisible();
    await publish(page);
    const post = frontMatter(postFile);
    expect(post.data.title).toBe(newTitle);
    // Everything else is as it was: the date (yyyy-mm-dd), the author, the text.
    const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);
    expect(day(post.data.date)).toBe(day(before.data.date));
    expect(post.data.author).toBe(before.data.author);
    expect(post.body.trim()).toBe(before.body.trim());

    expect((await compileCopy()).blog.some((p) => p.title === newTitle)).toBe(true);
  },
);

test(
  'the public pages load nothing of the CMS: no file that /admin/ loads, no Decap code',
  { tag: '@desktop' },
  async ({ context, page }) => {
    const cmsFiles: string[] = [];
    page.on('request', (request) => cmsFiles.push(new URL(request.url()).pathname));
    // The Git backend's login screen: no local backend is looked for.
    await withLocalBackend(page, false);
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: /^Iniciar sessão/ })).toBeVisible();
    const cmsAssets = cmsFiles.filter((file) => file.startsWith('/assets/'));
    expect(
      cmsAssets.some((file) => /\/cms-[\w-]+\.js$/.test(file)),
      cmsAssets.join(', '),
    ).toBe(true);

    for (const sitePath of ['/', '/loja', '/admin/login']) {
      const visitor = await context.newPage();
      const requested: string[] = [];
      visitor.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await visit(visitor, sitePath);
      const assets = requested.filter((file) => file.startsWith('/assets/'));
      expect(assets.length).toBeGreaterThan(0);
      expect(
        assets.filter((file) => cmsAssets.includes(file)),
        `${sitePath} requested files of the CMS`,
      ).toEqual([]);
      for (const file of assets) {
        const text = readFileSync(path.join(DIST_DIR, file), 'utf8');
        expect(text.includes('decap-cms'), `${file}, requested by ${sitePath}, holds Decap code`).toBe(false);
      }
      await visitor.close();
    }
  },
);
