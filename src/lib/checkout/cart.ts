// Cart rules (docs/product.md §4, §5): a pure reducer, the stored-cart parser and totals.
import type { Product } from '../schema.ts';
import { unitPriceCents, type OrderLine } from './pricing.ts';
import { slugify } from '../slug.ts';

/** The snapshot of a product that a cart line keeps (and that is persisted with it). */
export type CartProduct = {
  id: number;
  name: string;
  slug: string;
  price: number;
  salePrice?: number;
  stock: number;
  image: string;
  category: string;
};

export type CartItem = { id: string; product: CartProduct; quantity: number };

export type CartAction =
  | { type: 'add'; product: CartProduct; quantity: number }
  | { type: 'updateQuantity'; lineId: string; quantity: unknown }
  | { type: 'remove'; lineId: string }
  | { type: 'clear' }
  | { type: 'replace'; items: CartItem[] }
  | { type: 'refreshProducts'; products: CartProduct[] };

/** One line per product, so the line id is derived from the product id. */
export function cartLineId(productId: number): string {
  return `line-${productId}`;
}

export function toCartProduct(p: Product): CartProduct {
  const product: CartProduct = {
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price,
    stock: p.stock,
    image: p.images[0] ?? '',
    category: p.category,
  };
  if (p.salePrice !== undefined) product.salePrice = p.salePrice;
  return product;
}

/**
 * Reads a quantity typed by the visitor: anything that is not a number (NaN, '', 'abc',
 * undefined, null, true, ...) becomes 1. Numeric strings are accepted. Fractions are NOT floored
 * here, so that the caller can tell 0.5 (kept, then floored and clamped to 1) from 0 (removes).
 */
export function readQuantity(value: unknown): number {
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && value.trim() !== '') n = Number(value.trim());
  else return 1;
  return Number.isNaN(n) ? 1 : n;
}

/** Clamps to whole units from 1 to the stock (at least 1, even for a stale product without stock). */
export function clampQuantity(quantity: number, stock: number): number {
  const whole = Math.floor(quantity);
  return Math.max(1, Math.min(whole, Math.floor(stock)));
}

function hasStock(product: CartProduct): boolean {
  return Number.isFinite(product.stock) && product.stock >= 1;
}

/** Pure: returns a new array for a change and the same array when nothing changes. */
export function cartReducer(items: CartItem[], action: CartAction): CartItem[] {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      if (!hasStock(product)) return items;
      // Clamped to 1..stock: adding 0 or a negative number still adds one unit.
      const quantity = clampQuantity(readQuantity(action.quantity), product.stock);
      const lineId = cartLineId(product.id);
      const existing = items.find((item) => item.product.id === product.id);
      if (existing === undefined) {
        return [...items, { id: lineId, product, quantity }];
      }
      return items.map((item) =>
        item === existing
          ? { ...item, product, quantity: clampQuantity(item.quantity + quantity, product.stock) }
          : item,
      );
    }
    case 'updateQuantity': {
      const target = items.find((item) => item.id === action.lineId);
      if (target === undefined) return items;
      const quantity = readQuantity(action.quantity);
      if (quantity <= 0) return items.filter((item) => item !== target);
      const clamped = clampQuantity(quantity, target.product.stock);
      if (clamped === target.quantity) return items;
      return items.map((item) => (item === target ? { ...item, quantity: clamped } : item));
    }
    case 'remove': {
      const next = items.filter((item) => item.id !== action.lineId);
      return next.length === items.length ? items : next;
    }
    case 'clear':
      return items.length === 0 ? items : [];
    case 'replace':
      return [...action.items];
    case 'refreshProducts': {
      // An empty list means the products are not known (e.g. still loading or failed): keep the cart.
      if (action.products.length === 0) return items;
      const fresh = new Map(action.products.map((p) => [p.id, p]));
      const next: CartItem[] = [];
      for (const item of items) {
        const product = fresh.get(item.product.id);
        if (product === undefined || !hasStock(product)) continue;
        next.push({ ...item, product, quantity: clampQuantity(item.quantity, product.stock) });
      }
      return next;
    }
  }
}

export function cartCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}

export function cartSubtotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + unitPriceCents(item.product) * item.quantity, 0);
}

/** The cart as order lines for the checkout totals and the webhook payload. */
export function cartOrderLines(items: readonly CartItem[]): OrderLine[] {
  return items.map((item) => ({
    productId: item.product.id,
    productName: item.product.name,
    quantity: item.quantity,
    unitPriceCents: unitPriceCents(item.product),
  }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const finiteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const shown = (value: unknown): string => {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 40 ? `${json.slice(0, 40)}...` : json;
};

/**
 * The most units a stored line may hold when it does not say the product's stock (a line of an
 * older version of the site): no product of the shop is stocked in such numbers, so a larger
 * quantity is damage, lowered to this until the published stock is known.
 */
export const MAX_UNKNOWN_STOCK_QUANTITY = 999;

function readStoredLine(
  value: unknown,
  position: number,
  dropped: (problem: string) => void,
): CartItem | undefined {
  const reject = (why: string): undefined => {
    dropped(`line ${position}: ${why}, dropped`);
    return undefined;
  };
  if (!isRecord(value) || !isRecord(value.product)) return reject('not a cart line');
  const raw = value.product;
  if (!finiteNumber(raw.id)) return reject('no product id');
  if (typeof raw.name !== 'string' || raw.name.trim() === '') return reject('no product name');
  const { quantity } = value;
  if (!finiteNumber(quantity) || quantity <= 0) {
    return reject(`quantity ${shown(quantity)} is not a positive number`);
  }
  const storedStock = finiteNumber(raw.stock) && raw.stock >= 0 ? Math.floor(raw.stock) : undefined;
  if (storedStock === 0) return reject('the product is out of stock');
  // Unknown stock: the stored quantity stands (within reason) until refreshProducts brings the
  // published stock.
  const stock = storedStock ?? Math.min(Math.max(1, Math.floor(quantity)), MAX_UNKNOWN_STOCK_QUANTITY);
  const clamped = clampQuantity(quantity, stock);
  if (clamped !== quantity)
    dropped(`line ${position}: quantity ${quantity} set to ${clamped} (stock ${stock})`);

  // The stored price only stands in until the published product is read (refreshProducts): it
  // can never be NaN, and a price that is not a number counts as 0 until then.
  let price = 0;
  if (finiteNumber(raw.price) && raw.price >= 0) price = raw.price;
  else dropped(`line ${position}: price ${shown(raw.price)} is not a number, 0 until the product is read`);

  const product: CartProduct = {
    id: raw.id,
    name: raw.name,
    slug: typeof raw.slug === 'string' && raw.slug !== '' ? raw.slug : slugify(raw.name),
    price,
    stock,
    image: text(raw.image),
    category: text(raw.category),
  };
  if (finiteNumber(raw.salePrice) && raw.salePrice > 0) product.salePrice = raw.salePrice;
  return { id: cartLineId(product.id), product, quantity: clamped };
}

/**
 * The cart kept in local storage, as parsed JSON (docs/product.md §5): a value that is not a list
 * is rejected (undefined: the cart is cleared); lines without a product id, a product name or a
 * positive numeric quantity are discarded, as are lines of a product whose stored stock is 0;
 * a quantity above the stored stock is lowered to it, and two lines of the same product are
 * merged (within the stock). Every line dropped or repaired is reported to `dropped`. Never throws.
 */
export function readStoredCart(
  value: unknown,
  dropped: (problem: string) => void = () => {},
): CartItem[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: CartItem[] = [];
  value.forEach((entry: unknown, index) => {
    const line = readStoredLine(entry, index + 1, dropped);
    if (line === undefined) return;
    const at = items.findIndex((item) => item.product.id === line.product.id);
    const previous = items[at];
    if (previous === undefined) {
      items.push(line);
      return;
    }
    dropped(`line ${index + 1}: a second line of product ${line.product.id}, merged`);
    const quantity = clampQuantity(previous.quantity + line.quantity, previous.product.stock);
    items[at] = { ...previous, quantity };
  });
  return items;
}

/** The cart read from stored text: invalid JSON or a value that is not a list is an empty cart. */
export function parseStoredCart(raw: string | null): CartItem[] {
  if (raw === null) return [];
  try {
    return readStoredCart(JSON.parse(raw)) ?? [];
  } catch {
    return [];
  }
}
