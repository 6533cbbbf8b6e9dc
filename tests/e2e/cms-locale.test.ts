// The CMS as the owner reads it (issue 19, 'European Portuguese everywhere she looks'): the real
// Decap CMS of the production build against its local backend (decap-server on a temporary copy
// of content/). No English where Decap hard-codes it (choice fields, the Markdown editor's image
// component), messages that agree, the thumbnail of a photo uploaded before publishing, the hero's
// preview drawn by the site's own carousel with names instead of slugs, no React warning from the
// project's previews, and at 390 px an entry edited and published with no sideways scrolling.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DECAP_WARNINGS, openEntry, previewFrame, publishNow, setupCms } from './cms-session.ts';
import { screenshot, setupE2E } from './harness.ts';
import { frontMatterOf } from '../../scripts/content/front-matter.ts';

const e2e = setupE2E();
const cms = setupCms();
const repo = cms.repo;

/** React's warning when a preview updated Decap's store while rendering. */
const UPDATE_IN_RENDER = /Cannot update a component/;

const bodyText = (page: Page) => page.locator('body').innerText();

e2e.test(
  'the editor speaks Portuguese: choices, messages, the image component; an upload shows before publishing',
  // Decap rejects the refused publish without a reason: an uncaught error with no message.
  { viewport: 'desktop', timeout: 180_000, allowErrors: [...DECAP_WARNINGS, /^: ?(undefined)?\s*$/] },
  async ({ page, log }) => {
    await cms.open(page);
    await openEntry(page, '/collections/products/new');
    await page.getByLabel('Nome', { exact: true }).waitFor();

    // A choice with nothing matching.
    const category = page.getByLabel('Categoria', { exact: true });
    await category.fill('zzz');
    await page.getByText('Sem opções', { exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // Publishing an empty entry: the messages agree whatever the field's gender and number.
    await publishNow(page);
    await page.getByText('O campo Categoria é obrigatório.').waitFor();
    await page.getByText('O campo Nome é obrigatório.').waitFor();

    // One photo, uploaded: '1 imagem', and its thumbnail shows before the entry is published.
    await page.getByRole('button', { name: 'Adicionar imagem' }).click();
    await page.getByRole('button', { name: 'Escolher uma imagem' }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'miniatura-teste.png',
      mimeType: 'image/png',
      buffer: readFileSync(path.join(repo(), 'public', 'images', 'hero', 'slide-2.jpg')),
    });
    await page.getByRole('button', { name: 'Escolher os selecionados' }).click();
    await page.getByText('1 imagem', { exact: true }).waitFor();
    const thumbnail = page.locator('img[src^="blob:"]').first();
    await thumbnail.waitFor();
    assert.ok(
      await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      'the thumbnail of the uploaded photo shows',
    );

    // The Markdown editor's components: the image only, in Portuguese.
    await page.locator('[data-slate-editor="true"]').first().click();
    await page
      .getByRole('button', { name: 'Adicionar componente' })
      .click()
      .catch(() => undefined);
    const text = await bodyText(page);
    for (const english of [
      'No options',
      'Select...',
      'Code Block',
      'Alt Text',
      'é obrigatório.\nImagens deve',
    ]) {
      assert.ok(!text.includes(english), `the editor shows '${english}'`);
    }
    await screenshot(page, 'cms-locale-product-editor', 'desktop');

    // The course editor's Markdown offers the image component, labelled in Portuguese.
    await openEntry(page, '/collections/courses/entries/nail-art-avancada');
    await page.getByLabel('Título', { exact: true }).waitFor();
    const addComponent = page.getByRole('button', { name: 'Adicionar componente' }).first();
    await addComponent.click();
    await page.getByRole('menuitem', { name: 'Imagem' }).click();
    await page.getByText('Texto alternativo (o que a imagem mostra)').waitFor();
    const courseText = await bodyText(page);
    for (const english of ['Code Block', 'Alt Text', 'Image\n', 'Title\n']) {
      assert.ok(!courseText.includes(english), `the course editor shows '${english.trim()}'`);
    }
    await screenshot(page, 'cms-locale-course-editor', 'desktop');

    const rendering = [...log.errors.map((e) => e.text), ...log.warnings.map((w) => w.text)].filter((t) =>
      UPDATE_IN_RENDER.test(t),
    );
    assert.deepEqual(rendering, [], 'the previews updated Decap while rendering');
  },
);

e2e.test(
  "the hero's slides are previewed by the site's carousel and titled by name; the lists write amounts as the site",
  { viewport: 'desktop', timeout: 120_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    await cms.open(page);
    await openEntry(page, '/collections/settings/entries/hero');
    const preview = await previewFrame(page);
    await preview
      .getByRole('link', { name: /Descobrir Summer Crush/ })
      .first()
      .waitFor();
    const shown = await preview.locator('body').innerText();
    assert.ok(!/summer-crush|\blight\b/.test(shown), `the preview shows raw values:\n${shown}`);
    await screenshot(page, 'cms-locale-hero-preview', 'desktop');
    // The slides' titles in the form, and the products list, as the site writes them: names, not
    // slugs; amounts with a comma and two decimals (src/cms/list-texts.ts).
    await page.getByText('Cores › Summer Crush', { exact: true }).first().waitFor();
    assert.equal(await page.getByText('cores › summer-crush').count(), 0);
    await page.goto('/admin/#/collections/products');
    await page
      .getByText(/— stock \d+$/)
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Agrupar por' }).click();
    await page.getByRole('menuitem', { name: 'Categoria', exact: true }).click();
    await page.getByRole('heading', { name: 'Categoria Nail Art', exact: true }).waitFor();
    const list = await page.locator('body').innerText();
    assert.match(list, /— \d+,\d\d\u00a0€ — stock/, 'amounts as the site writes them');
    assert.ok(!/\d €|\bCategoria [a-z]+-[a-z-]+\n/.test(list), `the list shows raw values:\n${list}`);
    await screenshot(page, 'cms-locale-products-list', 'desktop');
  },
);

e2e.test(
  'on a 390 px phone an entry is edited and published, and the editor never scrolls sideways',
  { viewport: 'phone', timeout: 120_000, allowErrors: DECAP_WARNINGS },
  async ({ page }) => {
    await cms.open(page);
    await openEntry(page, '/collections/courses/entries/nail-art-avancada');
    const price = page.getByLabel('Preço', { exact: true });
    await price.waitFor();
    const width = () => page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
    assert.ok((await width()) <= 390, `the editor is ${await width()} px wide`);

    await price.fill('299');
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    const publishNow = page.getByRole('menuitem', { name: 'Publicar agora' });
    await publishNow.waitFor();
    // The menu is on the screen, not cut by the toolbar.
    const box = await publishNow.boundingBox();
    assert.ok(
      box && box.x >= 0 && box.x + box.width <= 390 && box.y > 0,
      `menu item at ${JSON.stringify(box)}`,
    );
    assert.ok(
      await publishNow.evaluate((item) => {
        const { x, y, width: w, height: h } = item.getBoundingClientRect();
        return document.elementFromPoint(x + w / 2, y + h / 2)?.closest('[role="menuitem"]') === item;
      }),
      "'Publicar agora' is covered or cut",
    );
    await screenshot(page, 'cms-locale-publish-menu', 'phone');
    await publishNow.click();
    await page.getByText('Alterações guardadas').first().waitFor({ timeout: 20_000 });
    assert.ok((await width()) <= 390, `after publishing, the editor is ${await width()} px wide`);
    const course = frontMatterOf(
      readFileSync(path.join(repo(), 'content', 'courses', 'nail-art-avancada.md'), 'utf8'),
    );
    assert.equal(course.data.price, 299);
    await screenshot(page, 'cms-locale-course-editor', 'phone');
  },
);
