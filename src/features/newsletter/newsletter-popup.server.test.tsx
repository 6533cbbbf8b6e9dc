// The server render (prerender) and the first browser render must agree: the popup renders
// nothing there, even on a URL that forces it.
import { renderToString } from 'react-dom/server';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { describe, expect, it } from 'vitest';
import { NewsletterPopup } from './newsletter-popup.tsx';

describe('server render', () => {
  it('renders no popup', () => {
    const router = memoryRouter([{ path: '/', element: <NewsletterPopup consentGiven /> }], {
      initialEntries: ['/?newsletter=1'],
    });
    expect(renderToString(router.app)).toBe('');
  });
});
