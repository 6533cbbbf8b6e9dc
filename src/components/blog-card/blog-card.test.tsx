// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from '#src/components/router/router.tsx';
import type { PostCardItem } from '#src/lib/prerendered-page.ts';
import { checkServerHtmlThenHydrated } from '#src/test/render.tsx';
import { BlogCard } from './blog-card.tsx';

const post: PostCardItem = {
  id: 7,
  slug: 'unhas-de-outono',
  title: 'Unhas de Outono',
  excerpt: 'As cores da estação.',
  image: '/images/blog/outono.jpg',
  category: 'Tendências',
  date: '2026-10-01',
  author: 'Sofia Martins',
};

describe('BlogCard', () => {
  it('with its picture later="after-hydration", has its picture once hydrated and not in the HTML, its box there', async () => {
    await checkServerHtmlThenHydrated(
      <MemoryRouter>
        <BlogCard post={post} pictureLater="after-hydration" />
      </MemoryRouter>,
      (container) => {
        expect(container.querySelector('.blog-card__media')).not.toBeNull();
        expect(container.querySelector('img')).toBeNull();
        expect(container.querySelector('a')?.textContent).toBe('Unhas de Outono');
      },
      (container) => {
        expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
      },
    );
  });

  it('without it, has its picture in the HTML', () => {
    const html = renderToString(
      <MemoryRouter>
        <BlogCard post={post} />
      </MemoryRouter>,
    );
    expect(html).toContain('<img');
  });
});
