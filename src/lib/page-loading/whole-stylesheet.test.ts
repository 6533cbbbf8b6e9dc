// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { appScriptsElement } from './app-loader.ts';
import { wholeStylesheet } from './whole-stylesheet.ts';

const SHEET = '/assets/style-d.css';

/** Whether the promise has settled once the pending tasks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

/** A document of its own per case: the request is made once per document. */
function page(head: string): Document {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = head;
  return doc;
}

const list = (style?: string) =>
  appScriptsElement({ entry: '/assets/index-a.js', preload: [], ...(style && { style }) });
const sheets = (doc: Document) =>
  [...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe('the whole stylesheet of a page with its own CSS inline', () => {
  it('is asked for once, and waited for until it has loaded', async () => {
    const doc = page(list(SHEET));
    const loading = wholeStylesheet(doc);
    expect(sheets(doc)).toEqual([SHEET]);
    expect(wholeStylesheet(doc)).toBe(loading);
    expect(sheets(doc)).toHaveLength(1);
    expect(await settled(loading)).toBe(false);
    doc.querySelector('link')?.dispatchEvent(new Event('load'));
    expect(await settled(loading)).toBe(true);
  });

  it("takes the page's own CSS out once it has loaded, not before, and leaves it when it fails", async () => {
    const doc = page(`<style id="page-css">.a{}</style>${list(SHEET)}`);
    const loading = wholeStylesheet(doc);
    expect(doc.getElementById('page-css')).not.toBeNull();
    doc.querySelector('link')?.dispatchEvent(new Event('load'));
    await loading;
    expect(doc.getElementById('page-css')).toBeNull();

    const failing = page(`<style id="page-css">.a{}</style>${list(SHEET)}`);
    const failed = wholeStylesheet(failing);
    failing.querySelector('link')?.dispatchEvent(new Event('error'));
    await failed;
    expect(failing.getElementById('page-css')).not.toBeNull();
  });

  it('does not stop the app when it fails', async () => {
    const doc = page(list(SHEET));
    const loading = wholeStylesheet(doc);
    doc.querySelector('link')?.dispatchEvent(new Event('error'));
    expect(await settled(loading)).toBe(true);
  });

  it('is nothing to wait for when the list names none, the page links it, or there is no list', async () => {
    for (const head of [
      list(),
      `${list(SHEET)}<link rel="stylesheet" href="${SHEET}">`,
      '',
      '<script id="app-scripts">{</script>',
    ]) {
      const doc = page(head);
      expect(await settled(wholeStylesheet(doc)), head).toBe(true);
      expect(sheets(doc).length, head).toBeLessThanOrEqual(1);
    }
  });

  it('is nothing to wait for without a document (the server render)', async () => {
    expect(await settled(wholeStylesheet(undefined))).toBe(true);
  });
});
