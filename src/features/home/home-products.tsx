import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductCard } from '#src/components/product-card/product-card.tsx';
import { ProductGridSkeleton } from '#src/components/skeleton/skeletons.tsx';
import type { Product } from '#src/lib/schema.ts';

type HomeProductsProps = {
  id: string;
  title: string;
  subtitle: ReactNode;
  products: Product[];
  loading: boolean;
  /** Shown when the shop has no product to show here. */
  emptyText: string;
  /** How many placeholder cards while loading. */
  placeholders: number;
  muted?: boolean;
};

/** A row of product cards with a link to the shop. */
export function HomeProducts({
  id,
  title,
  subtitle,
  products,
  loading,
  emptyText,
  placeholders,
  muted,
}: HomeProductsProps) {
  const titleId = `${id}-title`;
  return (
    <section className={muted ? 'section section--muted' : 'section'} aria-labelledby={titleId}>
      <div className="container">
        <h2 id={titleId} className="section-title">
          {title}
        </h2>
        <p className="section-subtitle">{subtitle}</p>
        {loading ? (
          <ProductGridSkeleton count={placeholders} />
        ) : products.length === 0 ? (
          <p className="home-empty">{emptyText}</p>
        ) : (
          <ul className="grid grid--4 home-product-grid">
            {products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
        )}
        <p className="home-section-link">
          <Link className="button button--secondary" to="/loja">
            Ver todos os produtos
          </Link>
        </p>
      </div>
    </section>
  );
}
