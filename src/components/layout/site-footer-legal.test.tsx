// @vitest-environment jsdom
// The footer's consumer information (Portuguese law for online shops) and the cookie settings slot.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from '#src/components/router/router.tsx';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { displayUrl, SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

function renderFooter(element = <SiteFooter />) {
  const router = memoryRouter([{ path: '*', element }], { initialEntries: ['/'] });
  render(router.app);
}

const { legal } = settings.business;

describe('SiteFooter legal block', () => {
  it('links the electronic complaints book with its badge', () => {
    renderFooter();
    const badge = screen.getByRole('img', { name: 'Livro de Reclamações Eletrónico' });
    expect(badge.getAttribute('src')).toBe('/images/livro-reclamacoes.svg');
    const link = badge.closest('a');
    expect(link?.getAttribute('href')).toBe(legal.complaintsBookUrl);
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('asks for the badge only once hydrated; the link has its name and its place before', async () => {
    const complaints = (container: HTMLElement) => container.querySelector('.site-footer__complaints');
    await checkServerHtmlThenHydrated(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
      (container) => {
        expect(complaints(container)?.getAttribute('href')).toBe(legal.complaintsBookUrl);
        expect(complaints(container)?.getAttribute('aria-label')).toBe('Livro de Reclamações Eletrónico');
        expect(complaints(container)?.querySelector('img')).toBeNull();
      },
      (container) => {
        expect(complaints(container)?.querySelector('img')?.getAttribute('alt')).toBe(
          'Livro de Reclamações Eletrónico',
        );
      },
    );
  });

  it('names the alternative dispute-resolution entity and the consumer portal', () => {
    renderFooter();
    const notice = screen.getByText('Em caso de litígio', { exact: false });
    expect(notice.textContent).toBe(
      `Em caso de litígio, o consumidor pode recorrer a uma Entidade de Resolução Alternativa de Litígios de consumo: ${legal.disputeResolution.name} (${displayUrl(legal.disputeResolution.url)}). Mais informações em Portal do Consumidor (www.consumidor.gov.pt).`,
    );
    expect(
      screen.getByRole('link', { name: displayUrl(legal.disputeResolution.url) }).getAttribute('href'),
    ).toBe(legal.disputeResolution.url);
    expect(screen.getByRole('link', { name: 'www.consumidor.gov.pt' }).getAttribute('href')).toBe(
      'https://www.consumidor.gov.pt/',
    );
  });

  it('shows the cookie settings control among the legal links when given one', () => {
    renderFooter(<SiteFooter cookieSettings={<button type="button">Definições de cookies</button>} />);
    const button = screen.getByRole('button', { name: 'Definições de cookies' });
    expect(button.closest('ul')?.className).toBe('site-footer__legal-links');
    cleanup();
    renderFooter();
    expect(screen.queryByRole('button', { name: 'Definições de cookies' })).toBeNull();
  });
});

describe('displayUrl', () => {
  it('drops the scheme and the trailing slash', () => {
    expect(displayUrl('https://www.cicap.pt/')).toBe('www.cicap.pt');
    expect(displayUrl('http://example.pt/path')).toBe('example.pt/path');
  });
});
