// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { appScriptsElement, STYLESHEET_DONE_ATTRIBUTE } from './app-loader.ts';
import { wholeStylesheetLoaded } from './whole-stylesheet.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

const SHEET = '/assets/style-d.css';

/** Whether the promise has settled after the pending microtasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function page(style?: string): HTMLLinkElement | undefined {
  document.head.innerHTML = appScriptsElement({
    entry: '/assets/index-a.js',
    preload: [],
    ...(style && { style }),
  });
  if (!style) return undefined;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('href', style);
  document.head.append(link);
  return link;
}

describe('waiting for the whole stylesheet before hydrating', () => {
  it('is over at once on a page whose list names no stylesheet, or without a list', async () => {
    page();
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
    document.head.innerHTML = '';
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
  });

  it("waits for the loader's <link> to load", async () => {
    const link = page(SHEET);
    const waiting = wholeStylesheetLoaded();
    expect(await settled(waiting)).toBe(false);
    link?.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('goes on when the stylesheet fails, even when it failed before the app asked', async () => {
    const link = page(SHEET);
    const waiting = wholeStylesheetLoaded();
    link?.dispatchEvent(new Event('error'));
    expect(await settled(waiting)).toBe(true);
    link?.setAttribute(STYLESHEET_DONE_ATTRIBUTE, '');
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
  });

  it('adds the <link> itself when the loader did not, and waits for it', async () => {
    document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [], style: SHEET });
    const waiting = wholeStylesheetLoaded();
    const link = document.head.querySelector(`link[rel="stylesheet"][href="${SHEET}"]`);
    expect(link).not.toBeNull();
    expect(await settled(waiting)).toBe(false);
    link?.dispatchEvent(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('is over at once when the list cannot be read', async () => {
    document.head.innerHTML = '<script type="application/json" id="app-scripts">{</script>';
    expect(await settled(wholeStylesheetLoaded())).toBe(true);
  });
});
