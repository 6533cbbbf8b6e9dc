// The home page (docs/product.md §2.2, §9): the hero carousel's controls and its rotation (none
// for a visitor who asked for reduced motion), the testimonial viewer, and the featured blocks.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { assertFocusTrapped, expectFocus } from './focus.ts';
import { setupE2E, sleep, visit } from './harness.ts';
import { postsNewestFirst, publishedCourses } from './published-content.ts';
import { publishedProducts, siteSettings } from './site-data.ts';

const e2e = setupE2E();

const hero = (page: Page) => page.getByRole('region', { name: 'Destaques' });

/** The accessible name of the slide on show, e.g. '2 de 3'. */
async function currentSlide(carousel: Locator): Promise<string> {
  const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  assert.equal(await shown.count(), 1, 'exactly one slide is shown');
  return (await shown.getAttribute('aria-label')) ?? '';
}

/** Waits until the slide on show is `expected` (a click re-renders asynchronously). */
async function expectSlide(carousel: Locator, expected: string) {
  const deadline = Date.now() + 5_000;
  let shown = await currentSlide(carousel);
  while (shown !== expected && Date.now() < deadline) {
    await sleep(50);
    shown = await currentSlide(carousel);
  }
  assert.equal(shown, expected);
  const dot = carousel.getByRole('button', { name: `Ir para o slide ${expected.split(' ')[0]}` });
  assert.equal(await dot.getAttribute('aria-current'), 'true', 'its dot is marked as current');
}

/** The collection link of a slide: the subcategory's name from the settings. */
function collectionName(category: string, subcategory: string): string {
  const name = siteSettings()
    .categories.find((c) => c.slug === category)
    ?.subcategories.find((s) => s.slug === subcategory)?.name;
  assert.ok(name, `the settings name ${category}/${subcategory}`);
  return name;
}

/** Moves the pointer, and focus, away from the carousel, which pauses while either is on it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 830);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

e2e.test('the hero has 3 slides; arrows and dots change the slide, and it wraps', async ({ page }) => {
  await visit(page, '/');
  const carousel = hero(page);
  assert.equal(await carousel.getAttribute('aria-roledescription'), 'carousel');
  assert.equal(await carousel.locator('[aria-roledescription="slide"]').count(), 3);
  await expectSlide(carousel, '1 de 3');
  // Only the first slide carries the title and the main buttons.
  await carousel.getByText('Transforme a sua paixão por unhas numa profissão').waitFor();
  assert.equal(
    await carousel.getByRole('link', { name: 'Ver Formações' }).getAttribute('href'),
    '/formacoes',
  );
  assert.equal(await carousel.getByRole('link', { name: 'Visitar Loja' }).getAttribute('href'), '/loja');

  const collectionLink = (category: string, subcategory: string) =>
    carousel.getByRole('link', { name: new RegExp(collectionName(category, subcategory)) });
  // Each slide leads to its collection: Summer Crush, Lady in Red, Géis de Construção.
  const summer = collectionLink('cores', 'summer-crush');
  await summer.waitFor();
  assert.equal(await summer.getAttribute('href'), '/loja/cores/summer-crush');

  await carousel.getByRole('button', { name: 'Slide seguinte' }).click();
  await expectSlide(carousel, '2 de 3');
  const red = collectionLink('cores', 'lady-in-red');
  await red.waitFor();
  assert.equal(await red.getAttribute('href'), '/loja/cores/lady-in-red');
  // The first slide, with the title, fades out and is hidden.
  await carousel.getByText('Transforme a sua paixão por unhas numa profissão').waitFor({ state: 'hidden' });

  await carousel.getByRole('button', { name: 'Slide seguinte' }).click();
  await expectSlide(carousel, '3 de 3');
  const builder = collectionLink('unhas', 'geis-construcao');
  await builder.waitFor();
  assert.equal(await builder.getAttribute('href'), '/loja/unhas/geis-construcao');

  await carousel.getByRole('button', { name: 'Slide seguinte' }).click();
  await expectSlide(carousel, '1 de 3');
  await summer.waitFor();
  await carousel.getByRole('button', { name: 'Slide anterior' }).click();
  await expectSlide(carousel, '3 de 3');
  await carousel.getByRole('button', { name: 'Slide anterior' }).click();
  await expectSlide(carousel, '2 de 3');
  await red.waitFor();

  await carousel.getByRole('button', { name: 'Ir para o slide 1' }).click();
  await expectSlide(carousel, '1 de 3');
  await carousel.getByRole('button', { name: 'Ir para o slide 3' }).click();
  await expectSlide(carousel, '3 de 3');
});

e2e.test('with reduced motion the hero does not rotate until the visitor starts it', async ({ page }) => {
  // The harness's contexts ask for reduced motion.
  await visit(page, '/');
  const carousel = hero(page);
  await expectSlide(carousel, '1 de 3');
  const play = carousel.getByRole('button', { name: 'Retomar apresentação' });
  await play.waitFor();
  await sleep(6_500);
  assert.equal(await currentSlide(carousel), '1 de 3', 'no auto-advance after 6 s');

  // The rotation control toggles between starting and pausing.
  await play.click();
  const pause = carousel.getByRole('button', { name: 'Pausar apresentação' });
  await pause.waitFor();
  await pause.click();
  await carousel.getByRole('button', { name: 'Retomar apresentação' }).waitFor();
});

e2e.test('with normal motion the hero advances by itself, and Pausar stops it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await visit(page, '/');
  const carousel = hero(page);
  const pause = carousel.getByRole('button', { name: 'Pausar apresentação' });
  await pause.waitFor();

  // 5.4 s per slide: it must have moved on well within 12 s, without anyone touching it.
  const deadline = Date.now() + 12_000;
  let shown = await currentSlide(carousel);
  while (shown === '1 de 3' && Date.now() < deadline) {
    await sleep(250);
    shown = await currentSlide(carousel);
  }
  assert.equal(shown, '2 de 3', 'the hero moved on to the next slide by itself');

  await pause.click();
  await carousel.getByRole('button', { name: 'Retomar apresentação' }).waitFor();
  await leaveCarousel(page);
  const paused = await currentSlide(carousel);
  await sleep(6_500);
  assert.equal(await currentSlide(carousel), paused, 'paused: no change after 6 s');
});

e2e.test('a testimonial image opens the viewer; Escape closes it and focus returns', async ({ page }) => {
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'Testemunhos' });
  const thumbnails = section.getByRole('button', { name: /^Ampliar imagem: / });
  assert.equal(await thumbnails.count(), 3, 'the first 3 testimonial images');
  const first = siteSettings().testimonials.images[0];
  assert.ok(first, 'the settings have testimonial images');
  const opener = section.getByRole('button', { name: `Ampliar imagem: ${first.alt}` });
  assert.equal(await opener.count(), 1, 'the first image of the settings comes first');
  assert.equal(
    await section.getByRole('link', { name: 'Ver todos os testemunhos' }).getAttribute('href'),
    '/testemunhos',
  );

  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Testemunhos' });
  await viewer.waitFor();
  await viewer.getByRole('img', { name: first.alt }).waitFor();
  assert.equal(await viewer.getAttribute('aria-modal'), 'true');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');
  // Tab and Shift+Tab stay inside the viewer.
  await assertFocusTrapped(page, viewer, 'testimonial viewer');

  // The page behind does not scroll.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 420);
  await page.mouse.wheel(0, 800);
  await sleep(500);
  assert.equal(await page.evaluate(() => window.scrollY), scrollBefore, 'scroll is locked');

  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  assert.equal(
    await opener.evaluate((element) => element === document.activeElement),
    true,
    'focus is back on the image button',
  );
  assert.notEqual(await page.evaluate(() => getComputedStyle(document.body).overflow), 'hidden');

  // The close button works too, and gives the focus back as well.
  await opener.click();
  await viewer.waitFor();
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await viewer.waitFor({ state: 'detached' });
  await expectFocus(page, opener, 'the image button, after Fechar');
});

/** The distinct hrefs of the links inside `block` that start with `prefix`. */
async function linkTargets(block: Locator, prefix: string): Promise<string[]> {
  const hrefs = await block
    .locator(`a[href^="${prefix}"]`)
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs)];
}

e2e.test(
  'the featured products, courses and blog blocks link to their pages',
  { viewport: 'desktop' },
  async ({ page }) => {
    await visit(page, '/');
    const products = publishedProducts();
    const productIds = new Set(products.map((p) => p.id));

    const featured = page.getByRole('region', { name: 'Produtos em Destaque' });
    const featuredLinks = await linkTargets(featured, '/loja/produto/');
    assert.equal(featuredLinks.length, Math.min(4, products.filter((p) => p.featured).length));
    for (const href of featuredLinks) {
      const product = products.find((p) => href === `/loja/produto/${p.id}`);
      assert.ok(product?.featured, `${href} is a featured product`);
    }
    assert.equal(
      await featured.getByRole('link', { name: 'Ver todos os produtos' }).getAttribute('href'),
      '/loja',
    );

    const newest = page.getByRole('region', { name: 'Novidades' });
    const newestLinks = await linkTargets(newest, '/loja/produto/');
    assert.equal(newestLinks.length, 4);
    for (const href of newestLinks) {
      assert.ok(productIds.has(Number(href.split('/').at(-1))), `${href} is a published product`);
    }

    const courses = page.getByRole('region', { name: 'Formações em Destaque' });
    const courseLinks = await linkTargets(courses, '/formacoes/');
    const featuredCourses = publishedCourses().filter((c) => c.featured);
    assert.deepEqual(
      [...courseLinks].sort(),
      featuredCourses.map((c) => `/formacoes/${c.id}`).sort(),
      'one card per featured course',
    );
    for (const course of featuredCourses) {
      await courses.getByRole('heading', { name: course.title }).waitFor();
    }
    assert.equal(
      await courses.getByRole('link', { name: 'Ver todas as formações' }).getAttribute('href'),
      '/formacoes',
    );

    const blog = page.getByRole('region', { name: 'Do Nosso Blog' });
    const expectedPosts = postsNewestFirst().slice(0, 4);
    assert.deepEqual(
      await linkTargets(blog, '/blog/'),
      expectedPosts.map((post) => `/blog/${post.slug}`),
      'the newest post first, then the next three',
    );
    assert.equal(
      await blog.getByRole('link', { name: 'Ver todos os artigos' }).getAttribute('href'),
      '/blog',
    );

    // A card leads to its page.
    const post = expectedPosts[0];
    assert.ok(post);
    await blog.getByRole('link', { name: post.title }).click();
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  },
);
