// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import settings from '#src/generated/settings.json';
import { pressEscapeIn } from '#src/test/dialog.ts';
import { TestimonialsPage } from './testimonials-page.tsx';

beforeEach(() => {
  // jsdom does not play media.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderPage() {
  const router = memoryRouter([{ path: '/testemunhos', element: <TestimonialsPage /> }], {
    initialEntries: ['/testemunhos'],
  });
  render(router.app);
}

describe('TestimonialsPage', () => {
  it('shows the testimonials video from the settings', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Testemunhos' })).toBeTruthy();
    const video = document.querySelector('video');
    expect(video?.getAttribute('src')).toBe(settings.testimonials.video);
    expect(document.querySelector('img.looping-video__poster')?.getAttribute('src')).toBe(
      settings.testimonials.videoPoster,
    );
    expect(video?.muted).toBe(true);
    expect(video?.loop).toBe(true);
    expect(screen.getByRole('button', { name: 'Pausar vídeo' })).toBeTruthy();
  });

  it('shows every testimonial image, each opening the viewer', () => {
    renderPage();
    const thumbnails = screen.getAllByRole('button', { name: /^Ampliar imagem/ });
    expect(thumbnails).toHaveLength(settings.testimonials.images.length);
    fireEvent.click(thumbnails[14] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Testemunhos' });
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe(settings.testimonials.images[14]?.alt);
    expect(dialog.textContent).toContain('15 de 15');
    pressEscapeIn(dialog);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(thumbnails[14]);
  });

  it('links to the courses and the shop', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Ver Formações' }).getAttribute('href')).toBe('/formacoes');
    expect(screen.getByRole('link', { name: 'Visitar Loja' }).getAttribute('href')).toBe('/loja');
    expect(document.title).toBe(`Testemunhos | ${settings.business.name}`);
  });
});
