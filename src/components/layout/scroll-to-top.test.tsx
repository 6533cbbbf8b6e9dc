// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top.tsx';

const scrollTo = vi.fn();

beforeEach(() => {
  scrollTo.mockReset();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(initialEntry: string) {
  const router = memoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: [initialEntry],
  });
  render(router.app);
  return router;
}

async function go(router: ReturnType<typeof renderAt>, to: string) {
  await act(async () => {
    await router.navigate(to);
  });
}

describe('ScrollToTop', () => {
  it('does not scroll on the first render', () => {
    renderAt('/loja');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top when the path changes', async () => {
    const router = renderAt('/');
    await go(router, '/sobre');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('does not scroll when only the query changes (typing a search)', async () => {
    const router = renderAt('/loja');
    await go(router, '/loja?search=gel');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll when only the hash changes', async () => {
    const router = renderAt('/sobre');
    await go(router, '/sobre#missao');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const router = renderAt('/');
    await go(router, '/blog');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
