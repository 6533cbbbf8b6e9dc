// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appScriptsElement } from '#src/lib/page-loading/app-loader.ts';
import { LIST_WAITING_CLASS } from '#src/lib/page-loading/list-waiting.ts';

const SHEET = '/assets/style-d.css';

function Bars({ count }: { count: number }) {
  return <p>{`${count} barras`}</p>;
}

describe('a skeleton loaded on first use', () => {
  it('waits for the whole stylesheet as well as its code: unstyled, it would grow when the sheet came', async () => {
    // The whole stylesheet is asked for once per document: fresh modules, so that no earlier test
    // file's request stands in for this page's.
    vi.resetModules();
    const { lazySkeleton } = await import('./lazy-skeleton.tsx');
    // A prerendered page with only its own CSS: its list names the whole stylesheet.
    document.head.innerHTML = appScriptsElement({ entry: '/assets/index-a.js', preload: [], style: SHEET });
    let codeLoaded = false;
    const Skeleton = lazySkeleton('A carregar produtos…', async () => {
      codeLoaded = true;
      return Bars;
    });

    const { unmount } = render(<Skeleton count={8} />);
    // What follows the list is not painted while it waits (src/styles/global.css).
    expect(document.documentElement).toHaveClass(LIST_WAITING_CLASS);
    // Its code is in, the sheet is not: the status and the room it keeps, without the bars.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(codeLoaded).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('A carregar produtos…');
    expect(screen.getByRole('status').closest('.skeleton-area')).not.toBeNull();
    expect(screen.queryByText('8 barras')).toBeNull();

    const sheet = document.head.querySelector(`link[rel="stylesheet"][href="${SHEET}"]`);
    expect(sheet).not.toBeNull();
    await act(async () => {
      sheet?.dispatchEvent(new Event('load'));
    });
    expect(await screen.findByText('8 barras')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass(LIST_WAITING_CLASS);
    unmount();
    expect(document.documentElement).not.toHaveClass(LIST_WAITING_CLASS);
  });
});
