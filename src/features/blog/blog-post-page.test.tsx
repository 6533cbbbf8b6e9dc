// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { memoryRouter } from '#src/test/memory-router.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '#src/lib/schema.ts';
import { aPost } from '#src/test/factories.ts';
import { BlogPostPage } from './blog-post-page.tsx';

const data = vi.hoisted(() => ({ loading: false, posts: [] as BlogPost[] }));
vi.mock('#src/data/page-hooks.tsx', () => ({
  usePosts: () => ({ loading: data.loading, data: data.posts, reload: () => {} }),
  // A whole list: the page chooses the posts it links to itself.
  usePostNeighbourCards: () => undefined,
}));

const post = (id: number, category: string, fields: Partial<BlogPost> = {}): BlogPost =>
  aPost({
    id,
    excerpt: `Resumo ${id}`,
    content: 'Texto.',
    date: `2026-01-${String(id).padStart(2, '0')}`,
    category,
    ...fields,
  });

const POSTS = [
  post(6, 'Tendências'),
  post(5, 'Tendências'),
  post(4, 'Cuidados', { content: '## Passo a passo\n\nUse **sempre** um cleaner.', date: '2026-03-05' }),
  post(3, 'Cuidados'),
  post(2, 'Cuidados'),
  post(1, 'Cuidados'),
].sort((a, b) => (a.date < b.date ? 1 : -1));

beforeEach(() => {
  data.loading = false;
  data.posts = POSTS;
});
afterEach(cleanup);

function renderPage(path: string) {
  const router = memoryRouter(
    [
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/blog', element: <p>Lista de artigos</p> },
    ],
    { initialEntries: [path] },
  );
  render(router.app);
  return router;
}

describe('BlogPostPage', () => {
  it('shows the post: category, title, long date, author and the rendered content', async () => {
    renderPage('/blog/artigo-4');
    expect(screen.getByRole('heading', { level: 1, name: 'Artigo 4' })).toBeTruthy();
    const time = screen.getByText('5 de março de 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-03-05');
    expect(screen.getByText('Sofia Martins')).toBeTruthy();
    // The test's post has no build-time HTML: its Markdown is rendered by the lazily loaded renderer.
    expect(await screen.findByRole('heading', { level: 2, name: 'Passo a passo' })).toBeTruthy();
    expect(screen.getByText('sempre').tagName).toBe('STRONG');
    const trail = screen.getByRole('navigation', { name: 'Caminho' });
    expect(within(trail).getByRole('link', { name: 'Blog' }).getAttribute('href')).toBe('/blog');
  });

  it('links the previous (older) and next (newer) posts', () => {
    renderPage('/blog/artigo-5');
    const nav = within(screen.getByRole('navigation', { name: 'Outros artigos' }));
    expect(nav.getByRole('link', { name: /Artigo anterior/ }).getAttribute('href')).toBe('/blog/artigo-3');
    expect(nav.getByRole('link', { name: /Artigo anterior/ }).textContent).toContain('Artigo 3');
    // Post 4 is dated March, so the newer neighbour of post 5 is post 6.
    expect(nav.getByRole('link', { name: /Artigo seguinte/ }).getAttribute('href')).toBe('/blog/artigo-6');
  });

  it('has no next link on the newest post', () => {
    renderPage('/blog/artigo-4');
    const nav = within(screen.getByRole('navigation', { name: 'Outros artigos' }));
    expect(nav.queryByRole('link', { name: /Artigo seguinte/ })).toBeNull();
    expect(nav.getByRole('link', { name: /Artigo anterior/ }).getAttribute('href')).toBe('/blog/artigo-6');
  });

  it('lists up to 3 related posts of the same category', () => {
    renderPage('/blog/artigo-4');
    const related = within(screen.getByRole('region', { name: 'Artigos relacionados' }));
    expect(related.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Artigo 3',
      'Artigo 2',
      'Artigo 1',
    ]);
  });

  it('describes the post as an article for search engines and link previews', () => {
    renderPage('/blog/artigo-4');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const jsonLd = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Artigo 4',
      datePublished: '2026-03-05',
    });
  });

  it('redirects an unknown slug to /blog, replacing the history entry', async () => {
    const router = renderPage('/blog/nao-existe');
    expect(await screen.findByText('Lista de artigos')).toBeTruthy();
    expect(router.history.action).toBe('REPLACE');
  });

  it('shows a skeleton, not a redirect, while the posts load', () => {
    data.loading = true;
    data.posts = [];
    const router = renderPage('/blog/artigo-4');
    expect(screen.getByText('A carregar artigo…')).toBeTruthy();
    expect(router.history.location.pathname).toBe('/blog/artigo-4');
  });
});
