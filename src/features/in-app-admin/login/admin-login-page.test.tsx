// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminLogin } from '#src/lib/in-app-admin/admin-env.ts';
import { hashPassword, MIN_PASSWORD_HASH_ITERATIONS } from '#src/lib/in-app-admin/password-hash.ts';
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
  const router = memoryRouter(
    [
      { path: '/admin/login', element: <AdminLoginPage /> },
      { path: '/admin/dashboard', element: <h1>Painel</h1> },
    ],
    { initialEntries: ['/admin/login'] },
  );
  render(router.app);
  return router;
}

/** The owner, typing and clicking (user-event: every key, focus and click as a browser fires them). */
const owner = () => userEvent.setup();

/** Empties the field, then types `value` into it key by key. */
async function typeInto(user: ReturnType<typeof owner>, label: string, value: string) {
  const field = screen.getByLabelText(label, { selector: 'input' });
  await user.clear(field);
  await user.type(field, value);
}

beforeEach(() => {
  localStorage.clear();
});
afterEach(cleanup);

describe('AdminLoginPage', () => {
  it('shows the demo credentials only when none are configured', () => {
    config.login = DEMO;
    renderLogin();
    expect(screen.getByRole('note', { name: 'Credenciais de demonstração' })).toHaveTextContent('demo-senha');
    cleanup();
    config.login = CONFIGURED;
    renderLogin();
    expect(screen.queryByRole('note', { name: 'Credenciais de demonstração' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Abrir o editor de conteúdos (CMS)' })).toHaveAttribute(
      'href',
      '/admin/',
    );
  });

  it('checks, says the credentials are wrong, clears the message on typing, then signs in', async () => {
    config.login = CONFIGURED;
    const router = renderLogin();
    const user = owner();
    await typeInto(user, 'Utilizador', 'ana');
    await typeInto(user, 'Palavra-passe', 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const alert = await screen.findByRole('alert', {}, { timeout: 2000 });
    expect(alert).toHaveTextContent('Credenciais inválidas. Tente novamente.');
    expect(localStorage.getItem('admin_token')).toBeNull();
    await user.type(screen.getByLabelText('Palavra-passe', { selector: 'input' }), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await typeInto(user, 'Palavra-passe', 's3gredo');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Painel' }, { timeout: 2000 })).toBeVisible();
    expect(router.history.location.pathname).toBe('/admin/dashboard');
    expect(localStorage.getItem('admin_token')).not.toBeNull();
  });

  it("says 'A verificar...' on a disabled button while it checks", async () => {
    config.login = CONFIGURED;
    renderLogin();
    const user = owner();
    await typeInto(user, 'Utilizador', 'ana');
    await typeInto(user, 'Palavra-passe', 'errada');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.getByRole('button', { name: 'A verificar...' })).toBeDisabled();
    await screen.findByRole('alert', {}, { timeout: 2000 });
  });

  it('does not start a check with a username of spaces', async () => {
    config.login = CONFIGURED;
    renderLogin();
    const user = owner();
    await typeInto(user, 'Utilizador', '   ');
    await typeInto(user, 'Palavra-passe', 's3gredo');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(screen.queryByRole('button', { name: 'A verificar...' })).not.toBeInTheDocument();
  });

  it('toggles the password between hidden and shown', async () => {
    config.login = CONFIGURED;
    renderLogin();
    const user = owner();
    const password = screen.getByLabelText('Palavra-passe', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar palavra-passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar palavra-passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends a signed-in owner straight to the dashboard', async () => {
    config.login = CONFIGURED;
    localStorage.setItem('admin_token', '{"signedInAt":"2026-01-01T00:00:00.000Z"}');
    await act(async () => {
      renderLogin();
    });
    expect(screen.getByRole('heading', { name: 'Painel' })).toBeVisible();
  });
});
