import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml, productDescriptionToSafeHtml, sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, styles and javascript: URLs, keeping the text', () => {
    const html = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Olá <script>alert(1)</script><a href="javascript:alert(1)">ligação</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://example.com"></iframe></p>',
    );
    expect(html).toBe('<p>Olá <a>ligação</a><img src="x" /></p>');
  });

  it('keeps what rich text is made of', () => {
    const html = '<h2>Título</h2><ul><li><strong>a</strong> <em>b</em></li></ul><p><a href="https://x.pt/a">x</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops image URLs that are not http(s) and links of unsafe schemes in any spelling', () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">')).toBe('<img alt="a" />');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a><a href="vbscript:x">y</a>')).toBe('<a>x</a><a>y</a>');
  });
});

describe('markdownToSafeHtml', () => {
  it('renders Markdown, and raw HTML and unsafe links in the source never become markup', () => {
    const html = markdownToSafeHtml(
      '## Cuidados\n\nTexto **forte** e [site](https://exemplo.pt).\n\n<script>alert(1)</script>\n\n' +
        '[clique](javascript:alert(1)) <img src=x onerror=alert(1)>',
    );
    expect(html).toContain('<h2>Cuidados</h2>');
    expect(html).toContain('<strong>forte</strong>');
    expect(html).toContain('<a href="https://exemplo.pt">site</a>');
    // The raw tags are shown as text; no element, attribute or link comes from them.
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('clique');
  });
});

describe('productDescriptionToSafeHtml', () => {
  it('gives the paragraphs and bold runs the product page builds, with the text escaped', () => {
    expect(productDescriptionToSafeHtml('Gel **forte** <b>x</b>\n\nSegundo & último')).toBe(
      '<p>Gel <strong>forte</strong> &lt;b&gt;x&lt;/b&gt;</p><p>Segundo &amp; último</p>',
    );
  });
});
