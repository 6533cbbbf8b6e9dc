// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownContent } from './markdown-content.tsx';

afterEach(cleanup);

describe('MarkdownContent', () => {
  it('renders the Markdown as HTML, raw HTML shown as text', () => {
    const { container } = render(<MarkdownContent className="prose" source={'## Título\n\n<b>x</b>'} />);
    const div = container.querySelector('div.prose');
    expect(div?.querySelector('h2')?.textContent).toBe('Título');
    expect(div?.querySelector('b')).toBeNull();
    expect(div?.textContent).toContain('<b>x</b>');
  });

  it('keeps its nodes when the page re-renders with the same text', () => {
    const { container, rerender } = render(<MarkdownContent source={'Olá **mundo**'} />);
    const paragraph = container.querySelector('p');
    rerender(<MarkdownContent source={'Olá **mundo**'} />);
    expect(container.querySelector('p')).toBe(paragraph);
    rerender(<MarkdownContent source={'Adeus'} />);
    expect(container.querySelector('p')?.textContent).toBe('Adeus');
  });
});
