// The test data of the unit and component tests: one maker for each kind of item, typed with the
// site's own types, with plain defaults that a test overrides where its case depends on a value.
// Used by tests only; nothing of the site imports it.
import type { CartItem, CartProduct } from '#src/lib/checkout/cart.ts';
import { cartLineId } from '#src/lib/checkout/cart.ts';
import type { BlogPost, Course, Product } from '#src/lib/schema.ts';

export { completeOrder } from '#src/lib/checkout/complete-order.ts';

/** A product in stock, numbered `id` (its slug, name and image follow the number). */
export function aProduct(overrides: Partial<Product> & { id?: number } = {}): Product {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `produto-${id}`,
    name: `Produto ${id}`,
    description: `Descrição do produto ${id}.`,
    images: [`/images/products/produto-${id}.svg`],
    price: 10,
    stock: 20,
    category: 'unhas',
    featured: false,
    isNew: false,
    ...overrides,
  };
}

/** `count` products numbered from `firstId`, with the given fields. */
export function someProducts(count: number, overrides: Partial<Product> = {}, firstId = 1): Product[] {
  return Array.from({ length: count }, (_, i) => aProduct({ ...overrides, id: firstId + i }));
}

/** What the cart keeps of a product (src/lib/checkout/cart.ts): from a product, or made up. */
export function aCartProduct(from: Partial<Product> & Partial<CartProduct> = {}): CartProduct {
  const product = aProduct(from);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    ...(product.salePrice === undefined ? {} : { salePrice: product.salePrice }),
    stock: product.stock,
    image: from.image ?? product.images[0] ?? '',
    category: product.category,
  };
}

/** A cart line of `quantity` of a product, with the id the cart gives it. */
export function aCartItem(product: CartProduct, quantity = 1): CartItem {
  return { id: cartLineId(product.id), product, quantity };
}

/** A course numbered `id`. */
export function aCourse(overrides: Partial<Course> & { id?: number } = {}): Course {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Formação ${id}`,
    description: `Resumo ${id}`,
    price: 120,
    duration: '10 horas',
    image: `/images/courses/${id}.svg`,
    type: 'online',
    featured: false,
    ...overrides,
  };
}

/** A blog post numbered `id`. */
export function aPost(overrides: Partial<BlogPost> & { id?: number } = {}): BlogPost {
  const id = overrides.id ?? 1;
  return {
    id,
    slug: `artigo-${id}`,
    title: `Artigo ${id}`,
    excerpt: `Resumo do artigo ${id}`,
    content: 'Texto',
    image: `/images/blog/${id}.svg`,
    date: '2026-01-01',
    author: 'Sofia Martins',
    category: 'Dicas',
    ...overrides,
  };
}
