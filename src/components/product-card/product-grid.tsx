import type { ProductCardItem } from '#src/lib/prerendered-page.ts';
import { ProductCard } from './product-card.tsx';
import './product-card.css';

type ProductGridProps = {
  products: readonly ProductCardItem[];
  /** The level of each product name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
};

/** A list of product cards: 2 columns on phones, 3 on tablets, 4 on wide screens. */
export function ProductGrid({ products, headingLevel = 3 }: ProductGridProps) {
  return (
    <ul className="grid grid--4 product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
