// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CartProvider } from '#src/state/cart-context.tsx';
import { ConsentProvider } from '#src/features/consent/consent-context.tsx';
import { RootLayout } from './root-layout.tsx';

afterEach(cleanup);

describe('RootLayout', () => {
  it('frames the page: skip link first, header, page, footer and chat button', () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <RootLayout />,
          children: [{ index: true, element: <main id="main">Conteúdo da página</main> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <CartProvider>
        <ConsentProvider>
          <RouterProvider router={router} />
        </ConsentProvider>
      </CartProvider>,
    );

    const skipLink = screen.getByRole('link', { name: 'Saltar para o conteúdo' });
    expect(skipLink.getAttribute('href')).toBe('#main');
    expect(document.querySelector('a[href], button')).toBe(skipLink);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').textContent).toBe('Conteúdo da página');
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Definições de cookies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Falar connosco no WhatsApp' })).toBeTruthy();
  });
});
