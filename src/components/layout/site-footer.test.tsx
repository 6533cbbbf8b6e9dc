// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { SiteFooter } from './site-footer.tsx';
import { telHref } from '#src/lib/phone.ts';

afterEach(cleanup);

function renderFooter() {
  const router = memoryRouter([{ path: '*', element: <SiteFooter /> }], { initialEntries: ['/'] });
  render(router.app);
}

const { business } = settings;

describe('SiteFooter', () => {
  it('links the main sections and every category', () => {
    renderFooter();
    const nav = screen.getByRole('navigation', { name: 'Navegação' });
    expect(within(nav).getByRole('link', { name: 'Loja' }).getAttribute('href')).toBe('/loja');
    const categories = screen.getByRole('navigation', { name: 'Categorias' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(settings.categories.map((category) => `/loja/${category.slug}`));
  });

  it('gives the contact details from settings as phone and email links', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: business.phone }).getAttribute('href')).toBe(
      telHref(business.phone),
    );
    expect(screen.getByRole('link', { name: business.email }).getAttribute('href')).toBe(
      `mailto:${business.email}`,
    );
    expect(screen.getByText(business.address.street, { exact: false })).toBeTruthy();
    for (const entry of business.openingHours) {
      expect(screen.getByText(entry.days)).toBeTruthy();
    }
  });

  it('opens the social networks in a new tab', () => {
    renderFooter();
    for (const network of business.social) {
      const link = screen.getByRole('link', { name: network.name });
      expect(link.getAttribute('href')).toBe(network.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('links the legal pages and the admin login, and names the company', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Termos e Condições' }).getAttribute('href')).toBe(
      '/termos-condicoes',
    );
    expect(screen.getByRole('link', { name: 'Política de Privacidade' }).getAttribute('href')).toBe(
      '/politica-privacidade',
    );
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin/login');
    const copyright = screen.getByText(`NIF ${business.nif}`, { exact: false });
    expect(copyright.textContent).toContain(business.legalName);
    expect(copyright.textContent).toContain(String(new Date().getFullYear()));
  });
});
