import { describe, it, expect } from 'vitest';
import {
  cartCount,
  cartLineId,
  cartOrderLines,
  cartReducer,
  cartSubtotalCents,
  clampQuantity,
  MAX_UNKNOWN_STOCK_QUANTITY,
  parseStoredCart,
  readQuantity,
  readStoredCart,
  toCartProduct,
  type CartItem,
  type CartProduct,
} from './cart.ts';
import type { Product } from '../schema.ts';
import { aCartItem, aCartProduct } from '#src/test/factories.ts';

const product = (overrides: Partial<CartProduct> = {}): CartProduct =>
  aCartProduct({
    name: 'Gel Builder Clear',
    slug: 'gel-builder-clear',
    price: 20,
    stock: 5,
    image: '/images/gel.jpg',
    ...overrides,
  });

const line = (p: CartProduct, quantity: number): CartItem => aCartItem(p, quantity);

/** Deep-freezes the cart so that any mutation inside the reducer throws. */
const frozen = (items: CartItem[]): CartItem[] => {
  for (const item of items) {
    Object.freeze(item.product);
    Object.freeze(item);
  }
  return Object.freeze(items) as CartItem[];
};

describe('cartLineId', () => {
  it('derives the line id from the product id', () => {
    expect(cartLineId(42)).toBe('line-42');
  });
});

describe('readQuantity', () => {
  it('turns non-numeric input into 1', () => {
    for (const value of [Number.NaN, '', '   ', 'abc', undefined, null, true, {}, []]) {
      expect(readQuantity(value)).toBe(1);
    }
  });

  it('reads numbers and numeric strings', () => {
    expect(readQuantity(3)).toBe(3);
    expect(readQuantity(' 4 ')).toBe(4);
    expect(readQuantity('0')).toBe(0);
    expect(readQuantity('-2')).toBe(-2);
    expect(readQuantity('2.5')).toBe(2.5);
  });
});

describe('clampQuantity', () => {
  it('floors and clamps to 1..stock', () => {
    expect(clampQuantity(2.9, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(0.4, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
  });
});

describe('cartReducer: add', () => {
  it('appends a new line for a new product', () => {
    const p = product();
    expect(cartReducer([], { type: 'add', product: p, quantity: 2 })).toEqual([
      { id: 'line-1', product: p, quantity: 2 },
    ]);
  });

  it('merges into the existing line of the same product, adding quantities', () => {
    const p = product();
    const other = product({ id: 2, name: 'Lima 180' });
    const start = frozen([line(p, 1), line(other, 1)]);
    const next = cartReducer(start, { type: 'add', product: p, quantity: 2 });
    expect(next).toHaveLength(2);
    expect(next[0]).toEqual({ id: 'line-1', product: p, quantity: 3 });
    expect(next[1]).toBe(start[1]);
  });

  it('clamps the added quantity to the stock, also when merging', () => {
    const p = product({ stock: 3 });
    expect(cartReducer([], { type: 'add', product: p, quantity: 10 })[0]?.quantity).toBe(3);
    expect(cartReducer([line(p, 2)], { type: 'add', product: p, quantity: 2 })[0]?.quantity).toBe(3);
  });

  it('clamps the added quantity to at least 1', () => {
    const p = product();
    expect(cartReducer([], { type: 'add', product: p, quantity: 0 })[0]?.quantity).toBe(1);
    expect(cartReducer([], { type: 'add', product: p, quantity: -4 })[0]?.quantity).toBe(1);
    expect(cartReducer([], { type: 'add', product: p, quantity: Number.NaN })[0]?.quantity).toBe(1);
  });

  it('floors a fractional quantity', () => {
    expect(cartReducer([], { type: 'add', product: product(), quantity: 2.7 })[0]?.quantity).toBe(2);
  });

  it('does nothing for a product without stock', () => {
    const start = frozen([]);
    expect(cartReducer(start, { type: 'add', product: product({ stock: 0 }), quantity: 1 })).toBe(start);
    const p = product();
    const withLine = frozen([line(p, 1)]);
    expect(cartReducer(withLine, { type: 'add', product: { ...p, stock: 0 }, quantity: 1 })).toBe(withLine);
  });

  it('keeps the newer product snapshot when merging', () => {
    const p = product({ price: 20 });
    const next = cartReducer([line(p, 1)], { type: 'add', product: { ...p, price: 18 }, quantity: 1 });
    expect(next[0]?.product.price).toBe(18);
  });

  it('never mutates its input', () => {
    const p = product();
    const start = frozen([line(p, 1)]);
    expect(() => cartReducer(start, { type: 'add', product: p, quantity: 1 })).not.toThrow();
    expect(start[0]?.quantity).toBe(1);
  });
});

describe('cartReducer: updateQuantity', () => {
  const p = product({ stock: 5 });
  const start = frozen([line(p, 2), line(product({ id: 2 }), 1)]);

  it('sets the quantity', () => {
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: 4 })[0]?.quantity).toBe(
      4,
    );
  });

  it('reads numeric strings', () => {
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: '3' })[0]?.quantity).toBe(
      3,
    );
  });

  it('turns non-numeric input into 1', () => {
    for (const quantity of [Number.NaN, '', 'abc', undefined]) {
      const next = cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity });
      expect(next[0]?.quantity).toBe(1);
      expect(next).toHaveLength(2);
    }
  });

  it('removes the line for zero or less', () => {
    for (const quantity of [0, -1, '0', '-3']) {
      const next = cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity });
      expect(next.map((item) => item.id)).toEqual(['line-2']);
    }
  });

  it('clamps above the stock to the stock', () => {
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: 99 })[0]?.quantity).toBe(
      5,
    );
  });

  it('floors fractions, and a positive fraction below 1 keeps one unit', () => {
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: 3.9 })[0]?.quantity).toBe(
      3,
    );
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: 0.5 })[0]?.quantity).toBe(
      1,
    );
  });

  it('leaves other lines untouched', () => {
    const next = cartReducer(start, { type: 'updateQuantity', lineId: 'line-1', quantity: 4 });
    expect(next[1]).toBe(start[1]);
  });

  it('returns the same cart for an unknown line', () => {
    expect(cartReducer(start, { type: 'updateQuantity', lineId: 'line-99', quantity: 4 })).toBe(start);
  });
});

describe('cartReducer: remove, clear, replace', () => {
  const start = frozen([line(product(), 1), line(product({ id: 2 }), 3)]);

  it('removes a line', () => {
    expect(cartReducer(start, { type: 'remove', lineId: 'line-1' }).map((i) => i.id)).toEqual(['line-2']);
  });

  it('ignores an unknown line', () => {
    expect(cartReducer(start, { type: 'remove', lineId: 'nope' })).toBe(start);
  });

  it('clears the cart', () => {
    expect(cartReducer(start, { type: 'clear' })).toEqual([]);
  });

  it('replaces the cart with a copy of the given items', () => {
    const items = [line(product({ id: 7 }), 2)];
    const next = cartReducer(start, { type: 'replace', items });
    expect(next).toEqual(items);
    expect(next).not.toBe(items);
  });
});

describe('cartReducer: refreshProducts', () => {
  const a = product({ id: 1, stock: 5, price: 20 });
  const b = product({ id: 2, stock: 5 });
  const c = product({ id: 3, stock: 5 });
  const start = frozen([line(a, 4), line(b, 1), line(c, 2)]);

  it('replaces each snapshot with the fresh product', () => {
    const next = cartReducer(start, {
      type: 'refreshProducts',
      products: [{ ...a, price: 15, salePrice: 12 }, b, c],
    });
    expect(next[0]?.product.price).toBe(15);
    expect(next[0]?.product.salePrice).toBe(12);
    expect(next[0]?.quantity).toBe(4);
  });

  it('clamps quantities to the new stock', () => {
    const next = cartReducer(start, { type: 'refreshProducts', products: [{ ...a, stock: 2 }, b, c] });
    expect(next[0]?.quantity).toBe(2);
  });

  it('drops lines whose product is gone or has no stock left', () => {
    const next = cartReducer(start, { type: 'refreshProducts', products: [a, { ...c, stock: 0 }] });
    expect(next.map((item) => item.id)).toEqual(['line-1']);
  });

  it('keeps the cart as it is when the product list is empty', () => {
    expect(cartReducer(start, { type: 'refreshProducts', products: [] })).toBe(start);
  });
});

describe('toCartProduct', () => {
  const full: Product = {
    id: 10,
    slug: 'cat-eye-gel',
    name: 'Cat Eye Gel',
    description: 'Gel magnético',
    images: ['/images/a.jpg', '/images/b.jpg'],
    price: 12.5,
    salePrice: 9.9,
    stock: 8,
    category: 'cores',
    subcategory: 'cat-eye',
    featured: true,
    isNew: false,
    order: 2,
  };

  it('keeps the fields the cart needs, with the first image', () => {
    expect(toCartProduct(full)).toEqual({
      id: 10,
      name: 'Cat Eye Gel',
      slug: 'cat-eye-gel',
      price: 12.5,
      salePrice: 9.9,
      stock: 8,
      image: '/images/a.jpg',
      category: 'cores',
    });
  });

  it('has no salePrice key without a sale price', () => {
    const { salePrice: _ignored, ...rest } = full;
    expect('salePrice' in toCartProduct(rest)).toBe(false);
  });
});

describe('cartCount and cartSubtotalCents', () => {
  const items = [
    line(product({ price: 20 }), 2),
    line(product({ id: 2, price: 19.99, salePrice: 14.99 }), 3),
  ];

  it('counts units', () => {
    expect(cartCount(items)).toBe(5);
    expect(cartCount([])).toBe(0);
  });

  it('adds unit prices (sale price when present) times quantities, in cents', () => {
    expect(cartSubtotalCents(items)).toBe(2 * 2000 + 3 * 1499);
    expect(cartSubtotalCents([])).toBe(0);
  });

  it('gives order lines with the unit price actually charged', () => {
    expect(cartOrderLines(items)).toEqual([
      { productId: 1, productName: 'Gel Builder Clear', quantity: 2, unitPriceCents: 2000 },
      { productId: 2, productName: 'Gel Builder Clear', quantity: 3, unitPriceCents: 1499 },
    ]);
  });
});

describe('parseStoredCart', () => {
  const stored = (value: unknown) => JSON.stringify(value);

  it('round-trips a cart', () => {
    const items = [line(product(), 2), line(product({ id: 2, salePrice: 5 }), 1)];
    expect(parseStoredCart(JSON.stringify(items))).toEqual(items);
  });

  it('gives an empty cart for nothing stored, invalid JSON or a value that is not a list', () => {
    for (const raw of [null, '', '{', 'undefined', '{"items":[]}', '42', '"cart"', 'null', 'true']) {
      expect(parseStoredCart(raw)).toEqual([]);
    }
  });

  it('discards lines without a product id', () => {
    expect(parseStoredCart(stored([{ id: 'x', product: { name: 'A' }, quantity: 1 }]))).toEqual([]);
    expect(parseStoredCart(stored([{ id: 'x', product: { id: '1', name: 'A' }, quantity: 1 }]))).toEqual([]);
  });

  it('discards lines without a product name', () => {
    expect(parseStoredCart(stored([{ product: { id: 1 }, quantity: 1 }]))).toEqual([]);
    expect(parseStoredCart(stored([{ product: { id: 1, name: '  ' }, quantity: 1 }]))).toEqual([]);
  });

  it('discards lines without a positive numeric quantity', () => {
    for (const quantity of [0, -1, '2', null, undefined]) {
      expect(parseStoredCart(stored([{ product: { id: 1, name: 'A' }, quantity }]))).toEqual([]);
    }
  });

  it('discards entries that are not lines, keeping the valid ones', () => {
    const good = line(product(), 1);
    const result = parseStoredCart(stored([null, 3, 'x', [], { quantity: 1 }, good]));
    expect(result).toEqual([good]);
  });

  it('fills missing product fields with safe defaults', () => {
    expect(parseStoredCart(stored([{ product: { id: 3, name: 'Lima Zebra' }, quantity: 2 }]))).toEqual([
      {
        id: 'line-3',
        product: {
          id: 3,
          name: 'Lima Zebra',
          slug: 'lima-zebra',
          price: 0,
          stock: 2,
          image: '',
          category: '',
        },
        quantity: 2,
      },
    ]);
  });

  it('merges two lines of the same product', () => {
    const p = product();
    expect(parseStoredCart(stored([line(p, 1), line(p, 2)]))).toEqual([line(p, 3)]);
  });

  it('floors a fractional stored quantity, keeping at least 1', () => {
    expect(parseStoredCart(stored([line(product(), 2.5)]))[0]?.quantity).toBe(2);
    expect(parseStoredCart(stored([line(product(), 0.5)]))[0]?.quantity).toBe(1);
  });

  it('lowers a quantity above the stored stock to the stock, also after merging two lines', () => {
    expect(parseStoredCart(stored([line(product({ stock: 4 }), 1e9)]))).toEqual([
      line(product({ stock: 4 }), 4),
    ]);
    const p = product({ stock: 5 });
    expect(parseStoredCart(stored([line(p, 4), line(p, 3)]))).toEqual([line(p, 5)]);
  });

  it('discards a line whose stored stock is 0: the product cannot be bought', () => {
    const kept = line(product({ id: 2 }), 1);
    expect(parseStoredCart(stored([line(product({ stock: 0 }), 2), kept]))).toEqual([kept]);
  });

  it('keeps a huge quantity of a line without stock only up to MAX_UNKNOWN_STOCK_QUANTITY', () => {
    const [item] = parseStoredCart(stored([{ product: { id: 3, name: 'Lima', price: 2 }, quantity: 1e9 }]));
    expect(item?.quantity).toBe(MAX_UNKNOWN_STOCK_QUANTITY);
    expect(item?.product.stock).toBe(MAX_UNKNOWN_STOCK_QUANTITY);
  });

  it('discards quantities 0, -1, NaN, Infinity, "2" and missing ids or names (docs/product.md §5)', () => {
    const good = line(product({ id: 9 }), 1);
    const bad = [
      ...[0, -1, '2', null, '1e9'].map((quantity) => ({ product: { id: 1, name: 'A', stock: 5 }, quantity })),
      { product: { name: 'Sem id', stock: 5 }, quantity: 1 },
      { product: { id: 2, stock: 5 }, quantity: 1 },
      { product: { id: '3', name: 'Id em texto' }, quantity: 1 },
    ];
    // NaN and Infinity cannot be written as JSON: they arrive as null, or as text that is not JSON.
    expect(parseStoredCart(stored([...bad, good]))).toEqual([good]);
    expect(parseStoredCart('[{"product":{"id":1,"name":"A"},"quantity":NaN}]')).toEqual([]);
  });

  it('never lets a stored price that is not a number reach a total as NaN', () => {
    for (const price of ['abc', '12.50', null, -3, { euros: 2 }, [], true]) {
      const items = parseStoredCart(
        stored([{ product: { id: 1, name: 'A', price, stock: 5 }, quantity: 2 }]),
      );
      expect(items).toHaveLength(1);
      expect(Number.isFinite(cartSubtotalCents(items))).toBe(true);
      expect(cartOrderLines(items).every((l) => Number.isFinite(l.unitPriceCents))).toBe(true);
    }
  });

  it('takes the price from the published product once it is known, never from storage', () => {
    const items = parseStoredCart(
      stored([{ product: { id: 1, name: 'A', price: 'abc', stock: 5 }, quantity: 2 }]),
    );
    const published = product({ id: 1, price: 20, salePrice: 15, stock: 1 });
    const refreshed = cartReducer(items, { type: 'refreshProducts', products: [published] });
    expect(refreshed).toEqual([line(published, 1)]);
    expect(cartSubtotalCents(refreshed)).toBe(1500);
  });

  it('reports every line it drops or repairs, naming the line', () => {
    const problems: string[] = [];
    const value = [
      { product: { id: 1, name: 'A', price: 'abc', stock: 4 }, quantity: 1e9 },
      { product: { id: 2 }, quantity: 1 },
      line(product({ id: 3 }), 1),
    ];
    expect(readStoredCart(value, (problem) => problems.push(problem))).toHaveLength(2);
    expect(problems).toEqual([
      'line 1: quantity 1000000000 set to 4 (stock 4)',
      'line 1: price "abc" is not a number, 0 until the product is read',
      'line 2: no product name, dropped',
    ]);
    expect(readStoredCart({ items: [] })).toBeUndefined();
  });

  it('never throws', () => {
    for (const raw of [
      '[{"product": {"id": 1, "name": "A", "price": "x"}, "quantity": 1}]',
      '[[[[',
      '[1,2,3]',
    ]) {
      expect(() => parseStoredCart(raw)).not.toThrow();
    }
  });
});
