// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLogin } from '#src/lib/admin-env.ts';
import { hashPassword, MIN_PASSWORD_HASH_ITERATIONS } from '#src/lib/password-hash.ts';
import { AdminLoginPage } from './admin-login-page.tsx';

const config = vi.hoisted(() => ({ login: undefined as AdminLogin | undefined }));
vi.mock('../admin-login-config.ts', () => ({
  get adminLogin() {
    return config.login;
  },
}));

const hash = (text: string) => hashPassword(text, MIN_PASSWORD_HASH_ITERATIONS);
const DEMO: AdminLogin = {
  username: 'admin',
  passwordHash: await hash('demo-senha'),
  demoPassword: 'demo-senha',
};
const CONFIGURED: AdminLogin = { username: 'ana', passwordHash: await hash('s3gredo') };

function renderLogin() {
  const router = createMemoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/dashboard', element: <h1>Painel</h1> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

describe('AdminLoginPage', () => {
  it('shows the demo credentials only when none are configured', () => {
    config.login = DEMO;
    renderLogin();
    expect(screen.getByRole('note', { name: 'Credenciais de demonstração' }).textContent).toContain(
      'demo-senha',
    );
    cleanup();
    config.login = CONFIGURED;
    renderLogin();
    expect(screen.queryByRole('note', { name: 'Credenciais de demonstração' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' }).getAttribute('href')).toBe(
      '/admin/',
    );
  });

  it('checks, says the credentials are wrong, clears the message on typing, then signs in', async () => {
    config.login = CONFIGURED;
    const router = renderLogin();
    type('Utilizador', 'ana');
    type('Palavra-passe', 'errada');
    fireEvent.submit(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('button', { name: 'A verificar...' })).toHaveProperty('disabled', true);
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert.textContent).toBe('Credenciais inválidas. Tente novamente.');
    expect(localStorage.getItem('admin_token')).toBeNull();
    type('Palavra-passe', 'errada!');
    expect(screen.queryByRole('alert')).toBeNull();

    type('Palavra-passe', 's3gredo');
    fireEvent.submit(screen.getByRole('button', { name: 'Entrar' }));
    await screen.findByRole('heading', { name: 'Painel' }, { timeout: 2000 });
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_token')).not.toBeNull();
  });

  it('does not start a check with a username of spaces', () => {
    config.login = CONFIGURED;
    renderLogin();
    type('Utilizador', '   ');
    type('Palavra-passe', 's3gredo');
    fireEvent.submit(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByRole('button', { name: 'A verificar...' })).toBeNull();
  });

  it('toggles the password between hidden and shown', () => {
    config.login = CONFIGURED;
    renderLogin();
    const password = screen.getByLabelText('Palavra-passe');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Mostrar palavra-passe' }));
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Ocultar palavra-passe' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('sends a signed-in owner straight to the dashboard', async () => {
    config.login = CONFIGURED;
    localStorage.setItem('admin_token', '{"signedInAt":"2026-01-01T00:00:00.000Z"}');
    await act(async () => {
      renderLogin();
    });
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeTruthy();
  });
});
