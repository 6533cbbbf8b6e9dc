import { describe, expect, it } from 'vitest';
import type { CategoryList } from '#src/lib/collections.ts';
import {
  checkBeforeSave,
  entryItem,
  fieldMessage,
  otherEntries,
  refusalText,
  SaveRefused,
  type SavedEntry,
} from './save-gate.ts';

const categories: CategoryList = [
  { slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] },
];

const productData = (fields: Record<string, unknown> = {}) => ({
  id: 5,
  name: 'Lima 100/180',
  price: 4.5,
  salePrice: null,
  stock: 3,
  category: 'unhas',
  subcategory: 'limas',
  images: ['/images/products/lima.svg'],
  body: 'Uma lima.',
  ...fields,
});

/** An entry as Decap hands it to preSave, as far as the gate reads it. */
const savedEntry = (fields: Record<string, unknown>): SavedEntry => {
  const values: Record<string, unknown> = { collection: 'products', slug: '', newRecord: true, ...fields };
  return { get: (key) => values[key], getIn: () => undefined };
};

const hits = [
  { slug: 'gel-rosa', path: 'content/products/gel-rosa.md', data: { id: 1, name: 'Gel Rosa' } },
  { slug: 'lima-100180', path: 'content/products/lima-100180.md', data: { id: 5, name: 'Lima 100/180' } },
];

describe('entryItem', () => {
  it("puts the text below the front matter under the collection's field and writes a picked date as yyyy-mm-dd", () => {
    expect(entryItem('posts', { title: 'T', body: 'Texto', date: new Date('2026-03-05T00:00:00Z') })).toEqual(
      {
        title: 'T',
        content: 'Texto',
        date: '2026-03-05',
      },
    );
    expect(entryItem('courses', { title: 'C' })).toEqual({ title: 'C', fullDescription: '' });
  });
});

describe('otherEntries', () => {
  it('lists every other entry by its file, leaving out the one being edited', () => {
    expect(otherEntries(hits, 'lima-100180')).toEqual([
      { file: 'content/products/gel-rosa.md', data: hits[0]?.data },
    ]);
    expect(otherEntries(hits, undefined)).toHaveLength(2);
    expect(otherEntries([{ slug: 'x', data: {} }], undefined)).toEqual([]);
  });
});

describe('field messages', () => {
  const problems = [
    { field: 'salePrice', message: 'Preço promocional deve ser menor que o preço' },
    { field: 'images.1', message: 'Imagem vazia: escreva o endereço ou retire-a da lista' },
    { field: 'description', message: 'Descrição é obrigatória' },
  ];
  it("gives each CMS field its problems: a list item's to the list, the description to the body", () => {
    expect(fieldMessage('products', problems, 'salePrice')).toBe(
      'Preço promocional deve ser menor que o preço',
    );
    expect(fieldMessage('products', problems, 'images')).toBe(
      'Imagem vazia: escreva o endereço ou retire-a da lista',
    );
    expect(fieldMessage('products', problems, 'body')).toBe('Descrição é obrigatória');
    expect(fieldMessage('products', problems, 'name')).toBeUndefined();
  });
  it("names the field where the message does not, for the editor's notice", () => {
    expect(refusalText('products', problems)).toBe(
      'Preço promocional deve ser menor que o preço; Imagens (n.º 2): Imagem vazia: escreva o endereço ou retire-a da lista; Descrição é obrigatória',
    );
  });
});

describe('checkBeforeSave', () => {
  it('lets a valid entry through', async () => {
    const entry = savedEntry({ data: productData({ name: 'Lima Nova' }) });
    await expect(checkBeforeSave(entry, async () => [hits[0]!], categories)).resolves.toBeUndefined();
  });

  it("refuses, with the build's messages, a new entry whose name or id another entry has", async () => {
    const entry = savedEntry({ data: productData({ salePrice: 9 }) });
    const refusal = await checkBeforeSave(entry, async () => hits, categories).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(SaveRefused);
    expect(String(refusal)).toBe(
      'Preço promocional deve ser menor que o preço; ' +
        'O ID 5 repete-se: content/products/lima-100180.md tem o mesmo ID; ' +
        'O nome dá o mesmo identificador ("lima-100180") que content/products/lima-100180.md: mude um dos nomes',
    );
  });

  it('does not count the saved entry itself as another one', async () => {
    const entry = savedEntry({ newRecord: false, slug: 'lima-100180', data: productData() });
    await expect(checkBeforeSave(entry, async () => hits, categories)).resolves.toBeUndefined();
  });

  it('refuses a new course whose title gives no file name (no letter a-z or digit), not an existing one', async () => {
    const course = (title: string) => ({
      id: 7,
      title,
      description: 'Curso.',
      price: 100,
      duration: '4 horas',
      image: '/images/c.svg',
      type: 'online',
      featured: false,
      body: 'Programa.',
    });
    for (const title of ['★★★', '日本語']) {
      const entry = savedEntry({ collection: 'courses', data: course(title) });
      const refusal = await checkBeforeSave(entry, async () => [], categories).catch(
        (error: unknown) => error,
      );
      expect(refusal, title).toBeInstanceOf(SaveRefused);
      expect(String(refusal)).toBe(
        'O título precisa de pelo menos uma letra latina (a a z, com ou sem acento) ou um algarismo: ' +
          'é dele que o CMS faz o nome do ficheiro',
      );
    }
    const kept = savedEntry({
      collection: 'courses',
      newRecord: false,
      slug: 'formacao-1a2b3c4d',
      data: course('日本語'),
    });
    await expect(checkBeforeSave(kept, async () => [], categories)).resolves.toBeUndefined();
    const accented = savedEntry({ collection: 'courses', data: course('Ótimo ★') });
    await expect(checkBeforeSave(accented, async () => [], categories)).resolves.toBeUndefined();
  });

  it('leaves the pages and settings to the content build', async () => {
    const entry = savedEntry({ collection: 'settings', data: { anything: true } });
    await expect(checkBeforeSave(entry, async () => [], categories)).resolves.toBeUndefined();
  });
});
