// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RenderedMarkdown } from '#src/components/markdown/rendered-markdown.tsx';
import settings from '#src/generated/settings.json';
import { todayIso } from '#src/lib/dates.ts';
import { paths } from '#src/lib/paths.ts';
import type { BlogPost } from '#src/lib/schema.ts';
import {
  errorOf,
  fakeCollection,
  field,
  renderForm,
  submitWith,
  type,
  type FakeCollection,
} from './form-test-utils.tsx';
import { PostFormPage } from './post-form.tsx';

const collection = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('#src/data/admin-hooks.ts', () => ({ useAdminCollection: () => collection.current }));

const existing: BlogPost = {
  id: 7,
  slug: 'cuidados-com-o-gel',
  title: 'Cuidados com o Gel',
  excerpt: 'Resumo.',
  content: 'Texto do artigo.',
  image: '/images/blog/gel.svg',
  date: '2026-02-18',
  author: 'Ana Costa',
  category: 'Eventos',
};
const older: BlogPost = { ...existing, id: 2, slug: 'antigo', title: 'Antigo', category: 'Cuidados' };

let posts: FakeCollection<BlogPost>;
beforeEach(() => {
  posts = fakeCollection([existing, older]);
  collection.current = posts;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renderNew = () => renderForm(paths.adminPostNew.path, paths.adminPostNew.getHref(), <PostFormPage />);
const renderEdit = (id: number | string) =>
  renderForm(paths.adminPostEdit.path, paths.adminPostEdit.getHref(id), <PostFormPage />);

const MARKDOWN = '## Inverno\n\nO **vermelho** volta, *sempre*.';

function fillValid() {
  type(/^Título/, ' Cores de Inverno ');
  type(/^Resumo/, 'As cores da estação.');
  type(/^Categoria/, 'Tendências');
  type(/^Imagem/, '/images/blog/inverno.svg');
  type(/^Conteúdo/, MARKDOWN);
}

describe('PostFormPage: new post', () => {
  it('starts dated today, signed by the founder, with the publish button', () => {
    renderNew();
    expect(screen.getByRole('heading', { level: 1, name: 'Novo Artigo' })).toBeTruthy();
    expect(field(/^Data/).value).toBe(todayIso());
    expect(field(/^Autor/).value).toBe(settings.business.founder);
    expect(screen.getByRole('button', { name: 'Publicar Artigo' })).toBeTruthy();
  });

  it('suggests the fixed categories and the ones in use, and takes free text', () => {
    renderNew();
    const listId = field(/^Categoria/).getAttribute('list');
    const list = document.getElementById(listId ?? '');
    const options = [...(list?.querySelectorAll('option') ?? [])].map((option) => option.value);
    expect(options).toEqual([
      'Tendências',
      'Cuidados',
      'Inspiração',
      'Técnicas',
      'Produtos',
      'Formação',
      'Eventos',
    ]);
    type(/^Categoria/, 'Bastidores');
    expect(field(/^Categoria/).value).toBe('Bastidores');
  });

  it('shows every message under its field and focuses the first one', async () => {
    renderNew();
    type(/^Autor/, '  ');
    await submitWith('Publicar Artigo');
    expect(errorOf(/^Título/)).toBe('Título é obrigatório');
    expect(errorOf(/^Resumo/)).toBe('Resumo é obrigatório');
    expect(errorOf(/^Conteúdo/)).toBe('Conteúdo é obrigatório');
    expect(errorOf(/^Imagem/)).toBe('Imagem é obrigatória');
    expect(errorOf(/^Autor/)).toBe('Autor é obrigatório');
    expect(errorOf(/^Categoria/)).toBe('Categoria é obrigatória');
    expect(document.activeElement).toBe(field(/^Título/));
    type(/^Resumo/, 'Algo');
    expect(errorOf(/^Resumo/)).toBeUndefined();
    expect(errorOf(/^Título/)).toBe('Título é obrigatório');
  });

  it('shows a title that gives another post’s slug on the title', async () => {
    renderNew();
    fillValid();
    type(/^Título/, 'Cuidados com o gel');
    await submitWith('Publicar Artigo');
    expect(errorOf(/^Título/)).toMatch(/\S/);
    expect(posts.save).not.toHaveBeenCalled();
  });

  it('previews the content exactly as the post page renders it', () => {
    renderNew();
    type(/^Conteúdo/, MARKDOWN);
    fireEvent.click(screen.getByRole('button', { name: 'Pré-visualizar' }));
    const preview = screen.getByRole('region', { name: /^Conteúdo/ });
    expect(within(preview).getByRole('heading', { level: 2, name: 'Inverno' })).toBeTruthy();
    const { container } = render(<RenderedMarkdown className="prose blog-post__content" source={MARKDOWN} />);
    expect(preview.innerHTML).toBe(container.innerHTML);
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(field(/^Conteúdo/).value).toBe(MARKDOWN);
  });

  it('publishes the post with a new id and its slug, then returns to the blog tab', async () => {
    let labelWhileSaving: string | null = null;
    posts.save.mockImplementation(() => {
      labelWhileSaving = screen.getByRole('button', { name: /A guardar|Publicar Artigo/ }).textContent;
      return true;
    });
    renderNew();
    fillValid();
    await submitWith('Publicar Artigo');
    expect(labelWhileSaving).toBe('A guardar...');
    const saved = posts.save.mock.calls[0]![0];
    expect(saved.find((post) => post.id === 8)).toEqual({
      id: 8,
      slug: 'cores-de-inverno',
      title: 'Cores de Inverno',
      excerpt: 'As cores da estação.',
      content: MARKDOWN,
      image: '/images/blog/inverno.svg',
      date: todayIso(),
      author: settings.business.founder,
      category: 'Tendências',
    });
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('blog')}`)).toBeTruthy();
  });
});

describe('PostFormPage: editing', () => {
  it('is pre-filled and saves under the same id with the slug derived again', async () => {
    renderEdit(existing.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Editar Artigo' })).toBeTruthy();
    expect(field(/^Título/).value).toBe(existing.title);
    expect(field(/^Data/).value).toBe(existing.date);
    expect(field(/^Autor/).value).toBe('Ana Costa');
    type(/^Título/, 'Cuidados com o Gel em 2026');
    await submitWith('Atualizar Artigo');
    expect(posts.save).toHaveBeenCalledWith([
      { ...existing, title: 'Cuidados com o Gel em 2026', slug: 'cuidados-com-o-gel-em-2026' },
      older,
    ]);
    expect(screen.getByText(`Painel: ${paths.adminDashboard.getHref('blog')}`)).toBeTruthy();
  });

  it('says an unknown id is not there', () => {
    renderEdit(99);
    expect(screen.getByRole('heading', { level: 1, name: 'Artigo não encontrado' })).toBeTruthy();
    expect(
      within(screen.getByRole('alert')).getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href'),
    ).toBe(paths.adminDashboard.getHref('blog'));
  });
});
