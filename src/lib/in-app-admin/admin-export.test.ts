import { describe, expect, it } from 'vitest';
import {
  buildExport,
  exportFileName,
  exportFileText,
  exportText,
  importedList,
  notUtf8Reason,
  parseImport,
} from './admin-export.ts';
import { itemVersions } from './item-version.ts';
import type { CategoryList } from '../collections.ts';
import type { BlogPost, Product } from '../schema.ts';

const categories: CategoryList = [{ slug: 'unhas', name: 'Unhas', subcategories: [] }];

const product = (id: number, name: string, fields: Partial<Product> = {}): Product => ({
  id,
  slug: 'stale-slug',
  name,
  description: 'Texto.',
  images: ['https://cdn.example.com/a.jpg'],
  price: 10,
  stock: 3,
  category: 'unhas',
  featured: false,
  isNew: true,
  ...fields,
});

const post: BlogPost = {
  id: 4,
  slug: 'artigo',
  title: 'Artigo',
  excerpt: 'Resumo.',
  content: 'Texto.',
  image: '/images/b.svg',
  date: '2026-01-02',
  author: 'Sofia',
  category: 'Cuidados',
};

const now = new Date('2026-05-06T07:08:09.010Z');

describe('buildExport and exportFileName', () => {
  it('stores the items as the app holds them, the time, the version and the published versions, under the collection key', () => {
    const items = [product(1, 'A'), product(2, 'B')];
    const versions = itemVersions([product(1, 'A (publicado)'), product(9, 'Apagado no painel')]);
    const file = buildExport('products', items, now, versions);
    expect(file).toEqual({
      products: items,
      lastUpdated: '2026-05-06T07:08:09.010Z',
      version: '1.0.1',
      publishedVersions: versions,
    });
    expect(Object.keys(file)).toEqual(['products', 'lastUpdated', 'version', 'publishedVersions']);
    expect(file.products).not.toBe(items);
    expect(Object.keys(buildExport('posts', [post], now, {}))).toEqual([
      'posts',
      'lastUpdated',
      'version',
      'publishedVersions',
    ]);
    expect(exportText(buildExport('courses', [], now, { '7': '0badc0de' }))).toBe(
      '{\n  "courses": [],\n  "lastUpdated": "2026-05-06T07:08:09.010Z",\n  "version": "1.0.1",\n  "publishedVersions": {\n    "7": "0badc0de"\n  }\n}\n',
    );
  });

  it('names the file after the published one it replaces', () => {
    expect(exportFileName('products')).toBe('products.json');
    expect(exportFileName('courses')).toBe('courses.json');
    expect(exportFileName('posts')).toBe('blog.json');
  });
});

describe('parseImport', () => {
  const text = (value: unknown) => JSON.stringify(value);

  it('reads an export back: slugs derived again, images given as URLs kept', () => {
    const versions = itemVersions([product(1, 'Gel')]);
    const exported = exportText(buildExport('products', [product(1, 'Gel Rosa')], now, versions));
    const result = parseImport('products', 'products.json', exported, categories);
    if (!result.ok) throw new Error(result.reason);
    expect(result.items).toEqual([{ ...product(1, 'Gel Rosa'), slug: 'gel-rosa' }]);
    expect(result.publishedVersions).toEqual(versions);
  });

  it('gives no published versions for a file without them, or with something else under the name', () => {
    const older = text({
      products: [product(1, 'Gel Rosa')],
      lastUpdated: now.toISOString(),
      version: '1.0.1',
    });
    expect(parseImport('products', 'products.json', older, categories)).toMatchObject({
      ok: true,
      publishedVersions: undefined,
    });
    for (const publishedVersions of [[], { '1': 5 }, { x: 'abcdef01' }, { '1': 'not hex!' }]) {
      const bad = text({ products: [product(1, 'Gel Rosa')], publishedVersions });
      expect(parseImport('products', 'p.json', bad, categories)).toMatchObject({
        publishedVersions: undefined,
      });
    }
  });

  it('accepts a list at the top level and a .JSON name in capitals', () => {
    const result = parseImport('posts', 'BLOG.JSON', text([post]), categories);
    expect(result).toEqual({ ok: true, items: [post], publishedVersions: undefined });
  });

  it('accepts the published courses file, with its version', () => {
    const course = {
      id: 1,
      title: 'Curso',
      description: 'Curto.',
      fullDescription: 'Longo.',
      price: 10,
      duration: '2 horas',
      image: '/c.svg',
      type: 'online',
      featured: false,
    };
    expect(
      parseImport('courses', 'courses.json', text({ version: 5, courses: [course] }), categories),
    ).toEqual({
      ok: true,
      items: [course],
    });
  });

  it('refuses a name that does not end in .json', () => {
    expect(parseImport('products', 'produtos.txt', text([]), categories)).toEqual({
      ok: false,
      reason: '"produtos.txt" não é um ficheiro JSON: escolha um ficheiro terminado em .json',
    });
    expect(parseImport('products', 'products.json.bak', text([]), categories).ok).toBe(false);
  });

  it('refuses a text that is not JSON', () => {
    expect(parseImport('products', 'products.json', '{"products": [', categories)).toEqual({
      ok: false,
      reason: 'o conteúdo de "products.json" não é JSON válido (o ficheiro está incompleto ou foi alterado)',
    });
  });

  it('refuses a file without the list, naming the list it expected', () => {
    const cases: [Parameters<typeof parseImport>[0], unknown, string][] = [
      ['products', { items: [] }, 'Invalid JSON format: products array not found'],
      ['products', { products: 'nenhum' }, 'Invalid JSON format: products array not found'],
      ['courses', { posts: [post] }, 'Invalid JSON format: courses array not found'],
      ['posts', 'texto', 'Invalid JSON format: posts array not found'],
      ['posts', null, 'Invalid JSON format: posts array not found'],
    ];
    for (const [collection, value, reason] of cases) {
      expect(parseImport(collection, 'x.json', text(value), categories)).toEqual({ ok: false, reason });
    }
  });

  it('names the first bad item by position and name, the field by its label, and counts the others', () => {
    const items = [product(1, 'Bom'), product(2, 'Gel Rosa', { price: 0 }), product(3, '', { stock: -1 })];
    expect(parseImport('products', 'products.json', text({ products: items }), categories)).toEqual({
      ok: false,
      reason:
        'o produto n.º 2 ("Gel Rosa"), campo Preço: Preço deve ser maior que 0 (e mais 2 problemas no ficheiro)',
    });
  });

  it('names an item without a title by its id, and an image by its position', () => {
    const bad = { ...post, title: ' ', image: 'imagem.png' };
    expect(parseImport('posts', 'blog.json', text([bad]), categories)).toEqual({
      ok: false,
      reason: 'o artigo n.º 1 (ID 4), campo Título: Título é obrigatório (e mais 1 problema no ficheiro)',
    });
    const images = [product(1, 'Gel', { images: ['/a.svg', ''] })];
    expect(parseImport('products', 'p.json', text(images), categories)).toEqual({
      ok: false,
      reason:
        'o produto n.º 1 ("Gel"), campo Imagens (n.º 2): Imagem vazia: escreva o endereço ou retire-a da lista',
    });
  });

  it('applies the rules between items and against the categories', () => {
    const items = [product(1, 'Gel', { category: 'cabelos' })];
    expect(parseImport('products', 'p.json', text(items), categories)).toEqual({
      ok: false,
      reason: 'o produto n.º 1 ("Gel"), campo Categoria: "cabelos" não é uma categoria da loja',
    });
    const twins = [product(1, 'Gel'), product(1, 'Outro')];
    expect(parseImport('products', 'p.json', text(twins), categories)).toEqual({
      ok: false,
      reason: 'o produto n.º 2 ("Outro"), campo ID: O ID 1 repete-se: o produto n.º 1 ("Gel") tem o mesmo ID',
    });
  });

  it('refuses a 5 MB description and a javascript: picture, with the limits of the schema module', () => {
    const huge = [product(1, 'Gel', { description: 'd'.repeat(5 * 1024 * 1024) })];
    expect(parseImport('products', 'products.json', text(huge), categories)).toEqual({
      ok: false,
      reason:
        'o produto n.º 1 ("Gel"), campo Descrição: Descrição tem 5 242 880 caracteres; o máximo é 20 000',
    });
    const hostile = [{ ...post, image: 'javascript:alert(1)' }];
    expect(parseImport('posts', 'blog.json', text(hostile), categories)).toEqual({
      ok: false,
      reason:
        'o artigo n.º 1 ("Artigo"), campo Imagem: Imagem deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://',
    });
  });

  it('describes an item that is not an object without a field', () => {
    expect(parseImport('posts', 'blog.json', text([42]), categories)).toEqual({
      ok: false,
      reason: 'o artigo n.º 1: Não é um registo válido: deve ser um conjunto de campos',
    });
  });
});

describe('exportFileText', () => {
  it('reads UTF-8, dropping a byte-order mark, and refuses other encodings instead of turning letters into U+FFFD', () => {
    const text = '{"courses":[{"title":"Formação Avançada"}]}';
    const utf8 = new TextEncoder().encode(text);
    expect(exportFileText(utf8)).toBe(text);
    expect(exportFileText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
    // Windows-1252 (and Latin-1): 'ç' is 0xE7, 'ã' 0xE3.
    const cp1252 = Uint8Array.from(text, (char) => char.charCodeAt(0));
    expect(exportFileText(cp1252)).toBeUndefined();
    expect(exportFileText(cp1252.buffer)).toBeUndefined();
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...Array.from(text).flatMap((char) => [char.charCodeAt(0), 0]),
    ]);
    expect(exportFileText(utf16)).toBeUndefined();
    expect(notUtf8Reason('courses.json')).toMatch(
      /^"courses\.json" não está gravado em UTF-8 .* exporte de novo no painel \(botão Exportar\)/,
    );
  });
});

describe('importedList', () => {
  it('finds the list at the top or under the collection key only', () => {
    expect(importedList('posts', [1])).toEqual([1]);
    expect(importedList('posts', { posts: [2], products: [3] })).toEqual([2]);
    expect(importedList('products', { posts: [2] })).toBeUndefined();
  });
});
