// Keyboard focus in the browser tests: where it is, whether it can be seen, and whether a modal
// dialog keeps it from the page behind (accessibility-dialogs.spec.ts, accessibility-admin.spec.ts,
// keyboard-checkout.spec.ts, home.spec.ts).
import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';

/** A short description of the focused element, for assertion messages. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return '<body>';
    const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : undefined;
    const name = element.getAttribute('aria-label') ?? label ?? element.textContent ?? '';
    return `<${element.tagName.toLowerCase()}> ${name.replace(/\s+/g, ' ').trim().slice(0, 60)}`;
  });
}

/** Whether `locator` (one element) has the focus. */
export function hasFocus(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Whether the focus is inside `locator` (the element itself included). */
export function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/** Waits until `locator` has the focus (a close or a re-render moves it asynchronously). */
export async function expectFocus(page: Page, locator: Locator, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await hasFocus(locator))) {
    if (Date.now() > deadline)
      assert.fail(`focus should be on ${what}, but is on ${await describeFocus(page)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether the focused element shows a focus indicator: an outline or a box shadow that is drawn
 * (not 'none', not zero-width, not transparent).
 */
export function focusIndicator(page: Page): Promise<{ visible: boolean; style: string }> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null || element === document.body) return { visible: false, style: 'nothing focused' };
    const style = getComputedStyle(element);
    // (No helper function here: the test runner's compiler would wrap it in a name helper that
    // does not exist in the page.)
    const clear = /^transparent$|rgba\(.*,\s*0\)$/;
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !clear.test(style.outlineColor);
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    return {
      visible: outline || shadow,
      style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    };
  });
}

/** Fails unless the focused element shows a focus indicator. */
export async function assertFocusVisible(page: Page, step: string): Promise<void> {
  const indicator = await focusIndicator(page);
  assert.ok(
    indicator.visible,
    `${step}: the focused element ${await describeFocus(page)} shows no focus indicator (${indicator.style})`,
  );
}

/**
 * Where the focus is, seen from `dialog`: inside it; on the document itself, with no element
 * focused (where a browser puts it on the way to its own controls); or on an element of the page
 * behind, which a modal dialog must never let it reach.
 */
function focusPlace(dialog: Locator): Promise<'inside' | 'document' | 'behind'> {
  return dialog.evaluate((element) => {
    const active = document.activeElement;
    if (element.contains(active)) return 'inside';
    return active === null || active === document.body || active === document.documentElement
      ? 'document'
      : 'behind';
  });
}

/**
 * Presses Tab, then Shift+Tab, more times than the dialog has focusable elements, as a keyboard
 * user going round it. A native modal dialog makes the page behind inert: past its last element
 * the focus may leave for the browser's own controls (the document here, with no element focused)
 * before it comes back to the first, instead of wrapping at once. So every press must land inside
 * the dialog or, at most once in a row, on the document; never on an element of the page behind.
 * Returns the number of focusable elements.
 */
export async function assertFocusTrapped(page: Page, dialog: Locator, what: string): Promise<number> {
  assert.ok(
    await focusInside(dialog),
    `${what}: focus starts inside the dialog (${await describeFocus(page)})`,
  );
  const focusable = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  const presses = focusable + 2;
  for (const key of ['Tab', 'Shift+Tab']) {
    const seen = new Set<string>();
    let previous: 'inside' | 'document' = 'inside';
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      const place = await focusPlace(dialog);
      const where = await describeFocus(page);
      assert.ok(place !== 'behind', `${what}: ${key} #${i + 1} reached the page behind, ${where}`);
      assert.ok(
        place === 'inside' || previous === 'inside',
        `${what}: ${key} #${i + 1} did not come back into the dialog`,
      );
      if (place === 'inside') seen.add(where);
      previous = place;
    }
    assert.ok(seen.size >= Math.min(focusable, 2), `${what}: ${key} moves between the dialog's controls`);
  }
  return focusable;
}
