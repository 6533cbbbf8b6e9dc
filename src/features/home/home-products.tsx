import type { ReactNode } from 'react';
import { ProductCard } from '#src/components/product-card/product-card.tsx';
import { ProductGridSkeleton } from '#src/components/skeleton/skeletons.tsx';
import type { ProductCardView } from '#src/lib/prerendered-page.ts';
import { HomeSection } from './home-section.tsx';
import { paths } from '#src/lib/paths.ts';

type HomeProductsProps = {
  id: string;
  title: string;
  subtitle: ReactNode;
  products: readonly ProductCardView[];
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
  return (
    <HomeSection
      id={id}
      title={title}
      subtitle={subtitle}
      muted={muted}
      link={{ to: paths.shop.getHref(), text: 'Ver todos os produtos' }}
    >
      {loading ? (
        <ProductGridSkeleton count={placeholders} />
      ) : products.length === 0 ? (
        <p className="home-empty">{emptyText}</p>
      ) : (
        <ul className="grid grid--4 home-product-grid">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} pictureLater="after-largest-paint" />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
