// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { Pagination, pageSearch } from './pagination.tsx';

afterEach(cleanup);

function renderAt(url: string, page: number, totalPages: number) {
  const router = memoryRouter(
    [{ path: '/loja', element: <Pagination page={page} totalPages={totalPages} /> }],
    {
      initialEntries: [url],
    },
  );
  return render(router.app);
}

describe('pageSearch', () => {
  it('sets page and keeps the other parameters; page 1 removes it', () => {
    expect(pageSearch('?search=gel&page=3', 2)).toBe('?search=gel&page=2');
    expect(pageSearch('?search=gel&page=3', 1)).toBe('?search=gel');
    expect(pageSearch('?page=3', 1)).toBe('');
    expect(pageSearch('', 4)).toBe('?page=4');
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = renderAt('/loja', 1, 1);
    expect(container.innerHTML).toBe('');
  });

  it('links every page up to 7, marking the current one', () => {
    renderAt('/loja?search=gel&page=3', 3, 7);
    const links = screen.getAllByRole('link', { name: /^Página \d$/ });
    expect(links.map((link) => link.textContent)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(screen.getByRole('link', { name: 'Página 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Página 1' }).getAttribute('href')).toBe('/loja?search=gel');
    expect(screen.getByRole('link', { name: /Anterior/ }).getAttribute('href')).toBe(
      '/loja?search=gel&page=2',
    );
    expect(screen.getByRole('link', { name: /Seguinte/ }).getAttribute('href')).toBe(
      '/loja?search=gel&page=4',
    );
  });

  it('shows the first, the last, the neighbours and ellipses beyond 7 pages', () => {
    const { container } = renderAt('/loja?page=6', 6, 12);
    const items = [...container.querySelectorAll('.pagination__pages li')].map((li) => li.textContent);
    expect(items).toEqual(['1', '…', '5', '6', '7', '…', '12']);
  });

  it('disables previous on the first page and next on the last', () => {
    renderAt('/loja', 1, 3);
    expect(screen.queryByRole('link', { name: /Anterior/ })).toBeNull();
    expect(screen.getByText('Anterior').closest('[aria-disabled="true"]')).toBeTruthy();
    cleanup();
    renderAt('/loja?page=3', 3, 3);
    expect(screen.queryByRole('link', { name: /Seguinte/ })).toBeNull();
  });
});
