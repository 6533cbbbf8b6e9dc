import { useState } from 'react';
import { Link } from '#src/components/link/link.tsx';
import type { ProductCardView } from '#src/lib/prerendered-page.ts';
import { ProductBadges } from './product-badges.tsx';
import { ProductPrice } from './product-price.tsx';
import './product-card.css';
import { paths } from '#src/lib/paths.ts';
import { Picture, type PictureLater } from '#src/components/picture/picture.tsx';

export const PRODUCT_IMAGE_SIZE = 400;
const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

/** How wide a card's picture is shown: 2 cards a row on a phone, 3 on a tablet, 4 on a desktop. */
export const PRODUCT_CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 30vw, 50vw';

type ProductCardProps = {
  product: ProductCardView;
  /** The level of the product name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** When its picture is asked for, if later than lazily (Picture's `later`): see ProductGrid and the home. */
  pictureLater?: PictureLater;
};

/** A product in a grid: image, badges, name and price; the whole card links to the product page. */
export function ProductCard({ product, headingLevel = 3, pictureLater }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A broken product image shows the neutral placeholder instead of the browser's broken icon.
  const [broken, setBroken] = useState(false);
  const image = broken ? PLACEHOLDER_IMAGE : product.images[0];
  return (
    <article className="product-card card">
      <div className="product-card__media">
        {image !== undefined && (
          <Picture
            className="product-card__image"
            src={image}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            sizes={PRODUCT_CARD_SIZES}
            onError={broken ? undefined : () => setBroken(true)}
            later={pictureLater}
          />
        )}
        <ProductBadges product={product} className="product-card__badges" showSoldOut />
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link className="product-card__link" to={paths.product.getHref(product.id)}>
            {product.name}
          </Link>
        </Heading>
        <ProductPrice price={product.price} salePrice={product.salePrice} />
      </div>
    </article>
  );
}
