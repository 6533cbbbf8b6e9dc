// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '#src/lib/storage.ts';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { ConsentGate } from './consent-gate.tsx';
import { ConsentProvider, useConsent } from './consent-context.tsx';
import { CookieConsent, preloadCookieSettings } from './cookie-consent.tsx';
import { CookieSettingsButton } from './cookie-settings-button.tsx';

const NOW = new Date('2026-06-15T12:00:00.000Z');
/** The clock when the banner has just appeared, 2 s after NOW. */
const BANNER_TIME = '2026-06-15T12:00:02.000Z';

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The footer's button, opening the settings of the store it is rendered in. */
function SettingsButton() {
  return <CookieSettingsButton onOpen={useConsent().openSettings} />;
}

// The settings view is a chunk of its own, fetched when asked for: loaded first, it opens at once.
beforeAll(() => preloadCookieSettings());

function renderConsent() {
  const router = memoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <CookieConsent />
            <main>
              <button type="button">Botão da página</button>
              <ConsentGate category="analytics">
                <p>Estatísticas ativas</p>
              </ConsentGate>
              <ConsentGate category="marketing">
                <p>Marketing ativo</p>
              </ConsentGate>
            </main>
            <footer>
              <SettingsButton />
            </footer>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<ConsentProvider>{router.app}</ConsentProvider>);
}

const banner = () => screen.queryByRole('region', { name: 'Utilizamos cookies' });
const settingsDialog = () => screen.queryByRole('dialog', { name: 'Definições de cookies' });
const stored = () => JSON.parse(localStorage.getItem(STORAGE_KEYS.cookieConsent) ?? 'null') as unknown;

function waitForBanner() {
  act(() => {
    vi.advanceTimersByTime(2000);
  });
}

describe('CookieConsent banner', () => {
  it('appears 2 s after the page opens when no choice is stored, without taking focus', () => {
    renderConsent();
    const pageButton = screen.getByRole('button', { name: 'Botão da página' });
    pageButton.focus();
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(banner()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    const region = banner();
    expect(region).not.toBeNull();
    expect(document.activeElement).toBe(pageButton);
    // Announced politely rather than by moving focus.
    expect(region?.closest('[aria-live="polite"]')).not.toBeNull();
    const buttons = within(region as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(buttons).toEqual(['Aceitar Todos', 'Configurar', 'Rejeitar Opcionais']);
    expect(
      within(region as HTMLElement)
        .getByRole('link', { name: 'Política de Privacidade' })
        .getAttribute('href'),
    ).toBe('/politica-privacidade');
  });

  it("'Aceitar Todos' stores every category as allowed and closes the banner", () => {
    renderConsent();
    waitForBanner();
    expect(screen.queryByText('Estatísticas ativas')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar Todos' }));
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true, timestamp: BANNER_TIME });
    expect(banner()).toBeNull();
    expect(screen.getByText('Estatísticas ativas')).toBeTruthy();
    expect(screen.getByText('Marketing ativo')).toBeTruthy();
  });

  it("'Rejeitar Opcionais' stores analytics and marketing as refused", () => {
    renderConsent();
    waitForBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Rejeitar Opcionais' }));
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false, timestamp: BANNER_TIME });
    expect(banner()).toBeNull();
    expect(screen.queryByText('Estatísticas ativas')).toBeNull();
    expect(screen.queryByText('Marketing ativo')).toBeNull();
  });

  it('does not appear when a valid choice is stored', () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: false,
        timestamp: '2026-06-01T00:00:00.000Z',
      }),
    );
    renderConsent();
    waitForBanner();
    expect(banner()).toBeNull();
    expect(screen.getByText('Estatísticas ativas')).toBeTruthy();
    expect(screen.queryByText('Marketing ativo')).toBeNull();
  });

  it('discards an invalid stored value and asks again', () => {
    localStorage.setItem(STORAGE_KEYS.cookieConsent, JSON.stringify({ analytics: 'sim' }));
    renderConsent();
    expect(screen.queryByText('Estatísticas ativas')).toBeNull();
    waitForBanner();
    expect(banner()).not.toBeNull();
  });

  it('asks again when the stored choice is more than 12 months old', () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: true,
        timestamp: '2025-05-01T00:00:00.000Z',
      }),
    );
    renderConsent();
    waitForBanner();
    expect(banner()).not.toBeNull();
  });
});

describe('CookieConsent settings view', () => {
  it("'Configurar' opens a dialog with essential always on and both optional kinds off", () => {
    renderConsent();
    waitForBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    const dialog = settingsDialog();
    expect(dialog).not.toBeNull();
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    // The dialog itself has the focus, so that its name and description are read first.
    expect(document.activeElement).toBe(dialog);
    expect(banner()).toBeNull();

    const essential = screen.getByRole('switch', { name: /Essenciais/ }) as HTMLInputElement;
    expect(essential.checked).toBe(true);
    expect(essential.disabled).toBe(true);
    expect((screen.getByRole('switch', { name: 'Analíticos' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(false);
  });

  it("'Guardar Preferências' stores the chosen switches", () => {
    renderConsent();
    waitForBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Analíticos' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Preferências' }));
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: false, timestamp: BANNER_TIME });
    expect(settingsDialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(screen.getByText('Estatísticas ativas')).toBeTruthy();
    expect(screen.queryByText('Marketing ativo')).toBeNull();
  });

  it("'Cancelar' and Escape go back to the banner without storing anything", () => {
    renderConsent();
    waitForBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(settingsDialog()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Configurar' }));
    expect(stored()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Configurar' }));
    pressEscapeIn(settingsDialog() as Element);
    expect(settingsDialog()).toBeNull();
    expect(banner()).not.toBeNull();
    expect(stored()).toBeNull();
  });
});

describe("the footer's 'Definições de cookies'", () => {
  it('reopens the settings with the current choice, so consent can be withdrawn', () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: true,
        marketing: true,
        timestamp: '2026-06-01T00:00:00.000Z',
      }),
    );
    renderConsent();
    expect(screen.getByText('Marketing ativo')).toBeTruthy();

    const opener = screen.getByRole('button', { name: 'Definições de cookies' });
    opener.focus();
    fireEvent.click(opener);
    expect(settingsDialog()).not.toBeNull();
    expect((screen.getByRole('switch', { name: 'Analíticos' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('switch', { name: 'Marketing' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('switch', { name: 'Marketing' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar Preferências' }));
    expect(stored()).toMatchObject({ analytics: true, marketing: false });
    expect(screen.queryByText('Marketing ativo')).toBeNull();
    expect(screen.getByText('Estatísticas ativas')).toBeTruthy();
    expect(document.activeElement).toBe(opener);
  });

  it("'Cancelar' closes the settings opened from the footer and changes nothing", () => {
    localStorage.setItem(
      STORAGE_KEYS.cookieConsent,
      JSON.stringify({
        essential: true,
        analytics: false,
        marketing: false,
        timestamp: '2026-06-01T00:00:00.000Z',
      }),
    );
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Definições de cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(settingsDialog()).toBeNull();
    expect(banner()).toBeNull();
    expect(stored()).toMatchObject({
      analytics: false,
      marketing: false,
      timestamp: '2026-06-01T00:00:00.000Z',
    });
  });

  it('locks the page scroll while the settings are open', () => {
    renderConsent();
    fireEvent.click(screen.getByRole('button', { name: 'Definições de cookies' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(document.body.style.overflow).toBe('');
  });
});

describe('useConsent', () => {
  it('is an error outside its provider', () => {
    function Probe() {
      useConsent();
      return null;
    }
    // React reports the thrown error through console.error; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useConsent must be used inside <ConsentProvider>');
    consoleError.mockReset();
  });
});
