import { describe, it, expect } from 'vitest';
import {
  firstPage,
  isPageOutOfRange,
  PAGE_SIZE,
  pageControlItems,
  pageRange,
  paginate,
  parsePage,
} from './pagination.ts';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('PAGE_SIZE', () => {
  it('is 20', () => {
    expect(PAGE_SIZE).toBe(20);
  });
});

describe('parsePage', () => {
  it('parses an integer', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(' 12 ')).toBe(12);
  });

  it('defaults to 1 when missing or not a number', () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('abc')).toBe(1);
  });

  it('follows parseInt for trailing text and fractions', () => {
    expect(parsePage('2abc')).toBe(2);
    expect(parsePage('2.9')).toBe(2);
  });

  it('keeps 0 and negatives so the caller can redirect', () => {
    expect(parsePage('0')).toBe(0);
    expect(parsePage('-4')).toBe(-4);
  });
});

describe('pageRange', () => {
  it('places a page in a list known only by its length', () => {
    expect(pageRange(39, 2)).toEqual({ page: 2, totalPages: 2, total: 39, start: 21, end: 39 });
    expect(pageRange(40, 2)).toEqual({ page: 2, totalPages: 2, total: 40, start: 21, end: 40 });
    expect(pageRange(41, 1)).toEqual({ page: 1, totalPages: 3, total: 41, start: 1, end: 20 });
    expect(pageRange(5, 3, 2)).toEqual({ page: 3, totalPages: 3, total: 5, start: 5, end: 5 });
  });

  it('clamps a page out of range and answers an empty list as paginate does', () => {
    expect(pageRange(39, 9)).toEqual({ page: 2, totalPages: 2, total: 39, start: 21, end: 39 });
    expect(pageRange(39, 0)).toEqual({ page: 1, totalPages: 2, total: 39, start: 1, end: 20 });
    expect(pageRange(0, 2)).toEqual({ page: 1, totalPages: 1, total: 0, start: 0, end: 0 });
  });
});

describe('paginate', () => {
  const items = range(45);

  it('gives the first page of PAGE_SIZE items by default', () => {
    const result = paginate(items, 1);
    expect(result.items).toEqual(range(20));
    expect(result).toMatchObject({ page: 1, totalPages: 3, total: 45, start: 1, end: 20 });
  });

  it('gives a middle page', () => {
    const result = paginate(items, 2);
    expect(result.items[0]).toBe(21);
    expect(result.items).toHaveLength(20);
    expect(result).toMatchObject({ start: 21, end: 40 });
  });

  it('gives a short last page', () => {
    const result = paginate(items, 3);
    expect(result.items).toEqual([41, 42, 43, 44, 45]);
    expect(result).toMatchObject({ page: 3, start: 41, end: 45 });
  });

  it('has exactly one page for exactly PAGE_SIZE items', () => {
    expect(paginate(range(20), 1).totalPages).toBe(1);
    expect(paginate(range(21), 1).totalPages).toBe(2);
  });

  it('gives 0/0 and one page for an empty list', () => {
    expect(paginate([], 1)).toEqual({ items: [], page: 1, totalPages: 1, total: 0, start: 0, end: 0 });
  });

  it('clamps a page out of range to the nearest page', () => {
    expect(paginate(items, 9)).toMatchObject({ page: 3, start: 41, end: 45 });
    expect(paginate(items, 0)).toMatchObject({ page: 1, start: 1, end: 20 });
    expect(paginate(items, -2)).toMatchObject({ page: 1 });
  });

  it('honours a custom page size', () => {
    expect(paginate(range(10), 2, 4)).toMatchObject({ items: [5, 6, 7, 8], totalPages: 3, start: 5, end: 8 });
  });

  it('does not mutate the list', () => {
    const list = Object.freeze(range(30));
    expect(() => paginate(list, 2)).not.toThrow();
    expect(paginate(list, 2).items).not.toBe(list);
  });
});

describe('isPageOutOfRange', () => {
  it('accepts pages 1..totalPages', () => {
    expect(isPageOutOfRange(1, 3)).toBe(false);
    expect(isPageOutOfRange(3, 3)).toBe(false);
  });

  it('rejects pages below 1 and above the total', () => {
    expect(isPageOutOfRange(0, 3)).toBe(true);
    expect(isPageOutOfRange(-1, 3)).toBe(true);
    expect(isPageOutOfRange(4, 3)).toBe(true);
  });

  it('accepts page 1 of an empty list', () => {
    expect(isPageOutOfRange(1, 0)).toBe(false);
    expect(isPageOutOfRange(1, 1)).toBe(false);
    expect(isPageOutOfRange(2, 1)).toBe(true);
  });
});

describe('pageControlItems', () => {
  it('shows every page up to 7 pages', () => {
    expect(pageControlItems(1, 1)).toEqual([1]);
    expect(pageControlItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageControlItems(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows the first, the last, the neighbours and ellipses beyond 7 pages', () => {
    expect(pageControlItems(1, 10)).toEqual([1, 2, 'ellipsis', 10]);
    expect(pageControlItems(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(pageControlItems(10, 10)).toEqual([1, 'ellipsis', 9, 10]);
    expect(pageControlItems(2, 8)).toEqual([1, 2, 3, 'ellipsis', 8]);
  });

  it('never hides a single page behind an ellipsis', () => {
    expect(pageControlItems(3, 10)).toEqual([1, 2, 3, 4, 'ellipsis', 10]);
    expect(pageControlItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(pageControlItems(8, 10)).toEqual([1, 'ellipsis', 7, 8, 9, 10]);
  });

  it('always includes the first, the last and the current page, in order, without repeats', () => {
    for (let total = 8; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const items = pageControlItems(current, total);
        const pages = items.filter((item): item is number => item !== 'ellipsis');
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
        expect(new Set(pages).size).toBe(pages.length);
        expect(items.length).toBeLessThanOrEqual(7);
        // Every gap between neighbours in the list is an ellipsis hiding at least two pages.
        items.forEach((item, i) => {
          if (item === 'ellipsis') {
            const before = items[i - 1];
            const after = items[i + 1];
            expect(typeof before).toBe('number');
            expect(typeof after).toBe('number');
            expect((after as number) - (before as number)).toBeGreaterThan(2);
          }
        });
      }
    }
  });

  it('clamps a current page out of range', () => {
    expect(pageControlItems(99, 10)).toEqual(pageControlItems(10, 10));
    expect(pageControlItems(0, 10)).toEqual(pageControlItems(1, 10));
  });
});

describe('firstPage', () => {
  it("answers what paginate gives for page 1 of the whole list, from that page's items and the length", () => {
    for (const length of [0, 1, 19, 20, 21, 45]) {
      const whole = Array.from({ length }, (_, i) => i);
      const page = paginate(whole, 1);
      expect(firstPage(page.items, length)).toEqual(page);
      const blogPage = paginate(whole, 1, 10);
      expect(firstPage(blogPage.items, length, 10)).toEqual(blogPage);
    }
  });
});
