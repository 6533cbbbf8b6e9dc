// The shop's catalogue rules: category lookups, the product lists of a category or subcategory,
// related products and a few product facts the pages show. Pure; the pages pass in the products
// (from the data provider) and the categories (from the settings).
import type { Category, Product, Subcategory } from './schema.ts';
import { sortProducts } from './sorting.ts';
import { plural } from './plural.ts';

/** Below 10 units a product is low on stock; the product page notice is for 1-9 (docs/product.md §9). */
export const LOW_STOCK_LIMIT = 10;

/** Up to 4 related products (docs/product.md §9). */
export const RELATED_PRODUCTS_LIMIT = 4;

export function findCategory(
  categories: readonly Category[],
  slug: string | undefined,
): Category | undefined {
  if (slug === undefined) return undefined;
  return categories.find((category) => category.slug === slug);
}

export function findSubcategory(category: Category, slug: string | undefined): Subcategory | undefined {
  if (slug === undefined) return undefined;
  return category.subcategories.find((subcategory) => subcategory.slug === slug);
}

/**
 * The product of a route parameter. Ids are whole numbers written in digits only, so '12abc',
 * '1e3' or ' 12' are not ids (no product is found for them).
 */
export function findProductById(
  products: readonly Product[],
  idParam: string | undefined,
): Product | undefined {
  if (idParam === undefined || !/^\d+$/.test(idParam)) return undefined;
  return productsById(products).get(Number(idParam));
}

// Indexes of a products array, made on first use and kept as long as the array lives: the
// prerender renders thousands of product pages from one array, and a scan or a sort of the whole
// catalogue per page made the build quadratic. Arrays of published data are never changed in
// place (an update is a new array), so an index never goes stale.
const byIdIndex = new WeakMap<readonly Product[], Map<number, Product>>();
const byCategoryIndex = new WeakMap<readonly Product[], Map<string, Product[]>>();

/** The products by id (the first of a repeated id, as a search would find it). */
function productsById(products: readonly Product[]): Map<number, Product> {
  let index = byIdIndex.get(products);
  if (!index) {
    index = new Map();
    for (const product of products) if (!index.has(product.id)) index.set(product.id, product);
    byIdIndex.set(products, index);
  }
  return index;
}

/** The products of each category, in display order. */
function productsByCategory(products: readonly Product[]): Map<string, Product[]> {
  let index = byCategoryIndex.get(products);
  if (!index) {
    index = new Map();
    for (const product of sortProducts(products)) {
      const list = index.get(product.category);
      if (list) list.push(product);
      else index.set(product.category, [product]);
    }
    byCategoryIndex.set(products, index);
  }
  return index;
}

/**
 * The products of a category, or of one of its subcategories when a subcategory slug is given,
 * in display order. A category's list includes the products of all its subcategories.
 */
export function productsInCategory<
  T extends { id: number; category: string; subcategory?: string | undefined; order?: number | undefined },
>(products: readonly T[], categorySlug: string, subcategorySlug?: string): T[] {
  return sortProducts(
    products.filter(
      (product) =>
        product.category === categorySlug &&
        (subcategorySlug === undefined || product.subcategory === subcategorySlug),
    ),
  );
}

/** How many products each category holds, by category slug. */
export function countByCategory(products: readonly { category: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) counts.set(product.category, (counts.get(product.category) ?? 0) + 1);
  return counts;
}

/**
 * How many products each subcategory of a category holds, by subcategory slug. Subcategory slugs
 * are only unique inside a category (Máquinas and Pedicure both have 'acessorios').
 */
export function countBySubcategory(
  products: readonly { category: string; subcategory?: string | undefined }[],
  categorySlug: string,
): Map<string, number> {
  const counts = new Map<string, number>();
  for (const product of products) {
    if (product.category !== categorySlug || product.subcategory === undefined) continue;
    counts.set(product.subcategory, (counts.get(product.subcategory) ?? 0) + 1);
  }
  return counts;
}

/**
 * Subcategory shortcuts (docs/product.md §2.7; the brief said "first 3 others in one view, first 2 in
 * the other"). Read as: a subcategory view offers the first 3 *other* subcategories of the same
 * category, next to a link back to the whole category; a category view, which already shows every
 * subcategory as a chooser tile above the grid, repeats the first 2 as shortcuts below the grid so
 * that a visitor who scrolled through the products can jump on without scrolling back up.
 */
export function subcategoryShortcuts(category: Category, currentSubcategorySlug?: string): Subcategory[] {
  if (currentSubcategorySlug === undefined) return category.subcategories.slice(0, 2);
  return category.subcategories.filter((sub) => sub.slug !== currentSubcategorySlug).slice(0, 3);
}

/**
 * Up to `limit` other products of the same category. Products of the same subcategory come
 * first, as they are the closest match; each group keeps the display order.
 */
export function relatedProducts(
  products: readonly Product[],
  product: Product,
  limit: number = RELATED_PRODUCTS_LIMIT,
): Product[] {
  const wanted = Math.max(0, limit);
  const sameSubcategory: Product[] = [];
  const others: Product[] = [];
  for (const p of productsByCategory(products).get(product.category) ?? []) {
    if (sameSubcategory.length >= wanted) break;
    if (p.id === product.id) continue;
    if (product.subcategory !== undefined && p.subcategory === product.subcategory) sameSubcategory.push(p);
    else if (others.length < wanted) others.push(p);
  }
  return [...sameSubcategory, ...others].slice(0, wanted);
}

/** A sale price counts when it is a positive number (the same rule as the price charged in the cart). */
export function hasSalePrice(product: { salePrice?: number | undefined }): product is { salePrice: number } {
  const { salePrice } = product;
  return typeof salePrice === 'number' && Number.isFinite(salePrice) && salePrice > 0;
}

export function isInStock(product: { stock: number }): boolean {
  return product.stock >= 1;
}

/** The units left when the product page should warn about them (1 to 9), else undefined. */
export function lowStockUnits(product: { stock: number }): number | undefined {
  return product.stock >= 1 && product.stock < LOW_STOCK_LIMIT ? product.stock : undefined;
}

/** '1 produto', '12 produtos'. */
export function productCountLabel(count: number): string {
  return plural(count, 'produto', 'produtos');
}

/**
 * The header of a search of the shop: how many products, for what, and on which page; e.g.
 * '1 produto encontrado para "lima"' or '45 produtos · página 2 de 3'.
 */
export function productResultsLabel(total: number, query: string, page: number, totalPages: number): string {
  const count =
    query === ''
      ? productCountLabel(total)
      : `${plural(total, 'produto encontrado', 'produtos encontrados')} para "${query}"`;
  return totalPages > 1 ? `${count} · página ${page} de ${totalPages}` : count;
}

/**
 * Which products of a paginated list are shown: 'A mostrar 21–40 de 45 produtos (página 2 de
 * 3)', and simply 'A mostrar 1 produto' or 'A mostrar o produto 41 de 41' when only one is.
 */
export function productRangeLabel({
  start,
  end,
  total,
  page,
  totalPages,
}: {
  start: number;
  end: number;
  total: number;
  page: number;
  totalPages: number;
}): string {
  const pages = totalPages > 1 ? ` (página ${page} de ${totalPages})` : '';
  if (total === 1) return `A mostrar ${productCountLabel(1)}`;
  if (start === end) return `A mostrar o produto ${start} de ${total}${pages}`;
  return `A mostrar ${start}–${end} de ${productCountLabel(total)}${pages}`;
}
