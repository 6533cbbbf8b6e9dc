import { describe, expect, it } from 'vitest';
import {
  selectFeaturedCourses,
  selectFeaturedProducts,
  selectHomePosts,
  selectHomeTestimonials,
  selectNewestProducts,
} from './home-selection.ts';

const product = (id: number, extra: { featured?: boolean; isNew?: boolean; order?: number } = {}) => ({
  id,
  featured: extra.featured ?? false,
  isNew: extra.isNew ?? false,
  order: extra.order,
});

describe('selectFeaturedProducts', () => {
  it('keeps only featured products, in the shop order, at most 4', () => {
    const products = [
      product(1, { featured: true }),
      product(2, { featured: true, order: 2 }),
      product(3),
      product(4, { featured: true, order: 1 }),
      product(5, { featured: true }),
      product(6, { featured: true, order: 9 }),
      product(7, { featured: true }),
    ];
    expect(selectFeaturedProducts(products).map((p) => p.id)).toEqual([4, 2, 6, 1]);
  });

  it('returns fewer when fewer are featured, and nothing for no products', () => {
    expect(selectFeaturedProducts([product(1), product(2, { featured: true })]).map((p) => p.id)).toEqual([
      2,
    ]);
    expect(selectFeaturedProducts([])).toEqual([]);
  });
});

describe('selectNewestProducts', () => {
  it('shows products marked new, newest id first', () => {
    const products = [
      product(10, { isNew: true }),
      product(50),
      product(30, { isNew: true }),
      product(20, { isNew: true }),
      product(40, { isNew: true }),
      product(60, { isNew: true }),
    ];
    expect(selectNewestProducts(products).map((p) => p.id)).toEqual([60, 40, 30, 20]);
  });

  it('fills up with the most recently created products when fewer than 4 are marked new', () => {
    const products = [product(1), product(5, { isNew: true }), product(3), product(2), product(4)];
    expect(selectNewestProducts(products).map((p) => p.id)).toEqual([5, 4, 3, 2]);
  });

  it('falls back to the highest ids when none is marked new', () => {
    expect(selectNewestProducts([product(1), product(3), product(2)]).map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('does not change the given list', () => {
    const products = [product(1), product(2)];
    selectNewestProducts(products);
    expect(products.map((p) => p.id)).toEqual([1, 2]);
  });
});

describe('selectFeaturedCourses', () => {
  it('keeps the featured courses sorted by title', () => {
    const courses = [
      { id: 1, title: 'Nail Art', featured: true },
      { id: 2, title: 'Acrygel', featured: false },
      { id: 3, title: 'Formação Inicial', featured: true },
      { id: 4, title: 'Ácido', featured: true },
    ];
    expect(selectFeaturedCourses(courses).map((c) => c.id)).toEqual([4, 3, 1]);
  });

  it('is empty when no course is featured', () => {
    expect(selectFeaturedCourses([{ id: 1, title: 'A', featured: false }])).toEqual([]);
  });
});

describe('selectHomePosts', () => {
  it('features the newest post and lists the next 3', () => {
    const posts = [
      { id: 1, date: '2026-01-01' },
      { id: 2, date: '2026-05-01' },
      { id: 3, date: '2026-03-01' },
      { id: 4, date: '2026-02-01' },
      { id: 5, date: '2026-04-01' },
    ];
    const { featured, others } = selectHomePosts(posts);
    expect(featured?.id).toBe(2);
    expect(others.map((p) => p.id)).toEqual([5, 3, 4]);
  });

  it('handles short lists', () => {
    expect(selectHomePosts([])).toEqual({ featured: undefined, others: [] });
    const one = selectHomePosts([{ id: 1, date: '2026-01-01' }]);
    expect(one.featured?.id).toBe(1);
    expect(one.others).toEqual([]);
  });
});

describe('selectHomeTestimonials', () => {
  it('takes the first 3 images', () => {
    expect(selectHomeTestimonials([1, 2, 3, 4, 5])).toEqual([1, 2, 3]);
    expect(selectHomeTestimonials([1])).toEqual([1]);
  });
});
