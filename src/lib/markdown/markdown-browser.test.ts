// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import xssCorpus from '../../../tests/fixtures/xss-payloads.json';
import { markdownToSafeHtmlInBrowser, sanitizeRichTextInBrowser } from './markdown-browser.ts';

const payloads = (xssCorpus as { payloads: { id: number; kind: string; payload: string }[] }).payloads;

describe('sanitizeRichTextInBrowser (DOMPurify)', () => {
  it.each(payloads)(
    'payload $id ($kind) as raw HTML: no script, handler, frame or refused address',
    ({ payload }) => {
      const template = document.createElement('template');
      template.innerHTML = sanitizeRichTextInBrowser(
        `<p>${payload}</p><a href="${payload}">x</a><img src="${payload}">`,
      );
      expect(
        template.content.querySelector(
          'script, svg, math, iframe, object, style, meta, base, input, details, video',
        ),
      ).toBeNull();
      const attributes = [...template.content.querySelectorAll('*')].flatMap((element) =>
        element.getAttributeNames(),
      );
      expect(attributes.filter((name) => !['href', 'src', 'alt', 'title'].includes(name))).toEqual([]);
      for (const element of template.content.querySelectorAll('[href], [src]')) {
        expect(element.getAttribute('href') ?? element.getAttribute('src')).toMatch(
          /^(https:\/\/|mailto:|tel:|\/(?!\/)|#)/,
        );
      }
    },
  );

  it('keeps what rich text is made of', () => {
    const html =
      '<h2>Título</h2><ul><li><strong>a</strong> <em>b</em></li></ul>' +
      '<p><a href="https://x.pt/a" title="t">x</a> <img src="/images/a.jpg" alt="a"></p><ol start="3"><li>c</li></ol>';
    expect(sanitizeRichTextInBrowser(html)).toBe(html);
  });

  it('removes an attribute a tag does not have and an address the URL rule refuses', () => {
    expect(sanitizeRichTextInBrowser('<p href="https://x.pt" title="t">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichTextInBrowser('<a href="http://x.pt">a</a><a href="/\\x.pt">b</a>')).toBe(
      '<a>a</a><a>b</a>',
    );
  });
});

describe('markdownToSafeHtmlInBrowser', () => {
  it('renders Markdown like the build: raw HTML as text', () => {
    expect(markdownToSafeHtmlInBrowser('## Olá\n\n<b>x</b> [site](https://x.pt)')).toBe(
      '<h2>Olá</h2>\n<p>&lt;b&gt;x&lt;/b&gt; <a href="https://x.pt">site</a></p>\n',
    );
  });
});
