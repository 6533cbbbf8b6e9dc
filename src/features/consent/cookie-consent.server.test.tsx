// The server render (prerender) and the first browser render must agree: the cookie banner renders
// nothing there, even for a visitor who has never chosen, and no consent gate opens.
import { renderToString } from 'react-dom/server';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { describe, expect, it } from 'vitest';
import { ConsentGate } from './consent-gate.tsx';
import { ConsentProvider } from './consent-context.tsx';
import { CookieConsent } from './cookie-consent.tsx';

describe('server render', () => {
  it('renders no banner and nothing behind a consent gate', () => {
    const router = memoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <CookieConsent />
              <ConsentGate category="analytics">
                <p>Estatísticas</p>
              </ConsentGate>
            </>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    const html = renderToString(<ConsentProvider>{router.app}</ConsentProvider>);
    expect(html).toBe('');
  });
});
