import { describe, expect, it } from 'vitest';
import type { Category, Product } from './schema.ts';
import {
  countByCategory,
  countBySubcategory,
  findCategory,
  findProductById,
  findSubcategory,
  hasSalePrice,
  isInStock,
  lowStockUnits,
  productCountLabel,
  productRangeLabel,
  productResultsLabel,
  productsInCategory,
  relatedProducts,
  subcategoryShortcuts,
} from './catalogue.ts';

function product(id: number, overrides: Partial<Product> = {}): Product {
  return {
    id,
    slug: `produto-${id}`,
    name: `Produto ${id}`,
    description: 'Descrição.',
    images: [`/images/${id}.svg`],
    price: 10,
    stock: 5,
    category: 'unhas',
    featured: false,
    isNew: false,
    ...overrides,
  };
}

const categories: Category[] = [
  {
    id: 1,
    name: 'Unhas',
    slug: 'unhas',
    image: '/images/unhas.svg',
    subcategories: [
      { id: 101, name: 'Géis', slug: 'geis' },
      { id: 102, name: 'Preparadores', slug: 'preparadores' },
      { id: 103, name: 'Limas', slug: 'limas' },
      { id: 104, name: 'Brocas', slug: 'brocas' },
    ],
  },
  {
    id: 4,
    name: 'Máquinas',
    slug: 'maquinas',
    image: '/images/maquinas.svg',
    subcategories: [{ id: 401, name: 'Acessórios', slug: 'acessorios' }],
  },
];

describe('category lookups', () => {
  it('finds a category and a subcategory by slug', () => {
    const unhas = findCategory(categories, 'unhas');
    expect(unhas?.name).toBe('Unhas');
    expect(unhas && findSubcategory(unhas, 'limas')?.name).toBe('Limas');
  });

  it('returns undefined for unknown or missing slugs', () => {
    expect(findCategory(categories, 'nada')).toBeUndefined();
    expect(findCategory(categories, undefined)).toBeUndefined();
    const unhas = findCategory(categories, 'unhas');
    if (!unhas) throw new Error('fixture');
    expect(findSubcategory(unhas, 'acessorios')).toBeUndefined();
    expect(findSubcategory(unhas, undefined)).toBeUndefined();
  });
});

describe('findProductById', () => {
  const products = [product(1), product(1718086400919)];

  it('finds a product by its numeric id written in digits', () => {
    expect(findProductById(products, '1718086400919')?.id).toBe(1718086400919);
    expect(findProductById(products, '1')?.id).toBe(1);
  });

  it('finds nothing for ids that are not plain digits', () => {
    for (const id of ['1abc', '1e0', ' 1', '1.0', '', '-1', undefined]) {
      expect(findProductById(products, id)).toBeUndefined();
    }
  });
});

describe('productsInCategory', () => {
  const products = [
    product(3, { subcategory: 'geis' }),
    product(1, { subcategory: 'limas', order: 2 }),
    product(2, { category: 'maquinas', subcategory: 'acessorios' }),
    product(4),
    product(5, { subcategory: 'geis', order: 1 }),
  ];

  it('lists every product of a category, subcategories included, in display order', () => {
    expect(productsInCategory(products, 'unhas').map((p) => p.id)).toEqual([5, 1, 3, 4]);
  });

  it('lists the products of one subcategory', () => {
    expect(productsInCategory(products, 'unhas', 'geis').map((p) => p.id)).toEqual([5, 3]);
    expect(productsInCategory(products, 'unhas', 'acessorios')).toEqual([]);
  });
});

describe('counts', () => {
  const products = [
    product(1, { subcategory: 'geis' }),
    product(2, { subcategory: 'geis' }),
    product(3),
    product(4, { category: 'maquinas', subcategory: 'acessorios' }),
    product(5, { category: 'pedicure', subcategory: 'acessorios' }),
  ];

  it('counts products per category', () => {
    const counts = countByCategory(products);
    expect(counts.get('unhas')).toBe(3);
    expect(counts.get('maquinas')).toBe(1);
    expect(counts.get('nail-art')).toBeUndefined();
  });

  it('counts products per subcategory inside one category only', () => {
    expect(countBySubcategory(products, 'unhas')).toEqual(new Map([['geis', 2]]));
    expect(countBySubcategory(products, 'maquinas')).toEqual(new Map([['acessorios', 1]]));
  });

  it('labels counts in Portuguese', () => {
    expect(productCountLabel(0)).toBe('0 produtos');
    expect(productCountLabel(1)).toBe('1 produto');
    expect(productCountLabel(12)).toBe('12 produtos');
  });
});

describe('productResultsLabel', () => {
  it('counts the products in the right number, with the query and the page when there are several', () => {
    expect(productResultsLabel(1, '', 1, 1)).toBe('1 produto');
    expect(productResultsLabel(0, '', 1, 1)).toBe('0 produtos');
    expect(productResultsLabel(1, 'cola', 1, 1)).toBe('1 produto encontrado para "cola"');
    expect(productResultsLabel(2, 'lima', 1, 1)).toBe('2 produtos encontrados para "lima"');
    expect(productResultsLabel(45, 'gel', 2, 3)).toBe('45 produtos encontrados para "gel" · página 2 de 3');
    expect(productResultsLabel(73, '', 4, 4)).toBe('73 produtos · página 4 de 4');
  });
});

describe('productRangeLabel', () => {
  it('shows the range of a page and the page only when there are several', () => {
    expect(productRangeLabel({ start: 21, end: 25, total: 25, page: 2, totalPages: 2 })).toBe(
      'A mostrar 21–25 de 25 produtos (página 2 de 2)',
    );
    expect(productRangeLabel({ start: 1, end: 12, total: 12, page: 1, totalPages: 1 })).toBe(
      'A mostrar 1–12 de 12 produtos',
    );
  });

  it('names a single product without a range of one', () => {
    expect(productRangeLabel({ start: 1, end: 1, total: 1, page: 1, totalPages: 1 })).toBe(
      'A mostrar 1 produto',
    );
    expect(productRangeLabel({ start: 21, end: 21, total: 21, page: 2, totalPages: 2 })).toBe(
      'A mostrar o produto 21 de 21 (página 2 de 2)',
    );
  });
});

describe('subcategoryShortcuts', () => {
  const unhas = categories[0];
  if (!unhas) throw new Error('fixture');

  it('offers the first 2 subcategories in the category view', () => {
    expect(subcategoryShortcuts(unhas).map((s) => s.slug)).toEqual(['geis', 'preparadores']);
  });

  it('offers the first 3 other subcategories in a subcategory view', () => {
    expect(subcategoryShortcuts(unhas, 'geis').map((s) => s.slug)).toEqual([
      'preparadores',
      'limas',
      'brocas',
    ]);
    expect(subcategoryShortcuts(unhas, 'limas').map((s) => s.slug)).toEqual([
      'geis',
      'preparadores',
      'brocas',
    ]);
  });

  it('is empty when there is no other subcategory', () => {
    const maquinas = categories[1];
    if (!maquinas) throw new Error('fixture');
    expect(subcategoryShortcuts(maquinas, 'acessorios')).toEqual([]);
  });
});

describe('relatedProducts', () => {
  const current = product(10, { subcategory: 'geis' });
  const products = [
    current,
    product(1, { subcategory: 'limas' }),
    product(2, { subcategory: 'geis' }),
    product(3, { category: 'maquinas' }),
    product(4),
    product(5, { subcategory: 'geis', order: 1 }),
    product(6, { subcategory: 'limas' }),
  ];

  it('returns up to 4 products of the same category, never the product itself', () => {
    const related = relatedProducts(products, current);
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.id)).not.toContain(10);
    expect(related.every((p) => p.category === 'unhas')).toBe(true);
  });

  it('puts the same subcategory first, each group in display order', () => {
    expect(relatedProducts(products, current).map((p) => p.id)).toEqual([5, 2, 1, 4]);
  });

  it('honours a smaller limit and an empty category', () => {
    expect(relatedProducts(products, current, 1).map((p) => p.id)).toEqual([5]);
    expect(relatedProducts([current], current)).toEqual([]);
  });

  it('answers from the array it is given, not from the index of an earlier array', () => {
    expect(relatedProducts(products, current).map((p) => p.id)).toEqual([5, 2, 1, 4]);
    const updated = [...products.filter((p) => p.id !== 5), product(7, { subcategory: 'geis', order: 2 })];
    expect(relatedProducts(updated, current).map((p) => p.id)).toEqual([7, 2, 1, 4]);
    expect(findProductById(products, '5')?.id).toBe(5);
    expect(findProductById(updated, '5')).toBeUndefined();
  });
});

describe('product facts', () => {
  it('counts only a positive sale price', () => {
    expect(hasSalePrice({ salePrice: 9.5 })).toBe(true);
    expect(hasSalePrice({})).toBe(false);
    expect(hasSalePrice({ salePrice: 0 })).toBe(false);
    expect(hasSalePrice({ salePrice: Number.NaN })).toBe(false);
  });

  it('knows when a product is in stock and low on stock', () => {
    expect(isInStock({ stock: 0 })).toBe(false);
    expect(isInStock({ stock: 1 })).toBe(true);
    expect(lowStockUnits({ stock: 0 })).toBeUndefined();
    expect(lowStockUnits({ stock: 1 })).toBe(1);
    expect(lowStockUnits({ stock: 9 })).toBe(9);
    expect(lowStockUnits({ stock: 10 })).toBeUndefined();
  });
});
