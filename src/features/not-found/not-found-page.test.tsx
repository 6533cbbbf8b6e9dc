// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import { NotFoundPage } from './not-found-page.tsx';

afterEach(cleanup);

describe('NotFoundPage', () => {
  it('says the page was not found, links home and asks search engines not to index it', async () => {
    const router = memoryRouter([{ path: '*', element: <NotFoundPage /> }], {
      initialEntries: ['/nao-existe'],
    });
    await act(async () => {
      render(router.app);
    });
    expect(screen.getByRole('heading', { level: 1, name: '404 Página Não Encontrada' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').id).toBe('main');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});
