// The CMS as the owner reads it (issue 19, 'European Portuguese everywhere she looks'): the real
// Decap CMS of the production build against its local backend (decap-server on a temporary copy
// of content/). No English where Decap hard-codes it (choice fields, the Markdown editor's image
// component), messages that agree, the thumbnail of a photo uploaded before publishing, the hero's
// preview drawn by the site's own carousel with names instead of slugs, no React warning from the
// project's previews, and at 390 px an entry edited and published with no sideways scrolling.
//
// src/cms/locale-pt-pt.test.ts, select-messages.test.ts, list-texts.test.ts, image-widget.test.ts
// and previews.test.tsx check the texts and components alone; these check what the real Decap
// shows with them in place (it hard-codes some English the project replaces in its DOM).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';
import {
  DECAP_WARNINGS,
  expect,
  openEntry,
  previewFrame,
  publishNow,
  setupCms,
} from './support/cms-session.ts';
import { test } from './support/fixtures.ts';

const cms = setupCms();
const repo = cms.repo;

// A tuple: Playwright reads an array of two or more objects given to test.use as [value, options].
test.use({ allowErrors: [DECAP_WARNINGS, { scope: 'test' }] });

/** React's warning when a preview updated Decap's store while rendering. */
const UPDATE_IN_RENDER = /Cannot update a component/;

const bodyText = (page: Page) => page.locator('body').innerText();

test(
  'the editor speaks Portuguese: choices, messages, the image component; an upload shows before publishing',
  { tag: '@desktop' },
  async ({ page, log }) => {
    test.setTimeout(180_000);
    // Decap rejects the refused publish without a reason: an uncaught error with no message.
    log.allow(/^: ?(undefined)?\s*$/);
    await cms.open(page);
    await openEntry(page, '/collections/products/new');
    await expect(page.getByLabel('Nome', { exact: true })).toBeVisible();

    // A choice with nothing matching.
    await page.getByLabel('Categoria', { exact: true }).fill('zzz');
    await expect(page.getByText('Sem opções', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // Publishing an empty entry: the messages agree whatever the field's gender and number.
    await publishNow(page);
    await expect(page.getByText('O campo Categoria é obrigatório.')).toBeVisible();
    await expect(page.getByText('O campo Nome é obrigatório.')).toBeVisible();

    // One photo, uploaded: '1 imagem', and its thumbnail shows before the entry is published.
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByRole('button', { name: 'Escolher uma imagem' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'miniatura-teste.png',
      mimeType: 'image/png',
      buffer: readFileSync(path.join(repo(), 'public', 'images', 'hero', 'slide-2.jpg')),
    });
    await page.getByRole('button', { name: 'Escolher os selecionados' }).click();
    await expect(page.getByText('1 imagem', { exact: true })).toBeVisible();
    const thumbnail = page.locator('img[src^="blob:"]').first();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
        message: 'the thumbnail of the uploaded photo shows',
      })
      .toBe(true);

    // A product's description offers no components (its editor has bold, italic, links and
    // lists only), so none of Decap's English ones can show there.
    await page.locator('[data-slate-editor="true"]').first().click();
    await expect(page.getByRole('button', { name: 'Adicionar componente' })).toHaveCount(0);
    const text = await bodyText(page);
    for (const english of [
      'No options',
      'Select...',
      'Code Block',
      'Alt Text',
      'é obrigatório.\nImagens deve',
    ]) {
      expect(text, `the editor shows '${english}'`).not.toContain(english);
    }

    // The course editor's Markdown offers the image component, labelled in Portuguese.
    await openEntry(page, '/collections/courses/entries/nail-art-avancada');
    await expect(page.getByLabel('Título', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar componente' }).first().click();
    await page.getByRole('menuitem', { name: 'Imagem' }).click();
    await expect(page.getByText('Texto alternativo (o que a imagem mostra)')).toBeVisible();
    const courseText = await bodyText(page);
    for (const english of ['Code Block', 'Alt Text', 'Image\n', 'Title\n']) {
      expect(courseText, `the course editor shows '${english.trim()}'`).not.toContain(english);
    }

    expect(
      log.texts().filter((t) => UPDATE_IN_RENDER.test(t)),
      'the previews updated Decap while rendering',
    ).toEqual([]);
  },
);

test(
  "the hero's slides are previewed by the site's carousel and titled by name; the lists write amounts as the site",
  { tag: '@desktop' },
  async ({ page }) => {
    test.setTimeout(120_000);
    await cms.open(page);
    await openEntry(page, '/collections/settings/entries/hero');
    const preview = await previewFrame(page);
    await expect(preview.getByRole('link', { name: /Descobrir Summer Crush/ }).first()).toBeVisible();
    expect(await preview.locator('body').innerText(), 'the preview shows raw values').not.toMatch(
      /summer-crush|\blight\b/,
    );
    // The slides' titles in the form, and the products list, as the site writes them: names, not
    // slugs; amounts with a comma and two decimals (src/cms/list-texts.ts).
    await expect(page.getByText('Cores › Summer Crush', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('cores › summer-crush')).toHaveCount(0);
    await page.goto('/admin/#/collections/products');
    await expect(page.getByText(/— stock \d+$/).first()).toBeVisible();
    await page.getByRole('button', { name: 'Agrupar por' }).click();
    await page.getByRole('menuitem', { name: 'Categoria', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Categoria Nail Art', exact: true })).toBeVisible();
    const list = await page.locator('body').innerText();
    expect(list, 'amounts as the site writes them').toMatch(/— \d+,\d\d\u00a0€ — stock/);
    expect(list, 'the list shows raw values').not.toMatch(/\d €|\bCategoria [a-z]+-[a-z-]+\n/);
  },
);

test('on a 390 px phone an entry is edited and published, and the editor never scrolls sideways', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await cms.open(page);
  await openEntry(page, '/collections/courses/entries/nail-art-avancada');
  const price = page.getByLabel('Preço', { exact: true });
  await expect(price).toBeVisible();
  const width = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
  expect(await width(), 'the editor width').toBeLessThanOrEqual(390);

  await price.fill('299');
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  const publishNowItem = page.getByRole('menuitem', { name: 'Publicar agora' });
  await expect(publishNowItem).toBeVisible();
  // The menu is on the screen, not cut by the toolbar.
  const box = await publishNowItem.boundingBox();
  expect(
    box && box.x >= 0 && box.x + box.width <= 390 && box.y > 0,
    `menu item at ${JSON.stringify(box)}`,
  ).toBe(true);
  expect(
    await publishNowItem.evaluate((item) => {
      const { x, y, width: w, height: h } = item.getBoundingClientRect();
      return document.elementFromPoint(x + w / 2, y + h / 2)?.closest('[role="menuitem"]') === item;
    }),
    "'Publicar agora' is covered or cut",
  ).toBe(true);
  await publishNowItem.click();
  await expect(page.getByText('Alterações guardadas').first()).toBeVisible({ timeout: 20_000 });
  expect(await width(), 'after publishing, the editor width').toBeLessThanOrEqual(390);
  const course = frontMatterOf(
    readFileSync(path.join(repo(), 'content', 'courses', 'nail-art-avancada.md'), 'utf8'),
  );
  expect(course.data.price).toBe(299);
});
