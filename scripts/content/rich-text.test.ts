import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/schema.ts';
import { refusedMarkdownLinks } from '../../src/lib/markdown/markdown-links.ts';
import { markdownToSafeHtml, sanitizeRichText, withProductHtml } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('removes scripts, event handlers, styles and javascript: URLs, keeping the text', () => {
    const html = sanitizeRichText(
      '<p onclick="steal()" style="color:red">Olá <script>alert(1)</script><a href="javascript:alert(1)">ligação</a>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://example.com"></iframe></p>',
    );
    expect(html).toBe('<p>Olá <a>ligação</a><img /></p>');
  });

  it('keeps what rich text is made of', () => {
    const html =
      '<h2>Título</h2><ul><li><strong>a</strong> <em>b</em></li></ul><p><a href="https://x.pt/a">x</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops image URLs that are not http(s) and links of unsafe schemes in any spelling', () => {
    expect(sanitizeRichText('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">')).toBe(
      '<img alt="a" />',
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a><a href="vbscript:x">y</a>')).toBe(
      '<a>x</a><a>y</a>',
    );
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

describe('a product description', () => {
  const html = (description: string) =>
    withProductHtml({ name: 'Gel', description } as Product).descriptionHtml ?? '';

  it('is the Markdown the CMS writes: bold, italic, lists and links, rendered as in a post', () => {
    const description =
      'Gel **açaí** *intenso*.\n\n* Não risca\n* Seca em [60 s](/loja)\n\n1. Limpe\n2. Aplique';
    expect(html(description)).toBe(markdownToSafeHtml(description));
    expect(html(description)).toBe(
      '<p>Gel <strong>açaí</strong> <em>intenso</em>.</p>\n' +
        '<ul>\n<li>Não risca</li>\n<li>Seca em <a href="/loja">60 s</a></li>\n</ul>\n' +
        '<ol>\n<li>Limpe</li>\n<li>Aplique</li>\n</ol>\n',
    );
  });

  it('shows marks the rich-text editor escaped as typed, with no backslash', () => {
    // What Decap writes when '**açaí**' and '- Não risca' are typed as text in its rich-text mode.
    const written = html(String.raw`\*\*açaí\*\* e \_só\_` + '\n\n' + String.raw`\- Não risca \# 1`);
    expect(written).toBe('<p>**açaí** e _só_</p>\n<p>- Não risca # 1</p>\n');
    expect(written).not.toContain('\\');
  });

  it('keeps raw HTML as text and drops unsafe link targets, which the build also names', () => {
    const description =
      '<img src=x onerror=alert(1)> [clique](javascript:alert(1)) [site](https://exemplo.pt)';
    expect(html(description)).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt; clique <a href="https://exemplo.pt">site</a></p>\n',
    );
    expect(refusedMarkdownLinks(description)).toEqual([{ line: 1, url: 'javascript:alert(1)' }]);
  });
});
