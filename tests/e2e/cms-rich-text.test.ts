// What the owner types in a product description is what visitors see (docs/decisions/015): in the
// real CMS against its local backend, she types bold with Ctrl+B, a line starting with '- ' and
// '**' as plain text, and a list with the toolbar, in the rich-text mode. The preview, and the
// product page after publishing and the content build, show <strong> and a <ul>, the typed marks
// as typed, and no backslash escape. Screenshots land in tests/e2e/artifacts/.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { compileContent, formatProblem } from '../../scripts/content/compile.ts';
import { INDEX_FILES } from '../../src/lib/prerendered-page.ts';
import { productIndex } from '../../src/lib/page-data.ts';
import { DECAP_WARNINGS, openEntry, previewFrame, publish, setupCms } from './cms-session.ts';
import { ARTIFACTS_DIR } from './config.ts';
import { screenshot, setupE2E, visit } from './harness.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';

const e2e = setupE2E();
const cms = setupCms();
const repo = cms.repo;

/** The description's parts as a visitor reads them: bold runs, list items, paragraphs. */
async function described(description: Locator) {
  return {
    bold: await description.locator('strong').allTextContents(),
    items: await description.locator('ul > li').allTextContents(),
    paragraphs: await description.locator('p').allTextContents(),
    text: (await description.textContent()) ?? '',
  };
}

const EXPECTED = {
  bold: ['açaí'],
  items: ['Seca em 60 s', 'Sem odor'],
  paragraphs: ['Cor açaí intensa, escrita **assim**.', '- Não risca'],
};

e2e.test(
  'bold, a typed "- " line and a list in a product description: the preview and the page show them, no backslash',
  { viewport: 'desktop', timeout: 180_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    // Decap loads the collection after the login: on a busy machine that takes more than 10 s.
    await cms.open(page, { loginTimeout: 30_000 });
    await openEntry(page, '/collections/products/new');

    const name = 'Verniz Açaí Rico Teste 10 ml';
    // The editor comes after the configuration and the collection, loaded again in the new document.
    await page.getByLabel('Nome', { exact: true }).fill(name, { timeout: 30_000 });
    await page.getByLabel('Preço', { exact: true }).fill('9.9');
    await page.getByLabel('Categoria', { exact: true }).fill('Unhas');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByRole('button', { name: 'Escolher uma imagem' }).click();
    const folder = path.join(repo(), 'public', 'images', 'products');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'acai-teste.svg',
      mimeType: 'image/svg+xml',
      buffer: readFileSync(path.join(folder, readdirSync(folder)[0]!)),
    });
    await page.getByRole('button', { name: 'Escolher os selecionados' }).click();

    // The rich-text mode (the default): bold with the shortcut, marks typed as text, a list from
    // the toolbar.
    await page.locator('[data-slate-editor="true"]').first().click();
    await page.keyboard.type('Cor ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type('açaí');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(' intensa, escrita **assim**.');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Não risca');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista com marcas' }).click();
    await page.keyboard.type('Seca em 60 s');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sem odor');

    const preview = await previewFrame(page);
    const previewDescription = preview.locator('.product-description');
    await previewDescription.locator('ul > li').nth(1).waitFor();
    const inPreview = await described(previewDescription);
    assert.deepEqual({ ...inPreview, text: undefined }, { ...EXPECTED, text: undefined });
    assert.ok(!inPreview.text.includes('\\'), `the preview shows a backslash: ${inPreview.text}`);
    const previewHtml = await previewDescription.innerHTML();
    await screenshot(page, 'cms-rich-text-editor', 'desktop');
    await previewDescription.screenshot({
      path: path.join(ARTIFACTS_DIR, 'cms-rich-text-preview-desktop.png'),
    });

    await publish(page);

    // The file holds Markdown: the bold and the list as such, the typed marks escaped.
    const file = path.join(repo(), 'content', 'products', 'verniz-acai-rico-teste-10-ml.md');
    assert.ok(existsSync(file), `expected ${file}`);
    const body = frontMatterOf(readFileSync(file, 'utf8')).body;
    assert.match(body, /\*\*açaí\*\*/);
    assert.match(body, /^\\- Não risca$/m);
    assert.match(body, /^[*-] Seca em 60 s$/m);

    const compiled = await compileContent(repo(), 1);
    assert.ok(compiled.ok, compiled.ok ? '' : compiled.problems.map(formatProblem).join('\n'));
    const { products } = compiled.content;
    const product = products.find((p) => p.name === name);
    assert.ok(product, 'the content build publishes the product');
    await page.route('**/products.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(products) }),
    );
    await page.route(`**${INDEX_FILES.products}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(productIndex(products)) }),
    );
    await visit(page, `/loja?search=${encodeURIComponent('açaí rico')}`);
    await page.locator('main').getByRole('link', { name }).first().click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const pageDescription = page.locator('main .product-description');
    const onPage = await described(pageDescription);
    assert.deepEqual({ ...onPage, text: undefined }, { ...EXPECTED, text: undefined });
    assert.ok(!onPage.text.includes('\\'), `the page shows a backslash: ${onPage.text}`);
    // The page shows exactly what the preview showed: the same elements and text.
    const tags = (html: string) => html.replace(/>\s+</g, '><').trim();
    assert.equal(tags(await pageDescription.innerHTML()), tags(previewHtml));
    // Its meta description is the text without marks or escapes.
    const meta = await page.locator('meta[name="description"]').getAttribute('content');
    assert.equal(meta, 'Cor açaí intensa, escrita **assim**.');

    await screenshot(page, 'cms-rich-text-product-page', 'desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'cms-rich-text-product-page', 'phone');
  },
);
