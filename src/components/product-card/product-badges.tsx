import { isInStock } from '#src/lib/catalogue.ts';
import type { ProductCardView } from '#src/lib/prerendered-page.ts';

type ProductBadgesProps = {
  product: ProductCardView;
  className: string;
  /** Add 'Esgotado' when the product is out of stock (the product page says so elsewhere). */
  showSoldOut?: boolean;
};

/** The product's labels, 'Novo', 'Destaque' and 'Esgotado', as a list; nothing when none applies. */
export function ProductBadges({ product, className, showSoldOut = false }: ProductBadgesProps) {
  const soldOut = showSoldOut && !isInStock(product);
  if (!product.isNew && !product.featured && !soldOut) return null;
  return (
    <ul className={className} aria-label="Etiquetas">
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
      {soldOut && (
        <li>
          <span className="badge badge--muted">Esgotado</span>
        </li>
      )}
    </ul>
  );
}
