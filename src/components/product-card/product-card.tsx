import { Link } from 'react-router';
import type { Product } from '#src/lib/schema.ts';
import { isInStock } from '#src/lib/catalogue.ts';
import { ProductPrice } from './product-price.tsx';
import './product-card.css';

export const PRODUCT_IMAGE_SIZE = 400;

type ProductCardProps = {
  product: Product;
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
          />
        )}
        {(product.isNew || product.featured || !isInStock(product)) && (
          <ul className="product-card__badges" aria-label="Etiquetas">
            {product.isNew && (
              <li>
                <span className="badge">Novo</span>
              </li>
            )}
            {product.featured && (
              <li>
                <span className="badge badge--accent">Destaque</span>
              </li>
            )}
            {!isInStock(product) && (
              <li>
                <span className="badge badge--muted">Esgotado</span>
              </li>
            )}
          </ul>
        )}
      </div>
      <div className="product-card__body">
        <Heading className="product-card__name">
          <Link className="product-card__link" to={`/loja/produto/${product.id}`}>
            {product.name}
          </Link>
        </Heading>
        <ProductPrice price={product.price} salePrice={product.salePrice} />
      </div>
    </article>
  );
}
