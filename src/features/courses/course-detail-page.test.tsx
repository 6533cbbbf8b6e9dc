// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES } from '#src/lib/forms/field-messages.ts';
import type { Course } from '#src/lib/schema.ts';
import { CourseDetailPage } from './course-detail-page.tsx';
import { preloadSuccessModal } from '#src/components/success-modal/lazy-success-modal.tsx';

const data = vi.hoisted(() => ({ loading: false, courses: [] as Course[] }));
vi.mock('#src/data/page-hooks.tsx', () => ({
  useCourses: () => ({ loading: data.loading, data: data.courses, version: 1, reload: () => {} }),
}));

const postWebhook = vi.hoisted(() => vi.fn<(url: string | undefined, body: unknown) => Promise<boolean>>());
vi.mock('#src/lib/forms/webhook.ts', () => ({ postWebhook }));

const WEBHOOK_URL = 'https://hooks.example.test/course';
const GREETING =
  'Olá! Tenho interesse na formação "Nail Art Avançada". Gostaria de saber as próximas datas disponíveis e como me posso inscrever.';

const course: Course = {
  id: 3,
  title: 'Nail Art Avançada',
  description: 'Técnicas de nail art para profissionais.',
  fullDescription: '## Programa\n\n- **Stamping** e pintura à mão',
  price: 190,
  duration: '12 horas',
  image: '/images/courses/nail-art-avancada.svg',
  type: 'presencial',
  featured: false,
};

beforeEach(() => {
  data.loading = false;
  data.courses = [course];
  postWebhook.mockReset();
  vi.stubEnv('VITE_WEBHOOK_COURSE_INQUIRY_URL', WEBHOOK_URL);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function renderPage(path = '/formacoes/3') {
  const router = memoryRouter(
    [
      { path: '/formacoes/:id', element: <CourseDetailPage /> },
      { path: '/formacoes', element: <p>Lista de formações</p> },
    ],
    { initialEntries: [path] },
  );
  render(router.app);
  return router;
}

const input = (label: RegExp) => screen.getByLabelText<HTMLInputElement | HTMLTextAreaElement>(label);
const submitButton = () => screen.getByRole('button', { name: /Enviar Pedido|A enviar\.\.\./ });

function fillValidForm() {
  fireEvent.change(input(/^Nome/), { target: { value: '  Ana Silva ' } });
  fireEvent.change(input(/^Email/), { target: { value: 'ana@example.pt' } });
  fireEvent.change(input(/^Telefone/), { target: { value: '912 345 678' } });
}

async function submit() {
  await act(async () => {
    fireEvent.click(submitButton());
  });
}

describe('CourseDetailPage', () => {
  it('shows the course: badge, title, facts, price and the rendered full description', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Nail Art Avançada' })).toBeTruthy();
    expect(screen.getByText('Presencial')).toBeTruthy();
    expect(screen.getByText('12 horas')).toBeTruthy();
    expect(screen.getByText('Datas flexíveis')).toBeTruthy();
    expect(document.querySelector('.course-detail__price')?.textContent).toBe('Preço: 190,00\u00a0€');
    // The test's course has no build-time HTML: its Markdown is rendered by the lazily loaded renderer.
    expect(await screen.findByRole('heading', { level: 2, name: 'Programa' })).toBeTruthy();
    expect(screen.getByText('Stamping').tagName).toBe('STRONG');
    const trail = screen.getByRole('navigation', { name: 'Caminho' });
    expect(within(trail).getByRole('link', { name: 'Formações' }).getAttribute('href')).toBe('/formacoes');
    expect(screen.getByRole('button', { name: /Voltar/ })).toBeTruthy();
  });

  it('describes the course for search engines', () => {
    renderPage();
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd['@type']).toBe('Course');
    expect(jsonLd.name).toBe('Nail Art Avançada');
    expect(jsonLd.hasCourseInstance).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      courseWorkload: 'PT12H',
    });
    expect(document.title).toContain('Nail Art Avançada');
  });

  it('shows a skeleton while the courses load', () => {
    data.loading = true;
    data.courses = [];
    const router = renderPage();
    expect(screen.getByText('A carregar formação…')).toBeTruthy();
    expect(router.history.location.pathname).toBe('/formacoes/3');
  });

  it('redirects an unknown course to /formacoes, replacing the history entry', async () => {
    const router = renderPage('/formacoes/99');
    expect(await screen.findByText('Lista de formações')).toBeTruthy();
    expect(router.history.location.pathname).toBe('/formacoes');
    expect(router.history.action).toBe('REPLACE');
  });

  it('pre-fills the message with a greeting naming the course', () => {
    renderPage();
    expect(input(/^Mensagem/).value).toBe(GREETING);
    expect(input(/^Nome/).value).toBe('');
  });
});

describe('course enquiry form', () => {
  it('requires name, email and message, and clears an error when its field is edited', async () => {
    renderPage();
    fireEvent.change(input(/^Mensagem/), { target: { value: '   ' } });
    await submit();
    expect(screen.getByText('O nome é obrigatório.')).toBeTruthy();
    expect(screen.getByText('O email é obrigatório.')).toBeTruthy();
    expect(screen.getByText('A mensagem é obrigatória.')).toBeTruthy();
    expect(input(/^Nome/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input(/^Nome/));
    expect(postWebhook).not.toHaveBeenCalled();

    fireEvent.change(input(/^Nome/), { target: { value: 'A' } });
    expect(screen.queryByText('O nome é obrigatório.')).toBeNull();
    expect(screen.getByText('O email é obrigatório.')).toBeTruthy();
  });

  it('rejects an invalid email and an invalid phone, but the phone is optional', async () => {
    renderPage();
    fillValidForm();
    fireEvent.change(input(/^Email/), { target: { value: 'ana@' } });
    fireEvent.change(input(/^Telefone/), { target: { value: '12' } });
    await submit();
    expect(screen.getByText('Introduza um email válido.')).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(postWebhook).not.toHaveBeenCalled();

    postWebhook.mockResolvedValue(true);
    fireEvent.change(input(/^Email/), { target: { value: 'ana@example.pt' } });
    fireEvent.change(input(/^Telefone/), { target: { value: '' } });
    await submit();
    expect(postWebhook).toHaveBeenCalledTimes(1);
    expect(postWebhook.mock.calls[0]?.[1]).toMatchObject({ phone: '' });
  });

  it("sends the documented body, reads 'A enviar...' meanwhile, then resets and shows the modal for 5 s", async () => {
    vi.useFakeTimers({
      now: new Date('2026-03-05T10:15:30.000Z'),
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
    });
    let answer: (ok: boolean) => void = () => {};
    postWebhook.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    renderPage();
    fillValidForm();
    await submit();

    const button = screen.getByRole('button', { name: 'A enviar...' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(postWebhook).toHaveBeenCalledTimes(1);
    expect(postWebhook).toHaveBeenCalledWith(WEBHOOK_URL, {
      formId: 'course_inquiry',
      name: 'Ana Silva',
      email: 'ana@example.pt',
      phone: '912 345 678',
      message: GREETING,
      courseId: 3,
      courseTitle: 'Nail Art Avançada',
      submittedAt: '2026-03-05T10:15:30.000Z',
      source: 'course_detail_page',
    });

    // The confirmation's code, loading since the form started sending, has arrived.
    await act(async () => {
      await preloadSuccessModal();
      answer(true);
    });
    const dialog = screen.getByRole('dialog', { name: 'Interesse Registado!' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(within(dialog).getByText(/Obrigada pelo seu interesse/)).toBeTruthy();
    expect(input(/^Nome/).value).toBe('');
    expect(input(/^Email/).value).toBe('');
    expect(input(/^Telefone/).value).toBe('');
    expect(input(/^Mensagem/).value).toBe(GREETING);
    expect(screen.getByRole('button', { name: 'Enviar Pedido' })).toBeTruthy();

    act(() => vi.advanceTimersByTime(4999));
    expect(screen.queryByRole('dialog')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closes the modal with its 'Fechar' button", async () => {
    postWebhook.mockResolvedValue(true);
    renderPage();
    fillValidForm();
    await submit();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('alerts on failure and keeps what was typed', async () => {
    postWebhook.mockResolvedValue(false);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderPage();
    fillValidForm();
    fireEvent.change(input(/^Mensagem/), { target: { value: 'Quero saber mais.' } });
    await submit();
    expect(alert).toHaveBeenCalledWith('Erro ao enviar mensagem. Tente novamente.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(input(/^Nome/).value).toBe('  Ana Silva ');
    expect(input(/^Email/).value).toBe('ana@example.pt');
    expect(input(/^Mensagem/).value).toBe('Quero saber mais.');
    expect(screen.getByRole('button', { name: 'Enviar Pedido' })).toBeTruthy();
  });
});
