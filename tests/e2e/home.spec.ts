// The home page (docs/product.md §2.2, §9) where it needs a real browser: the hero's rotation
// under the visitor's real motion setting (none with reduced motion) and the fade of the slides,
// and the testimonial viewer's focus and scroll lock. The slides' content and links, the arrows
// and dots, and the featured blocks are component tests (src/features/home/home-page.test.tsx,
// src/components/carousel/carousel.test.tsx). The carousel's timer runs on the browser clock.
import type { Locator, Page } from '@playwright/test';
import { visitWithClock } from './support/clock.ts';
import { assertFocusTrapped, expectFocus } from './support/focus.ts';
import { expect, test, visit } from './support/fixtures.ts';
import { siteSettings } from './support/site-data.ts';

/** 5.4 s per slide (src/features/home/home-page.test.tsx), with room to spare. */
const SLIDE_MS = 5_400;

const hero = (page: Page) => page.getByRole('region', { name: 'Destaques' });

/** Fails unless the slide on show is `expected` (e.g. '2 de 3'), with its dot marked current. */
async function expectSlide(carousel: Locator, expected: string) {
  const shown = carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  await expect(shown, 'exactly one slide is shown').toHaveCount(1);
  await expect(shown).toHaveAttribute('aria-label', expected);
  const dot = carousel.getByRole('button', { name: `Ir para o slide ${expected.split(' ')[0]}` });
  await expect(dot, 'its dot is marked as current').toHaveAttribute('aria-current', 'true');
}

/**
 * Opens a site path under the browser clock, and stops that clock once the page has hydrated: from
 * then on only `page.clock.runFor()` moves the carousel.
 */
async function visitWithStoppedClock(page: Page, sitePath: string) {
  await visitWithClock(page, sitePath);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
}

/** Moves the pointer, and focus, away from the carousel, which pauses while either is on it. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 830);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('with reduced motion the hero does not rotate until the visitor starts it', async ({ page }) => {
  // The contexts ask for reduced motion (playwright.config.ts).
  await visitWithStoppedClock(page, '/');
  const carousel = hero(page);
  await expectSlide(carousel, '1 de 3');
  const play = carousel.getByRole('button', { name: 'Retomar apresentação' });
  await expect(play).toBeVisible();
  await leaveCarousel(page);
  await page.clock.runFor(SLIDE_MS * 2);
  await expectSlide(carousel, '1 de 3');

  // The rotation control toggles between starting and pausing.
  await play.click();
  const pause = carousel.getByRole('button', { name: 'Pausar apresentação' });
  await pause.click();
  await expect(carousel.getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
});

test.describe('with normal motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('with normal motion the hero advances by itself, and Pausar stops it', async ({ page }) => {
    await visitWithStoppedClock(page, '/');
    const carousel = hero(page);
    const pause = carousel.getByRole('button', { name: 'Pausar apresentação' });
    await expect(pause).toBeVisible();
    // The page may have taken long enough to load for the hero to move on: back to slide 1,
    // which a slide chosen by hand gets its full time (src/components/carousel/carousel.test.tsx).
    await carousel.getByRole('button', { name: 'Ir para o slide 1' }).click();
    await leaveCarousel(page);
    await expectSlide(carousel, '1 de 3');
    const title = carousel.getByText('Transforme a sua paixão por unhas numa profissão');
    await expect(title).toBeVisible();

    await page.clock.runFor(SLIDE_MS + 100);
    await expectSlide(carousel, '2 de 3');
    // The first slide, with the title, fades out and is hidden.
    await expect(title).toBeHidden();

    await pause.click();
    await expect(carousel.getByRole('button', { name: 'Retomar apresentação' })).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(SLIDE_MS * 2);
    await expectSlide(carousel, '2 de 3');
  });
});

// The section hydrates only when scrolled to (loading.spec.ts): the click here scrolls to it.
test('a testimonial image opens the viewer; Escape closes it and focus returns', async ({ page }) => {
  // Many small steps (assertFocusTrapped walks every control): room for a busy machine.
  test.setTimeout(120_000);
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'Testemunhos' });
  await expect(section.getByRole('button', { name: /^Ampliar imagem: / })).toHaveCount(3);
  const first = siteSettings().testimonials.images[0];
  if (!first) throw new Error('The settings have no testimonial images.');
  const opener = section.getByRole('button', { name: `Ampliar imagem: ${first.alt}` });
  await expect(opener, 'the first image of the settings comes first').toHaveCount(1);

  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Testemunhos' });
  await expect(viewer.getByRole('img', { name: first.alt })).toBeVisible();
  // A native dialog shown with showModal(): the page behind is inert.
  expect(await viewer.evaluate((element) => element.matches('dialog:modal'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  // Tab and Shift+Tab never reach the page behind the viewer.
  await assertFocusTrapped(page, viewer, 'testimonial viewer');

  // The page behind does not scroll under the wheel.
  const scrollBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 420);
  await page.mouse.wheel(0, 800);
  // Ten frames: a wheel that could scroll has started to by then.
  await page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
  expect(await page.evaluate(() => window.scrollY), 'scroll is locked').toBe(scrollBefore);

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(opener, 'focus is back on the image button').toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

  // The close button works too, and gives the focus back as well.
  await opener.click();
  await expect(viewer).toBeVisible();
  await viewer.getByRole('button', { name: 'Fechar' }).click();
  await expect(viewer).toHaveCount(0);
  await expectFocus(page, opener, 'the image button, after Fechar');
});
