// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './providers.tsx';

afterEach(cleanup);

function BrokenFrame(): never {
  throw new Error('frame broke');
}

describe('AppProviders', () => {
  it('shows a message with the ways on, not a blank screen, when everything below fails', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppProviders published={{}}>
        <BrokenFrame />
      </AppProviders>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Ocorreu um erro inesperado');
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' }).getAttribute('href')).toBe('/');
    const logged = consoleError.mock.calls.map((call) => call.map(String).join(' '));
    expect(logged.some((text) => text.includes('The site failed to render'))).toBe(true);
    consoleError.mockReset();
  });
});
