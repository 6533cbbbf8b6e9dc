// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.ts';
import { markdownBlocksText, markdownPlainText } from './markdown-text.ts';
import { frontMatterOf } from '../../../scripts/content/front-matter.ts';

/** What a reader of the rendered HTML sees, as one line: blocks and line breaks become spaces. */
function renderedText(markdown: string): string {
  const html = renderMarkdown(markdown).replace(/<br>|<\/(?:p|li|h[1-6]|pre|blockquote)>/g, ' $&');
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// What the CMS's editor writes (rich-text mode escapes typed marks; its lists use '*'), and what
// an owner types in its Markdown mode or in the in-app admin.
const WRITTEN = [
  String.raw`\*\*açaí\*\* e \*só\* um`,
  String.raw`\- Não risca` + '\n' + String.raw`\- Seca depressa`,
  String.raw`\# Não é um título, \_nem itálico\_ \[nem ligação\](x)`,
  '**Açaí** intenso, *brilho* duradouro e ***muito*** forte.',
  'Vantagens:\n\n* Não risca\n* Seca em **60 s**\n\n1. Limpe\n2. Aplique',
  'Intro:\n- um\n- dois\n\nDepois.',
  'Veja a [loja](/loja "Loja") ou [escreva-nos](mailto:ola@exemplo.pt), e <https://exemplo.pt/a_b>.',
  '[clique](javascript:alert(1)) e ![foto](https://exemplo.pt/f.jpg)',
  'Texto [ref][site] e [site].\n\n[site]: https://exemplo.pt',
  'Código `a*b*c` e ``x ` y`` e <b>negrito?</b> <!-- nota -->',
  'nome_de_ficheiro e _itálico_ e __forte__ e ~~riscado~~',
  '2 * 3 * 4, 5* estrelas, a ** b, **sem fim',
  '**Nota: ** texto e ** Nota:** texto',
  'Linha um  \nLinha dois\\\nLinha três',
  'Título\n======\n\nSub\n---\n\n## Outro ##\n\n---\n\n> citação **forte**\n> mais',
  '```\n**literal**\n```\n\nDepois',
  '- [x] feito\n- [ ] por fazer',
  '&amp; &lt;b&gt; &copy; &euro; &#233; &#x41; &nbsp;',
  '1999. Um ano\n\nTexto\n2000. outro',
  '* um *dois*\n* três',
];

const contentRoot = path.join(import.meta.dirname, '..', '..', '..', 'content');
const SAMPLE = ['products', 'courses', 'blog', 'pages'].flatMap((dir) =>
  readdirSync(path.join(contentRoot, dir))
    .filter((file) => file.endsWith('.md'))
    .map((file) => frontMatterOf(readFileSync(path.join(contentRoot, dir, file), 'utf8')).body),
);

describe('markdownPlainText', () => {
  it.each(WRITTEN)('gives the text the renderer shows: %j', (markdown) => {
    expect(markdownPlainText(markdown)).toBe(renderedText(markdown));
  });

  // About 90 texts through the renderer and the DOM: under a second alone, more on a busy machine.
  it(
    'gives the text the renderer shows for every Markdown text of the sample content',
    { timeout: 30_000 },
    () => {
      expect(SAMPLE.length).toBeGreaterThan(50);
      for (const markdown of SAMPLE) expect(markdownPlainText(markdown)).toBe(renderedText(markdown));
    },
  );

  it('keeps typed marks and drops real ones, with no backslash left', () => {
    expect(markdownPlainText(String.raw`\*\*açaí\*\* e **cor**`)).toBe('**açaí** e cor');
    expect(markdownPlainText(String.raw`\- Não risca` + '\n\n* Seca')).toBe('- Não risca Seca');
    expect(markdownPlainText('[site](https://exemplo.pt) e [mau](javascript:alert(1))')).toBe('site e mau');
    // A picture is no text, whatever its address (the build refuses an unsafe one).
    expect(markdownPlainText('A ![foto](/images/a.jpg) e ![má](javascript:x) B')).toBe('A e B');
  });
});

describe('markdownBlocksText', () => {
  it('gives each block between blank lines, its list items joined', () => {
    expect(markdownBlocksText('O **Gel X** é *ótimo*\npara unhas.\n\n- um\n- dois\n\n\n  \nFim.')).toEqual([
      'O Gel X é ótimo para unhas.',
      'um dois',
      'Fim.',
    ]);
    expect(markdownBlocksText('')).toEqual([]);
    expect(markdownBlocksText('  \n\n')).toEqual([]);
  });
});
