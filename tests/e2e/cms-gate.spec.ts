// The CMS's save gate (docs/decisions/016-cms-save-gate.md), in the real Decap CMS of the
// production build against its local backend (decap-server, file mode, on a temporary copy of
// content/): what the content build refuses is refused on saving, with the build's message under
// the field, and the file stays as it was; a valid save still writes. A product's subcategory
// offers only the chosen category's. Moving from one entry to another by the address (a bookmark,
// back and forward) shows the right entry, which then publishes.
//
// src/cms/save-gate.test.ts, gated-control.test.ts, subcategory-widget.test.ts and
// entry-switch.test.ts check the rules alone; these check that the real Decap runs them on
// publishing, shows the message, writes nothing, and reloads the right entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';
import { DECAP_WARNINGS, expect, publishNow, setupCms } from './support/cms-session.ts';
import { test } from './support/fixtures.ts';

const cms = setupCms();
const contentFile = (...parts: string[]) => path.join(cms.repo(), 'content', ...parts);

// Decap's own React warnings, and what it logs when a save is refused: the refusal of the
// preSave gate ('SaveRefused') and the rejection it leaves unhandled when a field is invalid.
// A tuple: Playwright reads an array of two or more objects given to test.use as [value, options].
test.use({ allowErrors: [[...DECAP_WARNINGS, /SaveRefused/, /^:\s+undefined\s*$/], { scope: 'test' }] });

async function openCms(page: Page) {
  // Decap's editor is a heavy page: on a busy machine a click or a reload takes seconds.
  page.setDefaultTimeout(30_000);
  // No picture is looked at here: the site's own are served.
  await cms.open(page, { imagesFromCopy: false });
}

/** Opens an entry's editor by changing the address, as a bookmark or a typed address does. */
async function goToEntry(page: Page, hashPath: string, label: string | RegExp) {
  await page.goto(`/admin/#${hashPath}`);
  // The editor is loaded afresh when it held another entry: a few seconds on a busy machine.
  await expect(page.getByLabel(label, { exact: typeof label === 'string' }).first()).toBeVisible({
    timeout: 30_000,
  });
}

const read = (file: string) => readFileSync(file, 'utf8');

/**
 * Replaces a field's text as the owner does (click, select all, type), until it holds `value`:
 * Decap's text input puts its cursor back whenever it renders, so a render landing between the
 * selection and the typing (the field's focus style, on a busy machine) adds to the old text.
 */
async function setText(field: Locator, value: string) {
  for (let attempt = 0; attempt < 3; attempt++) {
    await field.click();
    await field.press('ControlOrMeta+A');
    if (value === '') await field.press('Delete');
    else await field.page().keyboard.insertText(value);
    if ((await field.inputValue()) === value) return;
  }
  throw new Error(
    `The field holds ${JSON.stringify(await field.inputValue())}, not ${JSON.stringify(value)}`,
  );
}

/**
 * Waits until the field shows `expected`. The editor is loaded afresh after an entry switch, and a
 * stale editor could show the field with another entry's value first.
 */
async function waitForValue(page: Page, label: string, expected: string) {
  await expect(page.getByLabel(label, { exact: true })).toHaveValue(expected, { timeout: 30_000 });
}

const saved = (page: Page) =>
  expect(page.getByText(/Entrada guardada|Alterações guardadas/).first()).toBeVisible({ timeout: 20_000 });

test(
  'the CMS refuses on saving what the content build refuses, with its message, and writes nothing; the subcategory follows the category',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await openCms(page);
    // Leaving an entry with unsaved changes: Decap asks, the owner says yes.
    page.on('dialog', (dialog) => void dialog.accept());

    // A link the build refuses in a post's text, typed in the editor's Markdown mode.
    const postFile = contentFile('blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const post = read(postFile);
    await goToEntry(page, '/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia', 'Título');
    // The text's editor in its Markdown mode (its switch has no name: Decap does not pass it on).
    await page.getByRole('switch').last().click();
    const text = page.locator('[data-slate-editor="true"]').last();
    await text.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Veja [isto](javascript:alert(1)).');
    await publishNow(page);
    await expect(
      page.getByText('A ligação "javascript:alert(1)" não pode ser publicada', { exact: false }).first(),
    ).toBeVisible();
    expect(read(postFile)).toBe(post);

    const file = contentFile('products', 'acrygel-smooth-clear-30-g.md');
    const before = read(file);
    const { data } = frontMatterOf(before);
    await goToEntry(page, '/collections/products/entries/acrygel-smooth-clear-30-g', 'Nome');

    // A sale price above the price: the build's message under the field, the file untouched.
    const salePrice = page.getByLabel(/^Preço promocional/);
    await setText(salePrice, String(Number(data.price) + 1));
    await publishNow(page);
    await expect(page.getByText('Preço promocional deve ser menor que o preço')).toBeVisible();
    expect(read(file)).toBe(before);

    // A name another product's address already has: named with that product's file.
    await setText(salePrice, '');
    const name = page.getByLabel('Nome', { exact: true });
    await setText(name, 'Acrygel Smooth Natural Pink 30 g');
    await publishNow(page);
    await expect(
      page.getByText(
        'O nome dá o mesmo identificador ("acrygel-smooth-natural-pink-30-g") que content/products/acrygel-smooth-natural-pink-30-g.md: mude um dos nomes',
      ),
    ).toBeVisible();
    expect(read(file)).toBe(before);

    // Put right, it saves.
    await setText(name, 'Acrygel Smooth Clear 30 g');
    await setText(salePrice, String(Number(data.price) - 2.5));
    await publishNow(page);
    await saved(page);
    const written = frontMatterOf(read(file)).data;
    expect(written.salePrice).toBe(Number(data.price) - 2.5);
    expect(written.name).toBe('Acrygel Smooth Clear 30 g');

    // The subcategory offers the chosen category's subcategories only, by name; another
    // category empties it.
    const choices = async () => {
      await page.getByLabel(/^Subcategoria/).click();
      await expect(page.getByRole('option').first()).toBeVisible();
      const names = await page.getByRole('option').allTextContents();
      await page.keyboard.press('Escape');
      return names;
    };
    await expect(page.getByText('Linha Smooth/Acrygel', { exact: true })).toHaveCount(1);
    expect(await choices()).toEqual(['Géis de Construção', 'Linha Smooth/Acrygel', 'Preparadores', 'Limas']);
    await page.getByLabel('Categoria', { exact: true }).fill('Cores');
    await page.keyboard.press('Enter');
    const cores = await choices();
    expect(cores.includes('Summer Crush') && !cores.includes('Limas'), cores.join(', ')).toBe(true);
    await expect(page.getByText('Linha Smooth/Acrygel', { exact: true })).toHaveCount(0);
  },
);

test(
  'moving between entries by the address (a bookmark, back, forward) shows the right entry, which publishes',
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(90_000);
    await openCms(page);
    const productName = frontMatterOf(read(contentFile('products', 'acryl-color-nude-rose-15-g.md'))).data
      .name as string;
    const postFile = contentFile('blog', 'nail-art-minimalista-para-o-dia-a-dia.md');
    const postTitle = frontMatterOf(read(postFile)).data.title as string;

    await goToEntry(page, '/collections/products/entries/acryl-color-nude-rose-15-g', 'Nome');
    await waitForValue(page, 'Nome', productName);
    // A bookmark of a post, opened from the product's editor.
    await page.goto('/admin/#/collections/blog/entries/nail-art-minimalista-para-o-dia-a-dia');
    await waitForValue(page, 'Título', postTitle);
    await page.goBack();
    await waitForValue(page, 'Nome', productName);
    await page.goForward();
    await waitForValue(page, 'Título', postTitle);
    await setText(page.getByLabel('Título', { exact: true }), `${postTitle} (revisto)`);
    await publishNow(page);
    await saved(page);
    expect(frontMatterOf(read(postFile)).data.title).toBe(`${postTitle} (revisto)`);
  },
);
