import { describe, expect, it } from 'vitest';
import {
  bulkDeleteQuestion,
  courseStats,
  deletedMessage,
  exportFailureMessage,
  exportSuccessMessage,
  importFailureMessage,
  importSuccessMessage,
  reloadDiscardQuestion,
  reloadSuccessMessage,
  filterCourses,
  filterPosts,
  filterProducts,
  formatAdminDate,
  isLowStock,
  postCategoryNames,
  postStats,
  productStats,
  savedMessage,
} from './admin-dashboard.ts';
import type { BlogPost, Course, Product } from '../schema.ts';

const product = (over: Partial<Product>): Product => ({
  id: 1,
  name: 'Gel Builder Clear',
  slug: 'gel-builder-clear',
  description: 'Produto profissional.',
  price: 20,
  stock: 50,
  category: 'unhas',
  featured: false,
  isNew: false,
  images: ['/images/a.webp'],
  ...over,
});
const course = (over: Partial<Course>): Course => ({
  id: 1,
  title: 'Curso de Gel',
  description: 'Aprenda a técnica de gel.',
  price: 300,
  duration: '2 dias',
  image: '/images/c.webp',
  type: 'presencial',
  featured: false,
  ...over,
});
const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 1,
  title: 'Tendências de Primavera',
  slug: 'tendencias-de-primavera',
  excerpt: 'As cores da estação.',
  content: 'Texto com a palavra escondida.',
  image: '/images/p.webp',
  date: '2026-03-10',
  author: 'Ana',
  category: 'Tendências',
  ...over,
});

const products = [
  product({ id: 1, name: 'Gel Rosa', featured: true, stock: 9, category: 'cores' }),
  product({ id: 2, name: 'Lima 180', description: 'Lima para GEL e acrílico', isNew: true, stock: 10 }),
  product({ id: 3, name: 'Primer', featured: true, isNew: true, stock: 0 }),
  product({ id: 4, name: 'Top Coat', stock: 120 }),
];

describe('products', () => {
  it('counts total, featured, new and low stock (below 10, none in stock included)', () => {
    expect(productStats(products)).toEqual({ total: 4, featured: 2, isNew: 2, lowStock: 2 });
    expect(isLowStock({ stock: 9 })).toBe(true);
    expect(isLowStock({ stock: 10 })).toBe(false);
    expect(productStats([])).toEqual({ total: 0, featured: 0, isNew: 0, lowStock: 0 });
  });

  const ids = (result: { items: Product[] }) => result.items.map((p) => p.id);
  const none = { query: '', category: '', status: 'all' } as const;

  it('searches name and description, trimmed and ignoring case', () => {
    expect(ids(filterProducts(products, { ...none, query: '  gel ' }))).toEqual([1, 2]);
    expect(ids(filterProducts(products, { ...none, query: 'PRIMER' }))).toEqual([3]);
    expect(ids(filterProducts(products, { ...none, query: '   ' }))).toEqual([1, 2, 3, 4]);
    expect(filterProducts(products, { ...none, query: 'nada disto' })).toEqual({ items: [] });
  });

  it('filters by category and by status, together with the search', () => {
    expect(ids(filterProducts(products, { ...none, category: 'cores' }))).toEqual([1]);
    expect(ids(filterProducts(products, { ...none, status: 'featured' }))).toEqual([1, 3]);
    expect(ids(filterProducts(products, { ...none, status: 'new' }))).toEqual([2, 3]);
    expect(ids(filterProducts(products, { ...none, status: 'lowStock' }))).toEqual([1, 3]);
    expect(ids(filterProducts(products, { query: 'gel', category: 'unhas', status: 'new' }))).toEqual([2]);
  });
});

describe('courses', () => {
  const courses = [
    course({ id: 1, featured: true }),
    course({ id: 2, type: 'online', title: 'Nail Art Online', description: 'Em casa' }),
    course({ id: 3, type: 'online', featured: true, title: 'Manutenção' }),
    course({ id: 4, type: 'privado', title: 'Aula Privada' }),
  ];
  const ids = (result: { items: Course[] }) => result.items.map((c) => c.id);
  const none = { query: '', type: '', featuredOnly: false } as const;

  it('counts total, featured, in person and online', () => {
    expect(courseStats(courses)).toEqual({ total: 4, featured: 2, presencial: 1, online: 2 });
  });

  it('searches title and description, filters by type and featured', () => {
    expect(ids(filterCourses(courses, { ...none, query: 'ONLINE' }))).toEqual([2]);
    expect(ids(filterCourses(courses, { ...none, query: 'técnica' }))).toEqual([1, 3, 4]);
    expect(ids(filterCourses(courses, { ...none, type: 'online' }))).toEqual([2, 3]);
    expect(ids(filterCourses(courses, { ...none, featuredOnly: true }))).toEqual([1, 3]);
    expect(ids(filterCourses(courses, { query: '', type: 'online', featuredOnly: true }))).toEqual([3]);
  });
});

describe('posts', () => {
  const posts = [
    post({ id: 1, date: '2026-03-10' }),
    post({ id: 2, date: '2026-03-01', category: 'Cuidados', title: 'Cutículas' }),
    post({ id: 3, date: '2026-02-28', category: 'Tendências', excerpt: 'Verniz de outono' }),
  ];
  const ids = (result: { items: BlogPost[] }) => result.items.map((p) => p.id);

  it('counts total, this month (local time), categories and the last date', () => {
    expect(postStats(posts, new Date(2026, 2, 31, 23, 30))).toEqual({
      total: 3,
      thisMonth: 2,
      categories: 2,
      lastDate: '2026-03-10',
    });
    expect(postStats(posts, new Date(2026, 3, 1, 0, 5)).thisMonth).toBe(0);
    expect(postStats([], new Date(2026, 2, 1))).toEqual({
      total: 0,
      thisMonth: 0,
      categories: 0,
      lastDate: undefined,
    });
  });

  it('shows dates as dd/mm/aaaa and a missing last date as N/A', () => {
    expect(formatAdminDate('2026-03-01')).toBe('01/03/2026');
    expect(formatAdminDate(undefined)).toBe('N/A');
  });

  it('searches title and excerpt (not the body) and filters by category', () => {
    expect(ids(filterPosts(posts, { query: 'outono', category: '' }))).toEqual([3]);
    expect(ids(filterPosts(posts, { query: 'escondida', category: '' }))).toEqual([]);
    expect(ids(filterPosts(posts, { query: 'CUTÍCULAS', category: '' }))).toEqual([2]);
    // The site's text search (text-search.ts): accents, plurals, a slipped letter, a correction.
    expect(ids(filterPosts(posts, { query: 'cuticula', category: '' }))).toEqual([2]);
    expect(filterPosts(posts, { query: 'cutcolas', category: '' })).toEqual({
      items: [],
      suggestion: 'cutículas',
    });
    expect(ids(filterPosts(posts, { query: '', category: 'Tendências' }))).toEqual([1, 3]);
    expect(postCategoryNames(posts)).toEqual(['Cuidados', 'Tendências']);
  });
});

describe('bulkDeleteQuestion', () => {
  it('names the count and lists every name', () => {
    expect(bulkDeleteQuestion(['produto', 'produtos'], ['Gel Rosa', 'Primer'])).toBe(
      'Tem a certeza que quer eliminar 2 produtos?\n\n• Gel Rosa\n• Primer',
    );
    expect(bulkDeleteQuestion(['artigo', 'artigos'], ['Um'])).toBe(
      'Tem a certeza que quer eliminar 1 artigo?\n\n• Um',
    );
  });
});

describe('banner messages', () => {
  it('names the downloaded file and the command that publishes it', () => {
    const text = exportSuccessMessage('products', 'products.json');
    expect(text).toMatch(/^Produtos exportados com sucesso para products\.json, na pasta de transferências/);
    expect(text).toContain('npm run content:import -- <pasta de transferências>/products.json');
    expect(text).toContain('eliminações');
    expect(text).toContain('CMS');
    expect(exportSuccessMessage('courses', 'courses.json')).toMatch(/^Formações exportadas com sucesso/);
  });

  it('says what a form saved or a delete removed, agreeing with the item', () => {
    expect(savedMessage('products', 'created', 'Gel Rosa')).toBe('Produto "Gel Rosa" criado com sucesso.');
    expect(savedMessage('courses', 'updated', 'Nível 1')).toBe('Formação "Nível 1" atualizada com sucesso.');
    expect(savedMessage('posts', 'created', 'Dicas')).toBe('Artigo "Dicas" criado com sucesso.');
    expect(deletedMessage('courses', ['Nível 1'])).toBe('Formação "Nível 1" eliminada com sucesso.');
    expect(deletedMessage('products', ['A', 'B'])).toBe('2 produtos eliminados com sucesso.');
    expect(deletedMessage('courses', ['A', 'B', 'C'])).toBe('3 formações eliminadas com sucesso.');
  });

  it('warns before a reload drops changes not yet published', () => {
    expect(reloadDiscardQuestion('courses')).toMatch(
      /^Recarregar do ficheiro JSON descarta as alterações a formações/,
    );
    expect(reloadDiscardQuestion('posts')).toContain('Exporte-as antes');
  });

  it('says the export, import and reload results as the spec words them', () => {
    expect(exportFailureMessage('products')).toBe('Erro ao exportar produtos.');
    expect(exportFailureMessage('courses')).toBe('Erro ao exportar formações.');
    expect(exportFailureMessage('posts')).toBe('Erro ao exportar blog.');
    expect(importSuccessMessage('courses', 'x.json')).toBe('Formações importadas com sucesso de x.json!');
    expect(importSuccessMessage('posts', 'b.json')).toBe('Artigos do blog importados com sucesso de b.json!');
    expect(importFailureMessage('Invalid JSON format: ... array not found')).toBe(
      'Erro ao importar: Invalid JSON format: ... array not found',
    );
    expect(importFailureMessage(undefined)).toBe('Erro desconhecido');
    expect(importFailureMessage('  ')).toBe('Erro desconhecido');
    expect(reloadSuccessMessage('products')).toBe('Produtos recarregados do ficheiro JSON!');
    expect(reloadSuccessMessage('courses')).toBe('Formações recarregadas do ficheiro JSON!');
  });
});
