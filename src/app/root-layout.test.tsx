// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import settings from '#src/generated/settings.json';
import { CartProvider } from '#src/state/cart-context.tsx';
import { DataProvider } from '#src/data/data-provider.tsx';
import { RootLayout } from './root-layout.tsx';

// Parts of the frame that a test makes fail.
const failing = vi.hoisted(() => ({ header: false, chatButton: false }));

vi.mock('#src/components/layout/site-header.tsx', async (importActual) => {
  const actual = await importActual<typeof import('#src/components/layout/site-header.tsx')>();
  return {
    ...actual,
    SiteHeader: (props: Parameters<typeof actual.SiteHeader>[0]) => {
      if (failing.header) throw new Error('header broke');
      return <actual.SiteHeader {...props} />;
    },
  };
});

vi.mock('#src/components/chat/floating-chat-button.tsx', async (importActual) => {
  const actual = await importActual<typeof import('#src/components/chat/floating-chat-button.tsx')>();
  return {
    ...actual,
    FloatingChatButton: () => {
      if (failing.chatButton) throw new Error('chat button broke');
      return <actual.FloatingChatButton />;
    },
  };
});

// The footer and the widgets are chunks the layout loads itself: transformed once here, so that
// loading them in a test is quick.
beforeAll(async () => {
  await Promise.all([import('./later-widgets.tsx'), import('#src/components/layout/site-footer.tsx')]);
});

/** Loading a chunk in a test may take a while on a busy machine. */
const LOADED = { timeout: 10_000 };

afterEach(() => {
  cleanup();
  failing.header = false;
  failing.chatButton = false;
});

function BrokenPage(): never {
  throw new Error('page broke');
}

function renderLayout(initialPath = '/') {
  const router = memoryRouter(
    [
      {
        path: '/',
        element: <RootLayout />,
        children: [
          { index: true, element: <main id="main">Conteúdo da página</main> },
          { path: 'avariada', element: <BrokenPage /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <DataProvider published={{}}>
      <CartProvider>{router.app}</CartProvider>
    </DataProvider>,
  );
  return router;
}

/**
 * console.error, expected in these tests: React and the boundary both report a render error. A
 * part that loads late (the chat button comes with the widgets' chunk) reports it when it renders,
 * which on a busy machine can come a little after the test has seen the chunk: waited for.
 */
async function expectErrorsLogged(consoleError: MockInstance, ...messages: string[]) {
  await waitFor(() => {
    const logged = consoleError.mock.calls.map((call) => call.map(String).join(' '));
    for (const message of messages)
      expect(
        logged.some((text) => text.includes(message)),
        message,
      ).toBe(true);
  }, LOADED);
  consoleError.mockReset();
}

// Room for the waits above (LOADED) within each test: Vitest's own limit per test is 5 s.
describe('RootLayout', { timeout: 30_000 }, () => {
  it('frames the page: skip link first, header, page, footer and chat button', async () => {
    renderLayout();

    const skipLink = screen.getByRole('link', { name: 'Saltar para o conteúdo' });
    expect(skipLink.getAttribute('href')).toBe('#main');
    expect(document.querySelector('a[href], button')).toBe(skipLink);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Conteúdo da página');
    // The footer's code is a chunk of its own; the chat button comes with the widgets, after the
    // load event, when the browser is idle.
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Definições de cookies' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Falar connosco no WhatsApp' }, LOADED)).toBeTruthy();
  });

  it("opens the cookie settings from the footer's button, loading the consent code first", async () => {
    renderLayout();

    expect(await screen.findByRole('contentinfo', {}, LOADED)).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Definições de cookies' }).click());
    const dialog = await screen.findByRole('dialog', { name: 'Definições de cookies' }, LOADED);
    expect(dialog.textContent).toContain('Os essenciais são necessários ao funcionamento do site');
  });

  it('keeps the header and footer when the page fails, with a message and the ways on', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = renderLayout('/avariada');

    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toBeTruthy();
    const alert = screen.getByRole('alert');
    expect(screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(alert.textContent).toContain('Ocorreu um erro inesperado ao mostrar esta página.');
    expect(screen.getByRole('button', { name: 'Recarregar a página' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar à Página Inicial' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('link', { name: 'Falar connosco no WhatsApp' }, LOADED)).toBeTruthy();
    await expectErrorsLogged(consoleError, 'The page failed to render', 'page broke');

    // Another URL gives the page area a new chance (jsdom cannot scroll: ScrollToTop's call is stubbed).
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await act(() => router.navigate('/'));
    scrollTo.mockRestore();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('Conteúdo da página');
  });

  it('leaves the page whole when a floating widget fails', async () => {
    failing.chatButton = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout();

    expect(screen.getByRole('main').textContent).toBe('Conteúdo da página');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toBeTruthy();
    // The widgets' chunk has loaded (the cookie banner's live region is there) and the chat
    // button in it failed alone.
    await waitFor(() => expect(document.querySelector('.cookie-consent')).not.toBeNull(), LOADED);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Falar connosco no WhatsApp' })).toBeNull();
    await expectErrorsLogged(consoleError, 'The chat button failed to render', 'chat button broke');
  });

  it('shows a plain header with the way home when the header fails', async () => {
    failing.header = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout();

    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(banner.textContent).toBe(settings.business.name);
    expect(screen.getByRole('main').textContent).toBe('Conteúdo da página');
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toBeTruthy();
    await expectErrorsLogged(consoleError, 'The header failed to render', 'header broke');
  });
});
