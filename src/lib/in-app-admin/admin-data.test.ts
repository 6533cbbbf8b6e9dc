import { describe, expect, it } from 'vitest';
import { addItem, newNumericId, newPostId, removeItems, updateItem } from './admin-data.ts';
import type { BlogPost, Course, Product } from '../schema.ts';

const product = (id: number, name: string, order?: number): Product => ({
  id,
  slug: 'stale',
  name,
  description: 'Descrição',
  images: ['/images/products/x.svg'],
  price: 10,
  stock: 5,
  category: 'unhas',
  featured: false,
  isNew: false,
  ...(order !== undefined && { order }),
});

const course = (id: number, title: string, featured = false): Course => ({
  id,
  title,
  description: 'Resumo',
  fullDescription: 'Texto',
  price: 100,
  duration: '8 horas',
  image: '/images/courses/x.svg',
  type: 'presencial',
  featured,
});

const post = (id: number, title: string, date: string): BlogPost => ({
  id,
  slug: 'stale',
  title,
  excerpt: 'Resumo',
  content: 'Texto',
  image: '/images/blog/x.svg',
  date,
  author: 'Autora',
  category: 'Dicas',
});

describe('addItem', () => {
  it('adds a product in display order (order ascending, missing last, ties by id) with its slug', () => {
    const list = [product(1, 'Sem ordem'), product(2, 'Segundo', 2)];
    const result = addItem('products', list, product(3, 'Lima Cuticular 180', 1));
    expect(result.map((p) => p.id)).toEqual([3, 2, 1]);
    expect(result[0]?.slug).toBe('lima-cuticular-180');
    expect(list).toHaveLength(2);
  });

  it('puts a new post, dated today, at the top of the blog', () => {
    const list = [post(1, 'Antigo', '2026-01-01'), post(2, 'Mesmo dia', '2026-11-24')];
    const result = addItem('posts', list, post(newPostId([1, 2]), 'Novo Artigo', '2026-11-24'));
    expect(result.map((p) => p.title)).toEqual(['Novo Artigo', 'Mesmo dia', 'Antigo']);
    expect(result[0]?.slug).toBe('novo-artigo');
  });

  it('sorts courses featured first, then by title', () => {
    const result = addItem('courses', [course(1, 'Zeta'), course(2, 'Beta', true)], course(3, 'Alfa'));
    expect(result.map((c) => c.title)).toEqual(['Beta', 'Alfa', 'Zeta']);
  });
});

describe('updateItem', () => {
  it('replaces the item, recomputes the slug and re-sorts', () => {
    const list = addItem('products', [product(1, 'Primeiro', 1)], product(2, 'Segundo', 2));
    const result = updateItem('products', list, { ...product(1, 'Gel Construtor Rosa'), order: 3 });
    expect(result?.map((p) => p.id)).toEqual([2, 1]);
    expect(result?.[1]?.slug).toBe('gel-construtor-rosa');
  });

  it('returns undefined for an unknown id', () => {
    expect(updateItem('posts', [post(1, 'A', '2026-01-01')], post(9, 'B', '2026-01-01'))).toBeUndefined();
  });
});

describe('removeItems', () => {
  it('removes every given id and keeps the rest in order', () => {
    const list = [product(1, 'A'), product(2, 'B'), product(3, 'C')];
    expect(removeItems(list, [1, 3]).map((p) => p.id)).toEqual([2]);
    expect(removeItems(list, []).map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('new ids', () => {
  it('takes a product or course id from the creation time, moving on while it is taken', () => {
    const now = new Date('2026-11-24T10:00:00.000Z');
    expect(newNumericId(now, [])).toBe(now.getTime());
    expect(newNumericId(now, [now.getTime(), now.getTime() + 1])).toBe(now.getTime() + 2);
  });

  it('gives a post an id above every existing one', () => {
    expect(newPostId([])).toBe(1);
    expect(newPostId([3, 8, 5])).toBe(9);
  });
});
