// @vitest-environment jsdom
// Which URLs may be published, row by row (tests/fixtures/hostile/url-schemes.json), through
// every consumer of the rule: the content gate (the build and the CMS refuse the link), the
// build's renderer and sanitiser (scripts/content/rich-text.ts) and the browser's renderer
// (src/lib/markdown/markdown-browser.ts, what src/components/markdown/rendered-markdown.tsx shows: local
// copies, previews). A refused URL never
// comes out as an href or a src; an accepted link keeps its address.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer, type Token } from 'marked';
import { describe, expect, it } from 'vitest';
import { markdownToSafeHtmlInBrowser } from '../../src/lib/markdown/markdown-browser.ts';
import { refusedMarkdownLinks } from '../../src/lib/markdown/markdown-links.ts';
import { isPublishableUrl } from '../../src/lib/url-rule.ts';
import { markdownToSafeHtml } from './rich-text.ts';

type Row = { url: string; publish: boolean; why: string };

const fixture = path.join(import.meta.dirname, '../../tests/fixtures/hostile/url-schemes.json');
const rows = (JSON.parse(readFileSync(fixture, 'utf8')) as { urls: Row[] }).urls;

/** A link and a picture to `url`, written so that the Markdown parser reads `url` exactly. */
const markdownWith = (url: string) => {
  const target = `<${url.replace(/[\\<>]/g, '\\$&')}>`;
  return `Veja [a ligação](${target}) e a foto ![foto](${target}).`;
};

/** The targets the Markdown parser reads in `markdown` (links and pictures). */
function parsedTargets(markdown: string): string[] {
  const targets: string[] = [];
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'link' || token.type === 'image') targets.push((token as { href: string }).href);
      const children = (token as { tokens?: Token[] }).tokens;
      if (children) walk(children);
    }
  };
  walk(new Lexer({ gfm: true }).lex(markdown));
  return targets;
}

/** Every href and src of some HTML, as the browser reads them (entities decoded). */
function addresses(root: ParentNode): { links: string[]; all: string[] } {
  const links = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
  const all = [
    ...root.querySelectorAll('[href], [src], [srcset], [action], [formaction], [xlink\\:href]'),
  ].flatMap((element) =>
    element
      .getAttributeNames()
      .filter((name) => /^(href|src|srcset|action|formaction|xlink:href)$/i.test(name))
      .map((name) => element.getAttribute(name) ?? ''),
  );
  return { links, all };
}

const parseHtml = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

describe('the URL rule, row by row (tests/fixtures/hostile/url-schemes.json)', () => {
  it('has rows of both verdicts, each read exactly by the Markdown parser', () => {
    expect(rows.filter((row) => row.publish).length).toBeGreaterThan(5);
    expect(rows.filter((row) => !row.publish).length).toBeGreaterThan(20);
    for (const row of rows) expect(parsedTargets(markdownWith(row.url)), row.why).toEqual([row.url, row.url]);
  });

  it.each(rows)('the rule itself: $why ($url)', ({ url, publish }) => {
    expect(isPublishableUrl(url)).toBe(publish);
  });

  it.each(rows)('the content gate: $why ($url)', ({ url, publish }) => {
    const refused = refusedMarkdownLinks(markdownWith(url)).map((link) => link.url);
    expect(refused).toEqual(publish ? [] : [url, url]);
  });

  it.each(rows)("the build's renderer: $why ($url)", ({ url, publish }) => {
    const { links, all } = addresses(parseHtml(markdownToSafeHtml(markdownWith(url))));
    if (publish) expect(links.map(decodeURI)).toContain(url);
    else expect(all).toEqual([]);
    expect(all.filter((address) => !isPublishableUrl(address))).toEqual([]);
  });

  it.each(rows)("the browser's renderer: $why ($url)", ({ url, publish }) => {
    const { links, all } = addresses(parseHtml(markdownToSafeHtmlInBrowser(markdownWith(url))));
    if (publish) expect(links.map(decodeURI)).toContain(url);
    else expect(all).toEqual([]);
    expect(all.filter((address) => !isPublishableUrl(address))).toEqual([]);
  });
});
