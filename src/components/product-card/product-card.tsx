import type { SyntheticEvent } from 'react';
import { Link } from 'react-router';
import type { ProductCardItem } from '#src/lib/prerendered-page.ts';
import { ProductBadges } from './product-badges.tsx';
import { ProductPrice } from './product-price.tsx';
import './product-card.css';
import { paths } from '#src/lib/paths.ts';

export const PRODUCT_IMAGE_SIZE = 400;
const PLACEHOLDER_IMAGE = '/images/placeholder-product.svg';

/** A broken product image shows the neutral placeholder instead of the browser's broken icon. */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

type ProductCardProps = {
  product: ProductCardItem;
  /** The level of the product name's heading, to fit the page's outline. */
  headingLevel?: 2 | 3;
};

/** A product in a grid: image, badges, name and price; the whole card links to the product page. */
export function ProductCard({ product, headingLevel = 3 }: ProductCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const image = product.images[0];
  return (
    <article className="product-card card">
      <div className="product-card__media">
        {image !== undefined && (
          <img
            className="product-card__image"
            src={image}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
            onError={showPlaceholder}
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
