// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { aboutContent } from './about-content.ts';
import { AboutPage } from './about-page.tsx';

afterEach(cleanup);

function renderPage() {
  const router = memoryRouter([{ path: '/sobre', element: <AboutPage /> }], {
    initialEntries: ['/sobre'],
  });
  render(router.app);
}

describe('AboutPage', () => {
  it('tells the founder story from the page content, as formatted text', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: aboutContent.title })).toBeTruthy();
    // The story's own headings ('## A nossa história') become real headings.
    expect(screen.getByRole('heading', { level: 2, name: 'A nossa história' })).toBeTruthy();
    expect(document.querySelector('.prose strong')).not.toBeNull();
    expect(document.title).toBe(`${aboutContent.title} | ${settings.business.name}`);
  });

  it('shows the mission, the vision, the four values and the message', () => {
    renderPage();
    expect(screen.getByText(aboutContent.mission)).toBeTruthy();
    expect(screen.getByText(aboutContent.vision)).toBeTruthy();
    const values = within(screen.getByRole('region', { name: 'Os Nossos Valores' })).getAllByRole('listitem');
    expect(values).toHaveLength(4);
    for (const value of aboutContent.values) {
      expect(screen.getByRole('heading', { name: value.title })).toBeTruthy();
    }
    expect(screen.getByText(aboutContent.message)).toBeTruthy();
  });

  it('links to the courses and the contacts', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Ver Formações' }).getAttribute('href')).toBe('/formacoes');
    expect(screen.getByRole('link', { name: 'Contactar-nos' }).getAttribute('href')).toBe('/contactos');
  });
});
