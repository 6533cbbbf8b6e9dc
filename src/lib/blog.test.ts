import { describe, expect, it } from 'vitest';
import {
  adjacentPosts,
  blogCategories,
  findPostBySlug,
  isInCategory,
  postJsonLd,
  relatedPosts,
} from './blog.ts';
import type { BlogPost } from './schema.ts';

const post = (id: number, fields: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `artigo-${id}`,
  title: `Artigo ${id}`,
  excerpt: `Resumo ${id}`,
  content: 'Texto',
  image: `/images/blog/${id}.svg`,
  date: `2026-01-${String(id).padStart(2, '0')}`,
  author: 'Sofia',
  category: 'Tendências',
  ...fields,
});

describe('blogCategories', () => {
  it('lists each category once, in Portuguese alphabetical order', () => {
    const posts = [
      post(1, { category: 'Tendências' }),
      post(2, { category: 'Cuidados' }),
      post(3, { category: 'Técnicas' }),
      post(4, { category: 'Tendências' }),
      post(5, { category: 'Inspiração' }),
    ];
    expect(blogCategories(posts)).toEqual([
      { name: 'Cuidados', slug: 'cuidados' },
      { name: 'Inspiração', slug: 'inspiracao' },
      { name: 'Técnicas', slug: 'tecnicas' },
      { name: 'Tendências', slug: 'tendencias' },
    ]);
  });

  it('merges spellings that only differ in case, accents or spaces', () => {
    const posts = [post(1, { category: 'Técnicas' }), post(2, { category: ' tecnicas ' })];
    expect(blogCategories(posts)).toEqual([{ name: 'Técnicas', slug: 'tecnicas' }]);
    expect(isInCategory(posts[1] as BlogPost, 'tecnicas')).toBe(true);
    expect(isInCategory(posts[1] as BlogPost, 'cuidados')).toBe(false);
  });

  it('is empty without posts', () => {
    expect(blogCategories([])).toEqual([]);
  });
});

describe('findPostBySlug', () => {
  it('finds a post by its slug only', () => {
    const posts = [post(1), post(2)];
    expect(findPostBySlug(posts, 'artigo-2')?.id).toBe(2);
    expect(findPostBySlug(posts, 'artigo-3')).toBeUndefined();
    expect(findPostBySlug(posts, '')).toBeUndefined();
    expect(findPostBySlug(posts, undefined)).toBeUndefined();
  });
});

describe('adjacentPosts', () => {
  // Given in no particular order: the date decides.
  const posts = [post(2), post(4), post(1), post(3)];

  it('gives the older post as previous and the newer as next', () => {
    const { previous, next } = adjacentPosts(posts, 'artigo-2');
    expect(previous?.id).toBe(1);
    expect(next?.id).toBe(3);
  });

  it('has no previous for the oldest and no next for the newest', () => {
    const oldest = adjacentPosts(posts, 'artigo-1');
    expect(oldest.previous).toBeUndefined();
    expect(oldest.next?.id).toBe(2);
    const newest = adjacentPosts(posts, 'artigo-4');
    expect(newest.previous?.id).toBe(3);
    expect(newest.next).toBeUndefined();
  });

  it('has neither for an unknown slug or a single post', () => {
    expect(adjacentPosts(posts, 'nada')).toEqual({ previous: undefined, next: undefined });
    expect(adjacentPosts([post(1)], 'artigo-1')).toEqual({ previous: undefined, next: undefined });
  });
});

describe('relatedPosts', () => {
  it('gives up to 3 other posts of the same category, newest first', () => {
    const posts = [
      post(1),
      post(2, { category: 'Cuidados' }),
      post(3),
      post(4),
      post(5),
      post(6),
      post(7, { category: 'tendencias' }),
    ];
    const current = posts[2] as BlogPost;
    expect(relatedPosts(posts, current).map((p) => p.id)).toEqual([7, 6, 5]);
    expect(relatedPosts(posts, current, 10).map((p) => p.id)).toEqual([7, 6, 5, 4, 1]);
  });

  it('is empty when no other post shares the category', () => {
    const posts = [post(1), post(2, { category: 'Cuidados' })];
    expect(relatedPosts(posts, posts[1] as BlogPost)).toEqual([]);
  });
});

describe('postJsonLd', () => {
  it('describes the post as a schema.org BlogPosting', () => {
    const data = postJsonLd(post(5, { author: 'Sofia Martins', category: 'Cuidados' }), {
      organization: { name: 'Atelier', url: 'https://example.pt', logo: 'https://example.pt/logo.svg' },
      pageUrl: 'https://example.pt/blog/artigo-5',
      imageUrl: 'https://example.pt/images/blog/5.svg',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Artigo 5',
      description: 'Resumo 5',
      image: 'https://example.pt/images/blog/5.svg',
      datePublished: '2026-01-05',
      author: { '@type': 'Person', name: 'Sofia Martins' },
      publisher: {
        '@type': 'Organization',
        name: 'Atelier',
        url: 'https://example.pt',
        logo: { '@type': 'ImageObject', url: 'https://example.pt/logo.svg' },
      },
      articleSection: 'Cuidados',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://example.pt/blog/artigo-5' },
    });
  });
});
