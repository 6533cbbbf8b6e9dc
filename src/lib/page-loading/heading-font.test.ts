// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage.ts';
import { HEADING_FONT, HEADING_FONT_CLASS, HEADING_FONT_KEY, HEADING_FONT_SCRIPT } from './heading-font.ts';
import { rememberHeadingFont } from './remember-heading-font.ts';

const html = () => document.documentElement.classList;
const runInlineScript = () => new Function(HEADING_FONT_SCRIPT)();

/** document.fonts as a browser has it: load() answers with the faces it loaded. */
function fontsLoading(faces: number | Error) {
  const load = vi.fn(async (_font: string) => {
    if (faces instanceof Error) throw faces;
    return Array.from({ length: faces }, () => ({}) as FontFace);
  });
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

afterEach(() => {
  html().remove(HEADING_FONT_CLASS);
  localStorage.clear();
  Reflect.deleteProperty(document, 'fonts');
  vi.restoreAllMocks();
});

describe('the inline script of every page', () => {
  it('names the heading font before the first paint when this browser has it', () => {
    localStorage.setItem(HEADING_FONT_KEY, 'true');
    runInlineScript();
    expect(html().contains(HEADING_FONT_CLASS)).toBe(true);
  });

  it('leaves the fallback on a first visit, and for any other stored value', () => {
    runInlineScript();
    expect(html().contains(HEADING_FONT_CLASS)).toBe(false);
    for (const value of ['false', '"true"', '1', '', 'isto não é JSON {']) {
      localStorage.setItem(HEADING_FONT_KEY, value);
      runInlineScript();
      expect(html().contains(HEADING_FONT_CLASS), value).toBe(false);
    }
  });

  it('does not throw where local storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(runInlineScript).not.toThrow();
    expect(html().contains(HEADING_FONT_CLASS)).toBe(false);
  });

  it('reads the key the site registers', () => {
    expect(STORAGE_KEYS.headingFont).toBe(HEADING_FONT_KEY);
  });
});

describe('rememberHeadingFont', () => {
  it('loads the font once the page is up and notes it, without naming it on this page', async () => {
    const load = fontsLoading(1);
    await rememberHeadingFont();
    expect(load).toHaveBeenCalledWith(HEADING_FONT);
    expect(localStorage.getItem(HEADING_FONT_KEY)).toBe('true');
    expect(html().contains(HEADING_FONT_CLASS), 'no swap under the reader').toBe(false);
  });

  it('does nothing where the page already shows the font', async () => {
    localStorage.setItem(HEADING_FONT_KEY, 'true');
    html().add(HEADING_FONT_CLASS);
    const load = fontsLoading(1);
    await rememberHeadingFont();
    expect(load).not.toHaveBeenCalled();
  });

  it('notes nothing when the font did not load, and tries again on the next page', async () => {
    fontsLoading(0);
    await rememberHeadingFont();
    expect(localStorage.getItem(HEADING_FONT_KEY)).toBeNull();
    fontsLoading(new Error('offline'));
    await rememberHeadingFont();
    expect(localStorage.getItem(HEADING_FONT_KEY)).toBeNull();
  });

  it('removes a damaged flag with a warning naming the key; the next page notes the font again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(HEADING_FONT_KEY, '{"a":1}');
    const load = fontsLoading(1);
    await rememberHeadingFont();
    expect(warn.mock.calls.some((call) => String(call[0]).includes(`"${HEADING_FONT_KEY}"`))).toBe(true);
    expect(localStorage.getItem(HEADING_FONT_KEY)).toBeNull();
    expect(load).not.toHaveBeenCalled();
    await rememberHeadingFont();
    expect(localStorage.getItem(HEADING_FONT_KEY)).toBe('true');
  });
});
