// What the owner types in a product description is what visitors see (docs/decisions/015): in the
// real CMS against its local backend, she types bold with Ctrl+B, a line starting with '- ' and
// '**' as plain text, and a list with the toolbar, in the rich-text mode. The preview, and the
// product page after publishing and the content build, show <strong> and a <ul>, the typed marks
// as typed, and no backslash escape.
//
// A browser test: the escapes come from Decap's own rich-text editor (Slate) and its Markdown
// writer, which no component test runs.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator } from '@playwright/test';
import { compileContent } from '../../scripts/content/compile.ts';
import { formatProblem } from '../../scripts/content/problems.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';
import { productIndex } from '../../src/lib/page-loading/page-data.ts';
import { INDEX_FILES } from '../../src/lib/prerendered-page.ts';
import { DECAP_WARNINGS, expect, openEntry, previewFrame, publish, setupCms } from './support/cms-session.ts';
import { test, visit } from './support/fixtures.ts';

const cms = setupCms();
const repo = cms.repo;

// A tuple: Playwright reads an array of two or more objects given to test.use as [value, options].
test.use({ allowErrors: [DECAP_WARNINGS, { scope: 'test' }] });

/** The description's parts as a visitor reads them: bold runs, list items, paragraphs. */
async function described(description: Locator) {
  return {
    bold: await description.locator('strong').allTextContents(),
    items: await description.locator('ul > li').allTextContents(),
    paragraphs: await description.locator('p').allTextContents(),
  };
}

const EXPECTED = {
  bold: ['açaí'],
  items: ['Seca em 60 s', 'Sem odor'],
  paragraphs: ['Cor açaí intensa, escrita **assim**.', '- Não risca'],
};

test(
  'bold, a typed "- " line and a list in a product description: the preview and the page show them, no backslash',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(180_000);
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
    await expect(previewDescription.locator('ul > li')).toHaveText(EXPECTED.items);
    expect(await described(previewDescription)).toEqual(EXPECTED);
    await expect(previewDescription, 'the preview shows a backslash').not.toContainText('\\');
    const previewHtml = await previewDescription.innerHTML();

    await publish(page);

    // The file holds Markdown: the bold and the list as such, the typed marks escaped.
    const file = path.join(repo(), 'content', 'products', 'verniz-acai-rico-teste-10-ml.md');
    expect(existsSync(file), `expected ${file}`).toBe(true);
    const body = frontMatterOf(readFileSync(file, 'utf8')).body;
    expect(body).toMatch(/\*\*açaí\*\*/);
    expect(body).toMatch(/^\\- Não risca$/m);
    expect(body).toMatch(/^[*-] Seca em 60 s$/m);

    const compiled = await compileContent(repo(), 1);
    expect(compiled.ok, compiled.ok ? '' : compiled.problems.map(formatProblem).join('\n')).toBe(true);
    if (!compiled.ok) return;
    const { products } = compiled.content;
    expect(
      products.some((p) => p.name === name),
      'the content build publishes the product',
    ).toBe(true);
    await page.route('**/products.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(products) }),
    );
    await page.route(`**${INDEX_FILES.products}`, (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(productIndex(products)) }),
    );
    await visit(page, `/loja?search=${encodeURIComponent('açaí rico')}`);
    await page.locator('main').getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    const pageDescription = page.locator('main .product-description');
    await expect(pageDescription.locator('ul > li')).toHaveText(EXPECTED.items);
    expect(await described(pageDescription)).toEqual(EXPECTED);
    await expect(pageDescription, 'the page shows a backslash').not.toContainText('\\');
    // The page shows exactly what the preview showed: the same elements and text.
    const tags = (html: string) => html.replace(/>\s+</g, '><').trim();
    expect(tags(await pageDescription.innerHTML())).toBe(tags(previewHtml));
    // Its meta description is the text without marks or escapes.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Cor açaí intensa, escrita **assim**.',
    );
  },
);
