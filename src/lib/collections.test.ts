import { describe, expect, it } from 'vitest';
import { describeItem, validateCollection, type CategoryList } from './collections.ts';
import { fieldLabel, fieldLabels } from './field-texts.ts';

const categories: CategoryList = [
  { slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] },
  { slug: 'cores', name: 'Cores', subcategories: [] },
];

const product = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  name: 'Lima 180/180',
  description: 'Uma lima.',
  images: ['/images/a.svg'],
  price: 4.5,
  stock: 10,
  category: 'unhas',
  ...fields,
});

const course = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Formação Inicial',
  description: 'Curso base.',
  fullDescription: '## Programa',
  price: 350,
  duration: '40 horas',
  image: '/images/c.svg',
  type: 'presencial',
  featured: true,
  ...fields,
});

const post = (fields: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Primeiro artigo',
  excerpt: 'Resumo.',
  content: 'Texto.',
  image: 'https://example.com/b.jpg',
  date: '2026-03-05',
  author: 'Sofia',
  category: 'Cuidados',
  ...fields,
});

function problemsOf(result: ReturnType<typeof validateCollection>): string[] {
  if (result.ok) throw new Error('expected the collection to be rejected');
  return result.problems.map((problem) => `${problem.index} ${problem.field}: ${problem.message}`);
}

describe('validateCollection: products', () => {
  it('accepts valid products: trimmed text, defaults, derived slug in a fixed key order', () => {
    const result = validateCollection(
      'products',
      [
        product({ name: '  Lima 180/180 ', slug: 'ignored' }),
        product({ id: 2, name: 'Gel', salePrice: 3, subcategory: 'limas', order: 1 }),
      ],
      categories,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.items[0]).toEqual({
      id: 1,
      slug: 'lima-180180',
      name: 'Lima 180/180',
      description: 'Uma lima.',
      images: ['/images/a.svg'],
      price: 4.5,
      stock: 10,
      category: 'unhas',
      featured: false,
      isNew: false,
    });
    expect(Object.keys(result.items[1] ?? {})).toEqual([
      'id',
      'slug',
      'name',
      'description',
      'images',
      'price',
      'salePrice',
      'stock',
      'category',
      'subcategory',
      'featured',
      'isNew',
      'order',
    ]);
  });

  it('treats an empty optional field (null, blank) as absent', () => {
    const result = validateCollection(
      'products',
      [product({ salePrice: null, subcategory: '', order: null })],
      categories,
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.items[0]).not.toHaveProperty('salePrice');
    expect(result.items[0]).not.toHaveProperty('subcategory');
    expect(result.items[0]).not.toHaveProperty('order');
  });

  it('gives the form messages, a missing field saying the same as an empty one', () => {
    const empty = { id: 1, name: '   ', description: '', price: 0, category: ' ', stock: -1, images: [] };
    const expected = [
      'name: Nome é obrigatório',
      'price: Preço deve ser maior que 0',
      'stock: Stock não pode ser negativo',
      'category: Categoria é obrigatória',
      'images: Pelo menos uma imagem é obrigatória',
      'description: Descrição é obrigatória',
    ];
    expect(problemsOf(validateCollection('products', [empty], categories))).toEqual(
      expected.map((line) => `0 ${line}`),
    );
    const missing = problemsOf(validateCollection('products', [{ id: 1, stock: -1 }], categories));
    expect(missing.sort()).toEqual(expected.map((line) => `0 ${line}`).sort());
  });

  it('explains wrong types, decimals, whole numbers, image addresses and unknown fields', () => {
    const wrong = product({
      id: 2.5,
      price: '4',
      salePrice: 1.234,
      stock: 1.5,
      featured: 'sim',
      order: 0,
      images: ['/ok.svg', 'imagem.jpg', ''],
      colour: 'red',
    });
    expect(problemsOf(validateCollection('products', [wrong], categories))).toEqual([
      '0 id: ID deve ser um número inteiro',
      '0 price: Preço deve ser um número',
      '0 salePrice: Preço promocional deve ter no máximo duas casas decimais',
      '0 stock: Stock deve ser um número inteiro',
      '0 featured: Destaque deve ser true (sim) ou false (não)',
      '0 order: Ordem deve ser maior que 0',
      '0 images.1: Imagem deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://',
      '0 images.2: Imagem vazia: escreva o endereço ou retire-a da lista',
      '0 colour: Campo desconhecido (verifique se o nome está bem escrito)',
    ]);
  });

  it('rejects an item that is not an object', () => {
    expect(problemsOf(validateCollection('products', ['Lima'], categories))).toEqual([
      '0 item: Não é um registo válido: deve ser um conjunto de campos',
    ]);
  });

  it('requires the sale price below the price', () => {
    expect(problemsOf(validateCollection('products', [product({ salePrice: 4.5 })], categories))).toEqual([
      '0 salePrice: Preço promocional deve ser menor que o preço',
    ]);
    expect(validateCollection('products', [product({ salePrice: 4.49 })], categories).ok).toBe(true);
  });

  it('requires the category and subcategory to exist in the shop', () => {
    const items = [
      product({ category: 'cabelos' }),
      product({ id: 2, name: 'Outra', subcategory: 'stamping' }),
      product({ id: 3, name: 'Cor', category: 'cores', subcategory: 'limas' }),
    ];
    expect(problemsOf(validateCollection('products', items, categories))).toEqual([
      '0 category: "cabelos" não é uma categoria da loja',
      '1 subcategory: "stamping" não é uma subcategoria de Unhas',
      '2 subcategory: "limas" não é uma subcategoria de Cores',
    ]);
    expect(validateCollection('products', items, categories, { checkCategories: false }).ok).toBe(true);
  });

  it('requires unique ids and slugs, naming the other item', () => {
    const items = [
      product(),
      product({ name: 'Gel' }),
      product({ id: 3, name: 'LIMA 180/180!' }),
      product({ id: 4, name: '***' }),
    ];
    expect(problemsOf(validateCollection('products', items, categories))).toEqual([
      '1 id: O ID 1 repete-se: o produto n.º 1 ("Lima 180/180") tem o mesmo ID',
      '2 name: O nome dá o mesmo identificador ("lima-180180") que o produto n.º 1 ("Lima 180/180"): mude um dos nomes',
      '3 name: O nome precisa de pelo menos uma letra ou algarismo',
    ]);
    const named = validateCollection('products', items.slice(0, 2), categories, {
      itemName: (index) => `#${index}`,
    });
    expect(problemsOf(named)).toEqual(['1 id: O ID 1 repete-se: #0 tem o mesmo ID']);
  });

  it('reports every problem of every item, in item order', () => {
    const items = [
      product({ name: '' }),
      product({ id: 2, name: 'B' }),
      product({ id: 2, name: 'C', price: -1 }),
    ];
    expect(problemsOf(validateCollection('products', items, categories))).toEqual([
      '0 name: Nome é obrigatório',
      '2 price: Preço deve ser maior que 0',
      '2 id: O ID 2 repete-se: o produto n.º 2 ("B") tem o mesmo ID',
    ]);
  });
});

describe('validateCollection: courses', () => {
  it('accepts valid courses in a fixed key order, with no slug', () => {
    const result = validateCollection('courses', [course({ featured: undefined })], categories);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.items).toEqual([{ ...course(), featured: false }]);
    expect(Object.keys(result.items[0] ?? {})).toEqual(Object.keys(course()));
  });

  it('gives the form messages', () => {
    const empty = {
      id: 1,
      title: '',
      description: ' ',
      fullDescription: '',
      price: 0,
      duration: '',
      image: '',
    };
    expect(problemsOf(validateCollection('courses', [empty], categories))).toEqual([
      '0 title: Título é obrigatório',
      '0 description: Descrição é obrigatória',
      '0 price: Preço deve ser maior que 0',
      '0 duration: Duração é obrigatória',
      '0 image: Imagem é obrigatória',
      '0 type: Tipo é obrigatório',
      '0 fullDescription: Descrição completa é obrigatória',
    ]);
    expect(
      problemsOf(validateCollection('courses', [course({ type: 'híbrido', slug: 'x' })], categories)),
    ).toEqual([
      '0 type: Tipo deve ser presencial, online ou privado',
      '0 slug: Campo desconhecido (verifique se o nome está bem escrito)',
    ]);
  });

  it('requires unique ids but allows equal titles', () => {
    expect(problemsOf(validateCollection('courses', [course(), course()], categories))).toEqual([
      '1 id: O ID 1 repete-se: a formação n.º 1 ("Formação Inicial") tem o mesmo ID',
    ]);
    expect(validateCollection('courses', [course(), course({ id: 2 })], categories).ok).toBe(true);
  });
});

describe('validateCollection: posts', () => {
  it('accepts valid posts, deriving the slug and ignoring a given one', () => {
    const result = validateCollection('posts', [post({ slug: 'outro' })], categories);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.items).toEqual([{ ...post(), slug: 'primeiro-artigo' }]);
    expect(Object.keys(result.items[0] ?? {})).toEqual([
      'id',
      'slug',
      'title',
      'excerpt',
      'content',
      'image',
      'date',
      'author',
      'category',
    ]);
  });

  it('gives the form messages, for missing and empty fields alike', () => {
    const expected = [
      'title: Título é obrigatório',
      'excerpt: Resumo é obrigatório',
      'image: Imagem é obrigatória',
      'date: Data é obrigatória',
      'author: Autor é obrigatório',
      'category: Categoria é obrigatória',
      'content: Conteúdo é obrigatório',
    ].map((line) => `0 ${line}`);
    const empty = {
      id: 1,
      title: '',
      excerpt: '',
      content: ' ',
      image: '',
      date: '',
      author: '',
      category: '',
    };
    expect(problemsOf(validateCollection('posts', [empty], categories))).toEqual(expected);
    expect(problemsOf(validateCollection('posts', [{ id: 1 }], categories))).toEqual(expected);
  });

  it('checks dates', () => {
    expect(problemsOf(validateCollection('posts', [post({ date: '5 de março' })], categories))).toEqual([
      '0 date: Data deve ser escrita aaaa-mm-dd, por exemplo 2026-03-05',
    ]);
    expect(problemsOf(validateCollection('posts', [post({ date: '2026-02-30' })], categories))).toEqual([
      '0 date: Data não existe no calendário',
    ]);
  });

  it('requires unique ids and addresses', () => {
    const items = [post(), post({ id: 2, title: 'Primeiro Artigo!' }), post({ id: 1, title: 'Outro' })];
    expect(problemsOf(validateCollection('posts', items, categories))).toEqual([
      '1 title: O título dá o mesmo endereço (/blog/primeiro-artigo) que o artigo n.º 1 ("Primeiro artigo"): mude um dos títulos',
      '2 id: O ID 1 repete-se: o artigo n.º 1 ("Primeiro artigo") tem o mesmo ID',
    ]);
  });
});

describe('labels', () => {
  it('names every field in Portuguese', () => {
    expect(fieldLabels.products.name).toBe('Nome');
    expect(fieldLabels.products.salePrice).toBe('Preço promocional');
    expect(fieldLabels.courses.fullDescription).toBe('Descrição completa');
    expect(fieldLabels.posts.excerpt).toBe('Resumo');
    expect(fieldLabel('products', 'images.1')).toBe('Imagens (n.º 2)');
    expect(fieldLabel('posts', 'colour')).toBe('colour');
  });

  it('describes an item by position and name', () => {
    expect(describeItem('courses', [course()], 0)).toBe('a formação n.º 1 ("Formação Inicial")');
    expect(describeItem('posts', [{}], 0)).toBe('o artigo n.º 1');
  });
});
