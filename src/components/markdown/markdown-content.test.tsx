// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownContent, MarkdownRendererContext } from './markdown-content.tsx';
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
