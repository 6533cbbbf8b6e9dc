// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSearch } from '#src/lib/search/search-loader.ts';
import type { BlogPost } from '#src/lib/schema.ts';
import { aPost } from '#src/test/factories.ts';
import { BlogPage } from './blog-page.tsx';

const data = vi.hoisted(() => ({ loading: false, posts: [] as BlogPost[] }));
vi.mock('#src/data/page-hooks.tsx', () => ({
  usePostList: () => ({
    all: data.loading ? undefined : data.posts,
    summary: undefined,
    ready: !data.loading,
    loadAll: () => {},
  }),
}));

const post = (id: number, title: string, category: string, fields: Partial<BlogPost> = {}): BlogPost =>
  aPost({ id, title, content: 'Texto do artigo.', date: `2026-0${id}-01`, category, ...fields });

// Newest first, as the data provider gives them.
const POSTS = [
  post(4, 'Cores de verão', 'Tendências'),
  post(3, 'Remoção segura', 'Cuidados', { content: 'Nunca arranque o gel com acetona a mais.' }),
  post(2, 'Vermelho clássico', 'Tendências', { excerpt: 'O regresso do vermelho.' }),
  post(1, 'Preparar a unha', 'Técnicas'),
];

// The search's code is a chunk loaded on the first search (the skeleton shows meanwhile): loaded
// once here, so that each search below answers at once.
beforeAll(async () => {
  await loadSearch();
});
beforeEach(() => {
  data.loading = false;
  data.posts = POSTS;
});
afterEach(cleanup);

function renderPage(path = '/blog') {
  const router = memoryRouter([{ path: '/blog', element: <BlogPage /> }], { initialEntries: [path] });
  render(router.app);
  return router;
}

const titles = () =>
  screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
const query = (router: ReturnType<typeof renderPage>) => new URLSearchParams(router.history.location.search);
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Pesquisar artigos' });
const categoryButton = (name: string) => screen.getByRole('button', { name });

async function type(value: string) {
  await act(async () => {
    fireEvent.change(searchBox(), { target: { value } });
  });
}
async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('BlogPage', () => {
  it('shows the newest post large, then the others', () => {
    renderPage();
    expect(titles()).toEqual(['Cores de verão', 'Remoção segura', 'Vermelho clássico', 'Preparar a unha']);
    expect(screen.getAllByRole('article')[0]?.classList.contains('blog-card--featured')).toBe(true);
    const firstLink = within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('link');
    expect(firstLink.getAttribute('href')).toBe('/blog/artigo-4');
    expect(screen.getAllByText('1 de abril de 2026')).toHaveLength(1);
  });

  it('searches title, excerpt and content, trimmed, and keeps the search in the URL', async () => {
    const router = renderPage();
    await type('  VERMELHO ');
    expect(titles()).toEqual(['Vermelho clássico']);
    expect(query(router).get('search')).toBe('VERMELHO');
    expect(searchBox().value).toBe('  VERMELHO ');

    await type('acetona');
    expect(titles()).toEqual(['Remoção segura']);
    await type('');
    expect(titles()).toHaveLength(4);
    expect(query(router).has('search')).toBe(false);
  });

  it('filters by category with "Todas" to undo, kept in the URL', async () => {
    const router = renderPage();
    const categories = within(screen.getByRole('group', { name: 'Filtrar por categoria' }));
    expect(categories.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Todas',
      'Cuidados',
      'Técnicas',
      'Tendências',
    ]);
    expect(categoryButton('Todas').getAttribute('aria-pressed')).toBe('true');

    await click(categoryButton('Tendências'));
    expect(titles()).toEqual(['Cores de verão', 'Vermelho clássico']);
    expect(query(router).get('categoria')).toBe('tendencias');
    expect(categoryButton('Tendências').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('2 artigos encontrados').getAttribute('role')).toBe('status');

    await click(categoryButton('Todas'));
    expect(titles()).toHaveLength(4);
    expect(query(router).has('categoria')).toBe(false);
  });

  it('applies filters given in a link', () => {
    renderPage('/blog?search=verão&categoria=tendencias');
    expect(titles()).toEqual(['Cores de verão']);
    expect(searchBox().value).toBe('verão');
    expect(screen.getByText('1 artigo encontrado').getAttribute('role')).toBe('status');
  });

  it("shows the no-match message, and 'Limpar Filtros' clears search and category", async () => {
    const router = renderPage('/blog?categoria=cuidados');
    await type('stamping');
    expect(titles()).toEqual([]);
    expect(screen.getByText('Não foram encontrados artigos correspondentes à sua pesquisa.')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Limpar Filtros' }));
    expect(titles()).toHaveLength(4);
    expect(router.history.location.search).toBe('');
    expect(searchBox().value).toBe('');
    expect(document.activeElement).toBe(searchBox());
    expect(categoryButton('Todas').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByText('Não foram encontrados artigos correspondentes à sua pesquisa.')).toBeNull();
  });

  it("offers 'Quis dizer …?' when a slipped search finds nothing, and the link searches it", async () => {
    const router = renderPage('/blog?categoria=cuidados');
    await type('remocao segrx');
    expect(titles()).toEqual([]);
    const correction = screen.getByRole('link', { name: 'remocao segura' });
    expect(correction.closest('p')?.textContent).toBe('Quis dizer remocao segura?');
    await click(correction);
    expect(query(router).get('search')).toBe('remocao segura');
    expect(query(router).get('categoria')).toBe('cuidados');
    expect(titles()).toEqual(['Remoção segura']);
  });

  it('ignores a category no post has', () => {
    renderPage('/blog?categoria=desconhecida');
    expect(titles()).toHaveLength(4);
  });

  it('shows a skeleton while the posts load', () => {
    data.loading = true;
    data.posts = [];
    renderPage();
    expect(screen.getByText('A carregar artigos…')).toBeTruthy();
    expect(screen.queryByText('Não foram encontrados artigos correspondentes à sua pesquisa.')).toBeNull();
  });

  it('has a newsletter box that sends nothing', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderPage();
    const email = screen.getByRole('textbox', { name: 'Email' });
    const subscribe = screen.getByRole('button', { name: 'Subscrever' });
    fireEvent.click(subscribe);
    expect(screen.getByText('O email é obrigatório.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ana@' } });
    expect(screen.queryByText('O email é obrigatório.')).toBeNull();
    fireEvent.click(subscribe);
    expect(screen.getByText('Introduza um email válido.')).toBeTruthy();
    fireEvent.change(email, { target: { value: 'ana@example.pt' } });
    fireEvent.click(subscribe);
    expect(screen.getByText(/Obrigada pelo interesse!/)).toBeTruthy();
    const signUp = screen.getByRole('link', { name: 'abra a janela de subscrição da newsletter' });
    expect(signUp.getAttribute('href')).toBe('/?newsletter=1');
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
