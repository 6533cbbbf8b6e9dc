import { describe, expect, it } from 'vitest';
import {
  asCoursesFile,
  asEntityList,
  resolveCourses,
  resolvePosts,
  resolveProducts,
} from './data-loading.ts';
import { fingerprint } from '../fingerprint.ts';
import type { BlogPost, Course, CoursesFile, Product } from '../schema.ts';

const product = (id: number, order?: number): Product => ({
  id,
  slug: `produto-${id}`,
  name: `Produto ${id}`,
  description: 'Descrição',
  images: ['/images/p.svg'],
  price: 10,
  stock: 1,
  category: 'unhas',
  featured: false,
  isNew: false,
  ...(order === undefined ? {} : { order }),
});

const course = (id: number, title: string, featured = false): Course => ({
  id,
  title,
  description: 'Resumo',
  price: 100,
  duration: '10 horas',
  image: '/images/c.svg',
  type: 'presencial',
  featured,
});

const post = (id: number, date: string): BlogPost => ({
  id,
  slug: `artigo-${id}`,
  title: `Artigo ${id}`,
  excerpt: 'Resumo',
  content: 'Texto',
  image: '/images/b.svg',
  date,
  author: 'Sofia',
  category: 'Tendências',
});

const ok = <T>(value: T) => ({ ok: true as const, value });
const failed = { ok: false as const };
const ids = (list: readonly { id: number }[]) => list.map((item) => item.id);

describe('resolveProducts', () => {
  const fileProducts = [product(1, 2), product(2, 1)];

  it('uses the file when there is no local admin copy, sorted by order', () => {
    const resolved = resolveProducts(ok(fileProducts), undefined);
    expect(resolved.source).toBe('file');
    expect(ids(resolved.value)).toEqual([2, 1]);
  });

  it('lets local admin changes override the file', () => {
    const resolved = resolveProducts(ok(fileProducts), [product(7), product(8, 1)]);
    expect(resolved.source).toBe('local');
    expect(ids(resolved.value)).toEqual([8, 7]);
  });

  it('falls back to the local copy when the file cannot be loaded', () => {
    const resolved = resolveProducts(failed, [product(5)]);
    expect(resolved).toEqual({ value: [product(5)], source: 'local' });
  });

  it('gives an empty list when the file fails and nothing is stored', () => {
    expect(resolveProducts(failed, undefined)).toEqual({ value: [], source: 'empty' });
  });

  it('does not save anything locally', () => {
    expect(resolveProducts(ok(fileProducts), undefined).saveLocal).toBeUndefined();
    expect(resolveProducts(failed, undefined).saveLocal).toBeUndefined();
  });
});

describe('resolveCourses', () => {
  const file: CoursesFile = {
    version: 5,
    courses: [course(1, 'Nail Art'), course(2, 'Acrygel'), course(3, 'Zen', true)],
  };
  const local = (version: number) => ({ version, courses: [course(9, 'Local B'), course(8, 'Local A')] });
  const defaults: CoursesFile = {
    version: 1,
    courses: [course(20, 'Padrão B'), course(21, 'Padrão A', true)],
  };

  it('uses the file when it is newer than the local copy, featured first then by title', () => {
    const resolved = resolveCourses(ok(file), local(4), defaults);
    expect(resolved.source).toBe('file');
    expect(resolved.version).toBe(5);
    expect(ids(resolved.value)).toEqual([3, 2, 1]);
    expect(resolved.saveLocal).toBeUndefined();
  });

  it('uses the file when nothing is stored', () => {
    const resolved = resolveCourses(ok(file), undefined, defaults);
    expect(resolved.source).toBe('file');
    expect(ids(resolved.value)).toEqual([3, 2, 1]);
  });

  it('keeps the local copy when its version equals the file version', () => {
    const resolved = resolveCourses(ok(file), local(5), defaults);
    expect(resolved.source).toBe('local');
    expect(resolved.version).toBe(5);
    expect(ids(resolved.value)).toEqual([8, 9]);
  });

  it('keeps the local copy when its version is above the file version', () => {
    const resolved = resolveCourses(ok(file), local(6), defaults);
    expect(resolved.source).toBe('local');
    expect(resolved.version).toBe(6);
  });

  it('falls back to the local copy, whatever its version, when the file cannot be loaded', () => {
    const resolved = resolveCourses(failed, local(1), defaults);
    expect(resolved.source).toBe('local');
    expect(resolved.version).toBe(1);
    expect(ids(resolved.value)).toEqual([8, 9]);
    expect(resolved.saveLocal).toBeUndefined();
  });

  it('uses the built-in defaults, flagged to be saved locally, when the file fails and nothing is stored', () => {
    const resolved = resolveCourses(failed, undefined, defaults);
    expect(resolved.source).toBe('defaults');
    expect(resolved.version).toBe(1);
    expect(resolved.saveLocal).toBe(true);
    expect(ids(resolved.value)).toEqual([21, 20]);
  });
});

describe('resolvePosts', () => {
  const filePosts = [post(1, '2026-01-10'), post(2, '2026-03-01'), post(3, '2026-02-01')];
  const localList = [post(7, '2026-01-01'), post(8, '2026-05-01')];
  const localPosts = { version: '1.0.1' as const, basedOn: 'another-publication', posts: localList };
  const defaults = [post(30, '2025-01-01'), post(31, '2025-06-01')];

  it('prefers the file, newest first, and clears a local copy made from another publication', () => {
    const resolved = resolvePosts(ok(filePosts), localPosts, defaults);
    expect(resolved.source).toBe('file');
    expect(resolved.clearLocal).toBe(true);
    expect(ids(resolved.value)).toEqual([2, 3, 1]);
  });

  it("shows the admin's local copy while it was made from the list published now", () => {
    const current = { ...localPosts, basedOn: fingerprint(filePosts) };
    const resolved = resolvePosts(ok(filePosts), current, defaults);
    expect(resolved.source).toBe('local');
    expect(resolved.clearLocal).toBe(false);
    expect(ids(resolved.value)).toEqual([8, 7]);
    // Once the list is published again with any change, the copy is out of date.
    const republished = [...filePosts, post(4, '2026-04-01')];
    expect(resolvePosts(ok(republished), current, defaults).source).toBe('file');
  });

  it('has nothing to clear when no local copy exists', () => {
    const resolved = resolvePosts(ok(filePosts), undefined, defaults);
    expect(resolved.source).toBe('file');
    expect(resolved.clearLocal).toBe(false);
  });

  it('falls back to the local copy when the file cannot be loaded', () => {
    const resolved = resolvePosts(failed, localPosts, defaults);
    expect(resolved.source).toBe('local');
    expect(resolved.clearLocal).toBe(false);
    expect(ids(resolved.value)).toEqual([8, 7]);
  });

  it('falls back to the built-in defaults when the file fails and nothing is stored', () => {
    const resolved = resolvePosts(failed, undefined, defaults);
    expect(resolved.source).toBe('defaults');
    expect(resolved.clearLocal).toBe(false);
    expect(ids(resolved.value)).toEqual([31, 30]);
  });

  it('does not reorder the lists it was given', () => {
    const given = [...filePosts];
    resolvePosts(ok(given), undefined, defaults);
    expect(given).toEqual(filePosts);
  });
});

describe('asEntityList', () => {
  it('accepts a list of objects that all have a numeric id', () => {
    expect(asEntityList([{ id: 1 }, { id: 2, name: 'x' }])).toEqual([{ id: 1 }, { id: 2, name: 'x' }]);
    expect(asEntityList([])).toEqual([]);
  });

  it('rejects anything else', () => {
    expect(asEntityList(null)).toBeUndefined();
    expect(asEntityList({ products: [] })).toBeUndefined();
    expect(asEntityList('[]')).toBeUndefined();
    expect(asEntityList([{ id: '1' }])).toBeUndefined();
    expect(asEntityList([{ id: 1 }, null])).toBeUndefined();
    expect(asEntityList([{ name: 'sem id' }])).toBeUndefined();
  });
});

describe('asCoursesFile', () => {
  it('accepts an object with a numeric version and a list of courses', () => {
    const value = { version: 3, courses: [course(1, 'A')] };
    expect(asCoursesFile(value)).toEqual(value);
  });

  it('rejects a missing or non-numeric version and a bad course list', () => {
    expect(asCoursesFile([course(1, 'A')])).toBeUndefined();
    expect(asCoursesFile({ courses: [course(1, 'A')] })).toBeUndefined();
    expect(asCoursesFile({ version: '3', courses: [] })).toBeUndefined();
    expect(asCoursesFile({ version: 3, courses: {} })).toBeUndefined();
    expect(asCoursesFile({ version: 3, courses: [{ title: 'sem id' }] })).toBeUndefined();
    expect(asCoursesFile(null)).toBeUndefined();
  });
});
