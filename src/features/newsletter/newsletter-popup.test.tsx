// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Outlet } from '#src/components/router/router.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { NewsletterPopup, preloadNewsletterDialog } from './newsletter-popup.tsx';

const postWebhook = vi.hoisted(() => vi.fn<(url: string | undefined, body: unknown) => Promise<boolean>>());
vi.mock('#src/lib/forms/webhook.ts', () => ({ postWebhook }));

const WEBHOOK_URL = 'https://hooks.example.test/newsletter';
const NOW = new Date('2026-06-15T12:00:00.000Z');

// The dialog is a chunk of its own, fetched when the popup is due: loaded first, it opens at once.
beforeAll(() => preloadNewsletterDialog());

beforeEach(() => {
  localStorage.clear();
  postWebhook.mockReset();
  postWebhook.mockResolvedValue(true);
  vi.stubEnv('VITE_WEBHOOK_NEWSLETTER_URL', WEBHOOK_URL);
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The page frame: the consent choice is made with a button, as the real banner would. */
function Layout({ initialConsent }: { initialConsent: boolean }) {
  const [consentGiven, setConsentGiven] = useState(initialConsent);
  return (
    <>
      <button type="button" onClick={() => setConsentGiven(true)}>
        Aceitar cookies
      </button>
      <Outlet />
      <NewsletterPopup consentGiven={consentGiven} />
    </>
  );
}

function renderAt(path: string, consentGiven = true) {
  const router = memoryRouter(
    [
      {
        path: '/',
        element: <Layout initialConsent={consentGiven} />,
        children: [
          { index: true, element: <button type="button">Página inicial</button> },
          { path: 'loja', element: <p>Loja</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(router.app);
  return router;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });
const popup = () => screen.queryByRole('dialog', { name: 'RECEBA 10% DE DESCONTO' });
const flag = (key: string) => localStorage.getItem(key);

async function subscribe(email = 'ana@example.pt', birthDate = '1990-04-12') {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Data de nascimento/), { target: { value: birthDate } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'QUERO SUBSCREVER' }));
  });
}

describe('NewsletterPopup: when it shows', () => {
  it('opens 2 s after the home page opens once a cookie choice exists', () => {
    renderAt('/');
    advance(1999);
    expect(popup()).toBeNull();
    advance(1);
    expect(popup()).not.toBeNull();
  });

  it('waits for the cookie choice, then opens 2 s after it', () => {
    renderAt('/', false);
    advance(5000);
    expect(popup()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar cookies' }));
    advance(1999);
    expect(popup()).toBeNull();
    advance(1);
    expect(popup()).not.toBeNull();
  });

  it('shows only on the home page', () => {
    renderAt('/loja');
    advance(5000);
    expect(popup()).toBeNull();
  });

  it('does not open when the visitor leaves the home page within 2 s', async () => {
    const router = renderAt('/');
    advance(1000);
    await act(async () => {
      await router.navigate('/loja');
    });
    advance(5000);
    expect(popup()).toBeNull();
  });

  it('never shows again once closed or subscribed', () => {
    localStorage.setItem(STORAGE_KEYS.newsletterPopupClosed, 'true');
    renderAt('/');
    advance(5000);
    expect(popup()).toBeNull();
    cleanup();

    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    renderAt('/');
    advance(5000);
    expect(popup()).toBeNull();
  });

  it('shows despite the flags when forced with /?newsletter=1', () => {
    localStorage.setItem(STORAGE_KEYS.newsletterPopupClosed, 'true');
    localStorage.setItem(STORAGE_KEYS.newsletterSubscribed, 'true');
    renderAt('/?newsletter=1');
    advance(2000);
    expect(popup()).not.toBeNull();
  });

  it('is not forced before the cookie choice', () => {
    renderAt('/?newsletter=1', false);
    advance(5000);
    expect(popup()).toBeNull();
  });
});

describe('NewsletterPopup: the dialog', () => {
  it('is a modal dialog named by its title, with focus on its close button and the page scroll locked', () => {
    renderAt('/');
    const pageButton = screen.getByRole('button', { name: 'Página inicial' });
    pageButton.focus();
    advance(2000);
    const dialog = popup();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Fechar' }));
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/politica-privacidade',
    );
    for (const benefit of [
      '10% de desconto na primeira encomenda',
      'Novidades e lançamentos',
      'Promoções exclusivas',
      'Dicas de aplicação',
    ]) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('type')).toBe('email');
    expect(email.hasAttribute('required')).toBe(true);
    const birthDate = screen.getByLabelText(/^Data de nascimento/);
    expect(birthDate.getAttribute('type')).toBe('date');
    expect(birthDate.hasAttribute('required')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(popup()).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(pageButton);
  });

  it.each([
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Fechar' }))],
    ['Escape', () => pressEscapeIn(popup() as Element)],
    ['a click on the backdrop', () => fireEvent.click(document.querySelector('.modal__backdrop') as Element)],
  ])('closing with %s stores the closed flag', (_label, close) => {
    renderAt('/');
    advance(2000);
    close();
    expect(popup()).toBeNull();
    expect(flag(STORAGE_KEYS.newsletterPopupClosed)).toBe('true');
    expect(flag(STORAGE_KEYS.newsletterSubscribed)).toBeNull();
    advance(10_000);
    expect(popup()).toBeNull();
  });

  it('requires a valid email and sends nothing without one', async () => {
    renderAt('/');
    advance(2000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'QUERO SUBSCREVER' }));
    });
    expect(screen.getByText('O email é obrigatório.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'ana@' } });
    expect(screen.queryByText('O email é obrigatório.')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'QUERO SUBSCREVER' }));
    });
    expect(screen.getByText('Introduza um email válido.')).toBeTruthy();
    advance(2000);
    expect(postWebhook).not.toHaveBeenCalled();
  });

  it("subscribes: 'A SUBSCREVER...' for 1 s, the exact payload, 'Obrigada!', then closes itself after 2 s", async () => {
    renderAt('/');
    advance(2000);
    await subscribe();
    expect(screen.getByRole('button', { name: 'A SUBSCREVER...' }).hasAttribute('disabled')).toBe(true);
    expect(postWebhook).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(postWebhook).toHaveBeenCalledTimes(1);
    expect(postWebhook).toHaveBeenCalledWith(WEBHOOK_URL, {
      formId: 'newsletter_popup',
      email: 'ana@example.pt',
      birthDate: '1990-04-12',
      submittedAt: '2026-06-15T12:00:03.000Z',
      source: 'home_popup',
    });
    expect(screen.getByRole('heading', { name: 'Obrigada!' })).toBeTruthy();
    expect(screen.getByText(/código de 10% de desconto/)).toBeTruthy();
    expect(flag(STORAGE_KEYS.newsletterSubscribed)).toBe('true');
    expect(popup()).toBeNull(); // the dialog is now named 'Obrigada!'
    expect(screen.getByRole('dialog', { name: 'Obrigada!' })).toBeTruthy();

    advance(1999);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    advance(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an empty birth date when none was given', async () => {
    renderAt('/');
    advance(2000);
    await subscribe('ana@example.pt', '');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(postWebhook.mock.calls[0]?.[1]).toMatchObject({ birthDate: '' });
  });

  it('only logs a webhook failure and still thanks the visitor', async () => {
    postWebhook.mockResolvedValue(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAt('/');
    advance(2000);
    await subscribe();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(warn).toHaveBeenCalledWith('Newsletter webhook failed');
    expect(screen.getByRole('heading', { name: 'Obrigada!' })).toBeTruthy();
    expect(flag(STORAGE_KEYS.newsletterSubscribed)).toBe('true');
  });

  it('a forced popup closed on this visit does not reopen by itself', () => {
    renderAt('/?newsletter=1');
    advance(2000);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    advance(10_000);
    expect(popup()).toBeNull();
  });
});
