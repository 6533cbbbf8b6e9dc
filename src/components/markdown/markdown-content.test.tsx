// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownContent, MarkdownRendererContext } from './markdown-content.tsx';
import xssCorpus from '../../../tests/fixtures/xss-payloads.json';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '#src/lib/markdown/markdown.ts';
import { isPublishableUrl } from '#src/lib/url-rule.ts';
import { RenderedMarkdown } from './rendered-markdown.tsx';

afterEach(cleanup);

describe('MarkdownContent', () => {
  it('renders the given build-time HTML as it is, not the Markdown', () => {
    const { container } = render(
      <MarkdownContent className="prose" source="## Markdown" html="<h2>HTML do build</h2>" />,
    );
    expect(container.querySelector('div.prose')?.innerHTML).toBe('<h2>HTML do build</h2>');
  });

  it('without HTML, renders the Markdown through the lazily loaded renderer, raw HTML shown as text', async () => {
    const { container } = render(<MarkdownContent className="prose" source={'## Título\n\n<b>x</b>'} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Título' })).toBeTruthy();
    const div = container.querySelector('div.prose');
    expect(div?.querySelector('b')).toBeNull();
    expect(div?.textContent).toContain('<b>x</b>');
  });

  it('renders at once with a renderer from the context (the CMS previews)', () => {
    const { container } = render(
      <MarkdownRendererContext.Provider value={(props) => <RenderedMarkdown {...props} />}>
        <MarkdownContent source={'Olá **mundo**'} />
      </MarkdownRendererContext.Provider>,
    );
    expect(container.querySelector('strong')?.textContent).toBe('mundo');
  });

  it('keeps its nodes when the page re-renders with the same HTML', () => {
    const { container, rerender } = render(<MarkdownContent source="x" html="<p>Olá</p>" />);
    const paragraph = container.querySelector('p');
    rerender(<MarkdownContent source="x" html="<p>Olá</p>" />);
    expect(container.querySelector('p')).toBe(paragraph);
    rerender(<MarkdownContent source="x" html="<p>Adeus</p>" />);
    expect(container.querySelector('p')?.textContent).toBe('Adeus');
  });
});

describe('RenderedMarkdown', () => {
  it('keeps its nodes when the page re-renders with the same text', () => {
    const { container, rerender } = render(<RenderedMarkdown source={'Olá **mundo**'} />);
    const paragraph = container.querySelector('p');
    rerender(<RenderedMarkdown source={'Olá **mundo**'} />);
    expect(container.querySelector('p')).toBe(paragraph);
    rerender(<RenderedMarkdown source={'Adeus'} />);
    expect(container.querySelector('p')?.textContent).toBe('Adeus');
  });
});

type XssPayload = { id: number; kind: string; payload: string };
const xssPayloads = (xssCorpus as { payloads: XssPayload[] }).payloads;

/** The payload as a text, a link's and a picture's target, and inside a list and a quote. */
const hostileSources = (payload: string) => {
  const target = `<${payload.replace(/[\\<>]/g, '\\$&')}>`;
  return [
    payload,
    `[clique](${target})`,
    `![foto](${target})`,
    `- ${payload}\n\n> ${payload}`,
    `[ref][x]\n\n[x]: ${target}`,
  ];
};

/** What the rendered HTML may hold that it should not: other tags, other attributes, refused addresses. */
function findings(root: Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (!(RICH_TEXT_TAGS as readonly string[]).includes(tag)) found.push(`<${tag}>`);
    const allowed: readonly string[] = RICH_TEXT_ATTRIBUTES[tag as keyof typeof RICH_TEXT_ATTRIBUTES] ?? [];
    for (const name of element.getAttributeNames()) {
      const value = element.getAttribute(name) ?? '';
      if (!allowed.includes(name)) found.push(`<${tag} ${name}>`);
      else if ((name === 'href' || name === 'src') && !isPublishableUrl(value))
        found.push(`<${tag} ${name}="${value}">`);
    }
  }
  return found;
}

describe("the browser's renderer and the XSS corpus (tests/fixtures/xss-payloads.json)", () => {
  it.each(xssPayloads)('payload $id ($kind) comes out clean', ({ payload }) => {
    for (const source of hostileSources(payload)) {
      const { container } = render(<RenderedMarkdown source={source} />);
      expect(findings(container.firstElementChild as Element), JSON.stringify(source)).toEqual([]);
      cleanup();
    }
  });
});
