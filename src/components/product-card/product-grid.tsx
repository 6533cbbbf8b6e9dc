import type { ProductCardItem } from '#src/lib/prerendered-page.ts';
import type { PictureLater } from '#src/components/picture/picture.tsx';
import { ProductCard } from './product-card.tsx';
import './product-card.css';

type ProductGridProps = {
  products: readonly ProductCardItem[];
  /** The level of each product name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /**
   * The pictures only once the page has hydrated, for a grid below the first screen of a page
   * whose scripts matter more: a phone's browser fetches lazy pictures within about a screen and a
   * half of the viewport, and on a slow link they would delay the page's first working tap.
   */
  picturesLater?: PictureLater;
};

/** A list of product cards: 2 columns on phones, 3 on tablets, 4 on wide screens. */
export function ProductGrid({ products, headingLevel = 3, picturesLater }: ProductGridProps) {
  return (
    <ul className="grid grid--4 product-grid">
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} headingLevel={headingLevel} pictureLater={picturesLater} />
        </li>
      ))}
    </ul>
  );
}
