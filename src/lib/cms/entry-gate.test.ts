import { describe, expect, it } from 'vitest';
import type { CategoryList } from '../collections.ts';
import { entryProblems, type OtherEntry } from './entry-gate.ts';

const categories: CategoryList = [
  { slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] },
  { slug: 'cores', name: 'Cores', subcategories: [{ slug: 'verao', name: 'Verão' }] },
];

const product = (fields: Record<string, unknown> = {}) => ({
  id: 7,
  name: 'Lima 180/180',
  description: 'Uma lima.',
  images: ['/images/a.svg'],
  price: 4.5,
  stock: 10,
  category: 'unhas',
  ...fields,
});

const post = (fields: Record<string, unknown> = {}) => ({
  id: 3,
  title: 'Primeiro artigo',
  excerpt: 'Resumo.',
  content: 'Texto.',
  image: '/images/b.jpg',
  date: '2026-03-05',
  author: 'Sofia',
  category: 'Cuidados',
  ...fields,
});

const otherProducts: OtherEntry[] = [
  { file: 'content/products/gel-rosa.md', data: { id: 1, name: 'Gel Rosa' } },
  { file: 'content/products/top-coat.md', data: { id: 2, name: 'Top Coat' } },
];

const messages = (problems: { field: string; message: string }[]) =>
  problems.map(({ field, message }) => `${field}: ${message}`);

describe('entryProblems', () => {
  it('accepts an entry the build accepts', () => {
    expect(entryProblems('products', product(), otherProducts, categories)).toEqual([]);
    expect(entryProblems('posts', post(), [], categories)).toEqual([]);
  });

  it('refuses a sale price that is not below the price, with the build message', () => {
    expect(messages(entryProblems('products', product({ salePrice: 4.5 }), [], categories))).toEqual([
      'salePrice: Preço promocional deve ser menor que o preço',
    ]);
    expect(entryProblems('products', product({ salePrice: 3.99 }), [], categories)).toEqual([]);
  });

  it('refuses a name whose address another entry has, naming that file', () => {
    expect(
      messages(entryProblems('products', product({ name: 'gel  rosa!' }), otherProducts, categories)),
    ).toEqual([
      'name: O nome dá o mesmo identificador ("gel-rosa") que content/products/gel-rosa.md: mude um dos nomes',
    ]);
    const others: OtherEntry[] = [
      { file: 'content/blog/primeiro.md', data: { id: 1, title: 'Primeiro Artigo' } },
    ];
    expect(messages(entryProblems('posts', post(), others, categories))).toEqual([
      'title: O título dá o mesmo endereço (/blog/primeiro-artigo) que content/blog/primeiro.md: mude um dos títulos',
    ]);
  });

  it('refuses an id another entry has', () => {
    expect(messages(entryProblems('products', product({ id: 2 }), otherProducts, categories))).toEqual([
      'id: O ID 2 repete-se: content/products/top-coat.md tem o mesmo ID',
    ]);
  });

  it('refuses a subcategory of another category, and a category the shop does not have', () => {
    expect(messages(entryProblems('products', product({ subcategory: 'verao' }), [], categories))).toEqual([
      'subcategory: "verao" não é uma subcategoria de Unhas',
    ]);
    expect(messages(entryProblems('products', product({ category: 'pes' }), [], categories))).toEqual([
      'category: "pes" não é uma categoria da loja',
    ]);
  });

  it('refuses lengths, dates, addresses and missing fields as the schema does', () => {
    expect(
      messages(
        entryProblems(
          'posts',
          post({ title: 'x'.repeat(121), date: '2026-02-30', image: 'http://example.com/a.jpg', author: '' }),
          [],
          categories,
        ),
      ),
    ).toEqual([
      'title: Título tem 121 caracteres; o máximo é 120',
      'image: Imagem deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://',
      'date: Data não existe no calendário',
      'author: Autor é obrigatório',
    ]);
  });

  it("refuses a link the build refuses in a post's text and in a product description", () => {
    const text = 'Veja [aqui](javascript:alert(1)) e [a loja](/loja).';
    const refused =
      'A ligação "javascript:alert(1)" não pode ser publicada: use um endereço https://, mailto: ou tel:, ou um caminho do site começado por /';
    expect(messages(entryProblems('posts', post({ content: text }), [], categories))).toEqual([
      `content: ${refused}`,
    ]);
    expect(messages(entryProblems('products', product({ description: text }), [], categories))).toEqual([
      `description: ${refused}`,
    ]);
  });

  it("leaves the other entries' own problems out", () => {
    const broken: OtherEntry[] = [
      { file: 'content/products/a.md', data: { id: 1, name: 'A' } },
      { file: 'content/products/b.md', data: { id: 1, name: 'A' } },
    ];
    expect(entryProblems('products', product(), broken, categories)).toEqual([]);
  });
});
