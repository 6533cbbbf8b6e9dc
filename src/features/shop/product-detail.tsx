import type { ReactNode } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { categories } from '#src/generated/settings.json';
import { Breadcrumbs, type Crumb } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { ProductBadges } from '#src/components/product-card/product-badges.tsx';
import { ProductPrice } from '#src/components/product-card/product-price.tsx';
import { ProductGallery } from '#src/components/product-gallery/product-gallery.tsx';
import { findCategory, findSubcategory, isInStock, lowStockUnits } from '#src/lib/catalogue.ts';
import { paths } from '#src/lib/paths.ts';
import { plural } from '#src/lib/plural.ts';
import { VAT_INCLUDED } from '#src/lib/checkout/pricing.ts';
import type { Product } from '#src/lib/schema.ts';
import { ProductDescription } from './product-description.tsx';

type ProductDetailProps = {
  product: Product;
  /** What the visitor can do with the product (the quantity and 'add to cart'), below the stock. */
  actions?: ReactNode;
  /** What follows the product on the page (the related products). */
  after?: ReactNode;
};

/**
 * A product as its page shows it: breadcrumbs, gallery, badges, name, category chips, price,
 * stock and description. Only props in: the product page and the CMS's preview both render it,
 * each adding what only it has.
 */
export function ProductDetail({ product, actions, after }: ProductDetailProps) {
  const category = findCategory(categories, product.category);
  const subcategory = category ? findSubcategory(category, product.subcategory) : undefined;
  const categoryPath = category ? paths.category.getHref(category.slug) : undefined;
  const subcategoryPath =
    category && subcategory ? paths.subcategory.getHref(category.slug, subcategory.slug) : undefined;
  const crumbs: Crumb[] = [
    { label: 'Início', to: paths.home.getHref() },
    { label: 'Loja', to: paths.shop.getHref() },
    ...(category && categoryPath ? [{ label: category.name, to: categoryPath }] : []),
    ...(subcategory && subcategoryPath ? [{ label: subcategory.name, to: subcategoryPath }] : []),
    { label: product.name },
  ];

  return (
    <main id="main" className="page product-page">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <div className="product-detail">
          {/* Keyed by product and pictures, so a move to another product (or a changed list of
              pictures) starts again at the first picture. */}
          <ProductGallery
            key={`${product.id}\n${product.images.join('\n')}`}
            images={product.images}
            alt={product.name}
          />
          <div className="product-detail__info">
            <ProductBadges product={product} className="product-detail__badges" />
            <h1 className="product-detail__name">{product.name}</h1>
            {category && categoryPath && (
              <ul className="product-detail__chips" aria-label="Categorias">
                <li>
                  <Link className="product-detail__chip" to={categoryPath}>
                    {category.name}
                  </Link>
                </li>
                {subcategory && subcategoryPath && (
                  <li>
                    <Link className="product-detail__chip" to={subcategoryPath}>
                      {subcategory.name}
                    </Link>
                  </li>
                )}
              </ul>
            )}
            <ProductPrice price={product.price} salePrice={product.salePrice} size="large" />
            <p className="product-detail__vat">{VAT_INCLUDED}</p>
            <StockLabel product={product} />
            {actions}
            <section className="product-detail__description" aria-labelledby="product-description-title">
              <h2 id="product-description-title">Descrição</h2>
              <ProductDescription text={product.description} html={product.descriptionHtml} />
            </section>
          </div>
        </div>
        {after}
      </div>
    </main>
  );
}

function StockLabel({ product }: { product: Product }) {
  if (!isInStock(product)) {
    return <p className="product-stock product-stock--out">Esgotado</p>;
  }
  const low = lowStockUnits(product);
  return (
    <p className="product-stock product-stock--in">
      Em Stock
      {low !== undefined && (
        <span className="product-stock__low">
          {' '}
          (Apenas {plural(low, 'unidade disponível', 'unidades disponíveis')})
        </span>
      )}
    </p>
  );
}
