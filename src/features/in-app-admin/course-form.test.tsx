// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderedMarkdown } from '#src/components/markdown/rendered-markdown.tsx';
import { paths } from '#src/lib/paths.ts';
import type { Course } from '#src/lib/schema.ts';
import { CourseFormPage } from './course-form.tsx';
import {
  errorOf,
  fakeCollection,
  field,
  renderForm,
  submitWith,
  type,
  type FakeCollection,
} from './form-test-utils.tsx';

const collection = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('#src/data/admin-hooks.ts', () => ({ useAdminCollection: () => collection.current }));

const existing: Course = {
  id: 1_600_000_000_000,
  title: 'Curso de Gel',
  description: 'Aprenda gel.',
  fullDescription: '## Programa\n\nTudo sobre **gel**.',
  price: 350,
  duration: '40 horas',
  image: '/images/formacoes/gel.svg',
  type: 'online',
  featured: true,
};

let courses: FakeCollection<Course>;
beforeEach(() => {
  courses = fakeCollection([existing]);
  collection.current = courses;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderNew = () =>
  renderForm(paths.adminCourseNew.path, paths.adminCourseNew.getHref(), <CourseFormPage />);
const renderEdit = (id: number | string) =>
  renderForm(paths.adminCourseEdit.path, paths.adminCourseEdit.getHref(id), <CourseFormPage />);

const MARKDOWN = '## O que aprende\n\nTexto **forte** e *leve*.\n\nOutro parágrafo.';

function fillValid() {
  type(/^Título/, ' Nail Art ');
  type(/^Descrição( \*)?$/, 'Técnicas de nail art.');
  type(/^Preço/, '190');
  type(/^Duração/, '16 horas');
  type(/^Imagem/, '/images/formacoes/nail-art.svg');
  type(/^Descrição completa/, MARKDOWN);
}

describe('CourseFormPage: new course', () => {
  it('shows every message under its field and focuses the first one', async () => {
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Nova Formação' })).toBeTruthy();
    type(/^Título/, '   ');
    await submitWith('Criar Formação');
    expect(errorOf(/^Título/)).toBe('Título é obrigatório');
    expect(errorOf(/^Descrição( \*)?$/)).toBe('Descrição é obrigatória');
    expect(errorOf(/^Preço/)).toBe('Preço deve ser maior que 0');
    expect(errorOf(/^Duração/)).toBe('Duração é obrigatória');
    expect(errorOf(/^Imagem/)).toBe('Imagem é obrigatória');
    expect(errorOf(/^Descrição completa/)).toBe('Descrição completa é obrigatória');
    expect(field(/^Título/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Título/));
    expect(courses.save).not.toHaveBeenCalled();
  });

  it('clears a field’s error as soon as it is edited', async () => {
    renderNew();
    await submitWith('Criar Formação');
    type(/^Duração/, '8 horas');
    expect(errorOf(/^Duração/)).toBeUndefined();
    expect(errorOf(/^Título/)).toBe('Título é obrigatório');
  });

  it('offers the three types', () => {
    renderNew();
    const names = within(field(/^Tipo/))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Presencial', 'Online', 'Privado']);
  });

  it('previews the full description exactly as the course page renders it, and goes back to editing', () => {
    renderNew();
    type(/^Descrição completa/, MARKDOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    expect(screen.queryByLabelText(/^Descrição completa/, { selector: 'textarea' })).toBeNull();
    const preview = screen.getByRole('region', { name: /^Descrição completa/ });
    expect(within(preview).getByRole('heading', { level: 2, name: 'O que aprende' })).toBeTruthy();
    expect(within(preview).getByText('forte').tagName).toBe('STRONG');
    expect(within(preview).getByText('leve').tagName).toBe('EM');
    const { container } = render(<RenderedMarkdown className="prose" source={MARKDOWN} />);
    expect(preview.innerHTML).toBe(container.innerHTML);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field(/^Descrição completa/).value).toBe(MARKDOWN);
  });

  it('closes the preview to show and focus an empty full description', async () => {
    renderNew();
    fillValid();
    type(/^Descrição completa/, '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    await submitWith('Criar Formação');
    expect(screen.getByRole('button', { name: 'Pré-visualizar' })).toBeTruthy();
    expect(errorOf(/^Descrição completa/)).toBe('Descrição completa é obrigatória');
    expect(document.activeElement).toBe(field(/^Descrição completa/));
  });

  it('saves the new course with an id from the creation time and returns to the training tab', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
    let labelWhileSaving: string | null = null;
    courses.save.mockImplementation(() => {
      labelWhileSaving = screen.getByRole('button', { name: /A guardar|Criar Formação/ }).textContent;
      return true;
    });
    renderNew();
    fillValid();
    fireEvent.change(field(/^Tipo/), { target: { value: 'privado' } });
    await submitWith('Criar Formação');
    expect(labelWhileSaving).toBe('A guardar...');
    const saved = courses.save.mock.calls[0]![0];
    expect(saved.find((c) => c.id !== existing.id)).toEqual({
      id: new Date('2026-11-24T10:00:00Z').getTime(),
      title: 'Nail Art',
      description: 'Técnicas de nail art.',
      fullDescription: MARKDOWN,
      price: 190,
      duration: '16 horas',
      image: '/images/formacoes/nail-art.svg',
      type: 'privado',
      featured: false,
    });
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('training')}`)).toBeTruthy();
  });
});

describe('CourseFormPage: editing', () => {
  it('is pre-filled and saves under the same id', async () => {
    renderEdit(existing.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Formação' })).toBeTruthy();
    expect(field(/^Título/).value).toBe(existing.title);
    expect(field(/^Tipo/).value).toBe('online');
    expect(field(/^Destaque/).checked).toBe(true);
    expect(field(/^Descrição completa/).value).toBe(existing.fullDescription);
    type(/^Preço/, '400');
    await submitWith('Atualizar Formação');
    expect(courses.save).toHaveBeenCalledWith([{ ...existing, price: 400 }]);
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('training')}`)).toBeTruthy();
  });

  it('says an unknown id is not there, with a way back to the training tab', () => {
    renderEdit('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Formação não encontrada' })).toBeTruthy();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href'),
    ).toBe(paths.adminDashboard.getHref('training'));
  });
});
