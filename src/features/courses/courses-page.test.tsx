// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import settings from '#src/generated/settings.json';
import type { Course } from '#src/lib/schema.ts';
import { aCourse } from '#src/test/factories.ts';
import { CoursesPage } from './courses-page.tsx';

const data = vi.hoisted(() => ({ loading: false, courses: [] as Course[] }));
vi.mock('#src/data/page-hooks.tsx', () => ({
  useCourseCards: () => ({ loading: data.loading, settled: true, data: data.courses }),
}));

const course = (id: number, fields: Partial<Course> = {}): Course => aCourse({ id, ...fields });

beforeEach(() => {
  data.loading = false;
  data.courses = [];
});
afterEach(cleanup);

function renderPage() {
  const router = memoryRouter([{ path: '/formacoes', element: <CoursesPage /> }], {
    initialEntries: ['/formacoes'],
  });
  render(router.app);
}

describe('CoursesPage', () => {
  it('shows a card per course with type, title, duration, price and a link to its page', () => {
    data.courses = [
      course(1, { type: 'privado', title: 'Privada', price: 350, duration: 'Variável' }),
      course(2),
    ];
    renderPage();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Privada' })).toBeTruthy();
    expect(first.getByText('Privado')).toBeTruthy();
    expect(first.getByText('Variável')).toBeTruthy();
    expect(first.getByText('350,00 €')).toBeTruthy();
    const link = first.getByRole('link', { name: 'Ver Detalhes' });
    expect(link.getAttribute('href')).toBe('/formacoes/1');
  });

  it('explains the three course types and what every course includes', () => {
    renderPage();
    for (const heading of ['Formação Presencial', 'Formação Online', 'Formação Privada']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    for (const heading of [
      'Material incluído',
      'Certificado de formação',
      'Acompanhamento pós-formação',
      'Pagamento',
    ]) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
  });

  it('links to the chat app with the course message', () => {
    renderPage();
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    expect(chat.getAttribute('href')).toContain(encodeURIComponent(settings.business.chat.courseMessage));
    expect(chat.getAttribute('target')).toBe('_blank');
  });

  it('says so when there is no course', () => {
    renderPage();
    expect(screen.getByText('Não há formações disponíveis no momento.')).toBeTruthy();
  });

  it('shows a skeleton while the courses load', () => {
    data.loading = true;
    renderPage();
    expect(screen.getByText('A carregar formações…')).toBeTruthy();
    expect(screen.queryByText('Não há formações disponíveis no momento.')).toBeNull();
  });
});
