import { describe, it, expect } from 'vitest';
import { sortCourses, sortPosts, sortProducts } from './sorting.ts';

describe('sortProducts', () => {
  it('sorts by order ascending', () => {
    const sorted = sortProducts([
      { id: 1, order: 3 },
      { id: 2, order: 1 },
      { id: 3, order: 2 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('puts products without an order last', () => {
    const sorted = sortProducts([
      { id: 1 },
      { id: 2, order: 5 },
      { id: 3, order: undefined },
      { id: 4, order: 1 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual([4, 2, 1, 3]);
  });

  it('treats null as no order (JSON written by hand)', () => {
    const sorted = sortProducts([
      { id: 1, order: null },
      { id: 2, order: 9 },
    ]);
    expect(sorted.map((p) => p.id)).toEqual([2, 1]);
  });

  it('breaks ties by id ascending, with and without order', () => {
    const sorted = sortProducts([{ id: 9, order: 1 }, { id: 3, order: 1 }, { id: 7 }, { id: 5 }]);
    expect(sorted.map((p) => p.id)).toEqual([3, 9, 5, 7]);
  });

  it('returns a new array and leaves the input as it was', () => {
    const input = Object.freeze([
      { id: 2, order: 2 },
      { id: 1, order: 1 },
    ]);
    const sorted = sortProducts(input);
    expect(sorted).not.toBe(input);
    expect(input.map((p) => p.id)).toEqual([2, 1]);
  });
});

describe('sortCourses', () => {
  const course = (id: number, title: string, featured = false) => ({ id, title, featured });

  it('puts featured courses first', () => {
    const sorted = sortCourses([course(1, 'A'), course(2, 'Z', true), course(3, 'B')]);
    expect(sorted.map((c) => c.id)).toEqual([2, 1, 3]);
  });

  it('sorts by title alphabetically within each group', () => {
    const sorted = sortCourses([
      course(1, 'Nail Art', true),
      course(2, 'Acrygel', true),
      course(3, 'Manutenção'),
      course(4, 'Formação Base'),
    ]);
    expect(sorted.map((c) => c.title)).toEqual(['Acrygel', 'Nail Art', 'Formação Base', 'Manutenção']);
  });

  it('uses Portuguese collation: accents and case do not push a title to the end', () => {
    const sorted = sortCourses([
      course(1, 'Unhas'),
      course(2, 'Éclat'),
      course(3, 'escola'),
      course(4, 'Avançado'),
    ]);
    expect(sorted.map((c) => c.title)).toEqual(['Avançado', 'Éclat', 'escola', 'Unhas']);
  });

  it('breaks equal titles by id and returns a new array', () => {
    const input = Object.freeze([course(5, 'Gel'), course(2, 'Gel')]);
    const sorted = sortCourses(input);
    expect(sorted.map((c) => c.id)).toEqual([2, 5]);
    expect(sorted).not.toBe(input);
  });
});

describe('sortPosts', () => {
  it('puts the newest date first', () => {
    const sorted = sortPosts([
      { id: 1, date: '2025-01-10' },
      { id: 2, date: '2026-03-05' },
      { id: 3, date: '2025-12-31' },
    ]);
    expect(sorted.map((p) => p.id)).toEqual([2, 3, 1]);
  });

  it('breaks ties by id descending', () => {
    const sorted = sortPosts([
      { id: 1, date: '2026-01-01' },
      { id: 3, date: '2026-01-01' },
      { id: 2, date: '2026-01-01' },
    ]);
    expect(sorted.map((p) => p.id)).toEqual([3, 2, 1]);
  });

  it('returns a new array and leaves the input as it was', () => {
    const input = Object.freeze([
      { id: 1, date: '2020-01-01' },
      { id: 2, date: '2021-01-01' },
    ]);
    expect(sortPosts(input)).not.toBe(input);
    expect(input[0]?.id).toBe(1);
  });
});
