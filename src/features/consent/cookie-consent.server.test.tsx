// The server render (prerender) and the first browser render must agree: the cookie banner and the
// newsletter popup render nothing there, even for a visitor who has never chosen.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewsletterPopup } from '#src/features/newsletter/newsletter-popup.tsx';
import { ConsentGate } from './consent-gate.tsx';
import { ConsentProvider } from './consent-context.tsx';
import { CookieConsent } from './cookie-consent.tsx';

describe('server render', () => {
  it('renders no banner, no popup and nothing behind a consent gate', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <CookieConsent />
              <ConsentGate category="analytics">
                <p>Estatísticas</p>
              </ConsentGate>
              <NewsletterPopup consentGiven />
            </>
          ),
        },
      ],
      { initialEntries: ['/?newsletter=1'] },
    );
    const html = renderToString(
      <ConsentProvider>
        <RouterProvider router={router} />
      </ConsentProvider>,
    );
    expect(html).toBe('');
  });
});
