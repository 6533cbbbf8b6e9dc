import { describe, it, expect } from 'vitest';
import { escapeHtml, renderMarkdown } from './markdown.ts';

describe('renderMarkdown: formatting', () => {
  it('renders headings without ids', () => {
    expect(renderMarkdown('# T')).toBe('<h1>T</h1>\n');
    expect(renderMarkdown('## Cuidados diários')).toBe('<h2>Cuidados diários</h2>\n');
    expect(renderMarkdown('### Passo 1')).toBe('<h3>Passo 1</h3>\n');
  });

  it('renders bold and italic', () => {
    expect(renderMarkdown('**b**')).toBe('<p><strong>b</strong></p>\n');
    expect(renderMarkdown('*i*')).toBe('<p><em>i</em></p>\n');
    expect(renderMarkdown('__b__ e _i_')).toBe('<p><strong>b</strong> e <em>i</em></p>\n');
  });

  it('renders paragraphs split at blank lines', () => {
    expect(renderMarkdown('Um.\n\nDois.')).toBe('<p>Um.</p>\n<p>Dois.</p>\n');
  });

  it('renders bulleted and numbered lists', () => {
    expect(renderMarkdown('- a\n- b')).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n');
    expect(renderMarkdown('1. um\n2. dois')).toBe('<ol>\n<li>um</li>\n<li>dois</li>\n</ol>\n');
  });

  it('renders safe links', () => {
    expect(renderMarkdown('[Loja](/loja)')).toBe('<p><a href="/loja">Loja</a></p>\n');
    expect(renderMarkdown('[Site](https://exemplo.pt "Título")')).toBe(
      '<p><a href="https://exemplo.pt" title="Título">Site</a></p>\n',
    );
    expect(renderMarkdown('[Email](mailto:ola@exemplo.pt)')).toContain('href="mailto:ola@exemplo.pt"');
    expect(renderMarkdown('[Ligar](tel:+351912345678)')).toContain('href="tel:+351912345678"');
  });

  it('renders a heading followed by text', () => {
    expect(renderMarkdown('## Sub\nTexto')).toBe('<h2>Sub</h2>\n<p>Texto</p>\n');
  });

  it('returns a string synchronously', () => {
    expect(typeof renderMarkdown('x')).toBe('string');
    expect(renderMarkdown('')).toBe('');
  });
});

describe('renderMarkdown: safety', () => {
  it('escapes a script block instead of rendering it', () => {
    const html = renderMarkdown('<script>alert(1)</script>');
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('escapes inline HTML tags', () => {
    expect(renderMarkdown('a <b onmouseover="x()">x</b> c')).toBe(
      '<p>a &lt;b onmouseover=&quot;x()&quot;&gt;x&lt;/b&gt; c</p>\n',
    );
  });

  it('escapes block HTML, comments and event-handler attributes', () => {
    expect(renderMarkdown('<div>\nhi\n</div>\n\npara')).toBe(
      '<p>&lt;div&gt;\nhi\n&lt;/div&gt;</p>\n<p>para</p>\n',
    );
    expect(renderMarkdown('<!-- oculto -->')).not.toContain('<!--');
    const img = renderMarkdown('<img src=x onerror=alert(1)>');
    expect(img).not.toContain('<img');
    expect(img).toContain('&lt;img');
  });

  it('drops javascript: links but keeps their text', () => {
    for (const source of [
      '[clique](javascript:alert(1))',
      '[clique](JAVASCRIPT:alert(1))',
      '[clique](&#106;avascript:alert(1))',
      '[clique](data:text/html,<script>alert(1)</script>)',
      '[clique](vbscript:msgbox)',
    ]) {
      const html = renderMarkdown(source);
      expect(html).not.toMatch(/<a\b/);
      expect(html.toLowerCase()).not.toContain('href');
      expect(html).toContain('clique');
    }
  });

  it('drops an image with an unsafe source, keeping its alt text', () => {
    expect(renderMarkdown('![foto](javascript:alert(1))')).toBe('<p>foto</p>\n');
  });

  it('renders images with a safe source and escapes the alt text', () => {
    expect(renderMarkdown('![a"<b](/img.png)')).toBe('<p><img src="/img.png" alt="a&quot;&lt;b"></p>\n');
  });

  it('escapes raw HTML inside list items and headings', () => {
    expect(renderMarkdown('- <script>x</script>')).not.toContain('<script');
    expect(renderMarkdown('# <em onclick="x">t</em>')).not.toContain('<em onclick');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
