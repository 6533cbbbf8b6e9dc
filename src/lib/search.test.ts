import { describe, it, expect } from 'vitest';
import { normalizeQuery, searchPosts, searchProducts } from './search.ts';
import type { BlogPost, Product } from './schema.ts';

const product = (id: number, name: string, description = ''): Product => ({
  id,
  slug: `p-${id}`,
  name,
  description,
  images: ['/images/p.jpg'],
  price: 10,
  stock: 1,
  category: 'unhas',
  featured: false,
  isNew: false,
});

const post = (id: number, fields: Partial<BlogPost> = {}): BlogPost => ({
  id,
  slug: `post-${id}`,
  title: `Artigo ${id}`,
  excerpt: '',
  content: 'Texto',
  image: '/images/b.jpg',
  date: '2026-01-01',
  author: 'Autora',
  category: 'Tendências',
  ...fields,
});

describe('normalizeQuery', () => {
  it('trims and maps missing values to the empty string', () => {
    expect(normalizeQuery('  gel  ')).toBe('gel');
    expect(normalizeQuery('\tgel builder\n')).toBe('gel builder');
    expect(normalizeQuery(null)).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery('   ')).toBe('');
  });
});

describe('searchProducts', () => {
  const products = [
    product(1, 'Gel Builder Clear', 'Gel de construção transparente'),
    product(2, 'Lima 180/240', 'Lima profissional'),
    product(3, 'Cat Eye Magnetic', 'Efeito olho de gato com GEL magnético'),
  ];

  it('matches a substring of the name, ignoring case', () => {
    expect(searchProducts(products, 'LIMA').map((p) => p.id)).toEqual([2]);
    expect(searchProducts(products, 'uild').map((p) => p.id)).toEqual([1]);
  });

  it('matches a substring of the description, ignoring case', () => {
    expect(searchProducts(products, 'olho de GATO').map((p) => p.id)).toEqual([3]);
    expect(searchProducts(products, 'gel').map((p) => p.id)).toEqual([1, 3]);
  });

  it('trims the query', () => {
    expect(searchProducts(products, '  lima  ').map((p) => p.id)).toEqual([2]);
  });

  it('returns every product, as a new array, for an empty or blank query', () => {
    expect(searchProducts(products, '')).toEqual(products);
    expect(searchProducts(products, '   ')).toEqual(products);
    expect(searchProducts(products, '')).not.toBe(products);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchProducts(products, 'pedicure')).toEqual([]);
  });

  it('does not match across the end of the name and the start of the description', () => {
    // name ends with 'Clear', description starts with 'Gel': 'clear gel' is in neither field.
    expect(searchProducts(products, 'clear gel')).toEqual([]);
    expect(searchProducts(products, 'clear\ngel')).toEqual([]);
  });

  it('does not ignore accents (the rule is case-insensitive only)', () => {
    expect(searchProducts(products, 'construcao')).toEqual([]);
    expect(searchProducts(products, 'CONSTRUÇÃO').map((p) => p.id)).toEqual([1]);
  });

  it('sees the change of an edited product, which is a new object', () => {
    const original = product(9, 'Top Coat', 'Brilho');
    expect(searchProducts([original], 'matte')).toEqual([]);
    const edited = { ...original, name: 'Top Coat Matte' };
    expect(searchProducts([edited], 'matte')).toEqual([edited]);
  });

  // Speed is measured by `npm run bench`, never asserted in tests.
  it('finds one product among 5,000', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      product(i, `Produto ${i} Gel Polish`, `Descrição ${i}.`),
    );
    expect(searchProducts(many, 'produto 4999').map((p) => p.id)).toEqual([4999]);
  });
});

describe('searchPosts', () => {
  const posts = [
    post(1, { title: 'Tendências de Verão', category: 'Tendências' }),
    post(2, { excerpt: 'Como cuidar das cutículas', category: 'Cuidados' }),
    post(3, { content: '# Passo a passo\n\nAplicar o **top coat**', category: 'Técnicas' }),
    post(4, { title: 'Cores de outono', category: 'Tendências' }),
  ];

  it('matches title, excerpt and content, ignoring case', () => {
    expect(searchPosts(posts, 'VERÃO', null).map((p) => p.id)).toEqual([1]);
    expect(searchPosts(posts, 'cutículas', null).map((p) => p.id)).toEqual([2]);
    expect(searchPosts(posts, 'TOP COAT', null).map((p) => p.id)).toEqual([3]);
  });

  it('filters by exact category when one is given', () => {
    expect(searchPosts(posts, '', 'Tendências').map((p) => p.id)).toEqual([1, 4]);
    expect(searchPosts(posts, 'outono', 'Tendências').map((p) => p.id)).toEqual([4]);
    expect(searchPosts(posts, 'outono', 'Cuidados')).toEqual([]);
    expect(searchPosts(posts, '', 'tendências')).toEqual([]);
    expect(searchPosts(posts, '', 'Tend')).toEqual([]);
  });

  it('returns every post for a blank query and no category', () => {
    expect(searchPosts(posts, '  ', null)).toEqual(posts);
    expect(searchPosts(posts, '', '')).toEqual(posts);
  });
});
