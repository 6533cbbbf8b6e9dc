import { Link, useParams } from 'react-router';
import settings from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useProducts } from '#src/data/data-provider.tsx';
import { Breadcrumbs, type Crumb } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { ProductBadges } from '#src/components/product-card/product-badges.tsx';
import { ProductGrid } from '#src/components/product-card/product-grid.tsx';
import { ProductPrice } from '#src/components/product-card/product-price.tsx';
import { ProductGallery } from '#src/components/product-gallery/product-gallery.tsx';
import { ProductDetailSkeleton } from '#src/components/skeleton/skeletons.tsx';
import {
  findCategory,
  findProductById,
  findSubcategory,
  isInStock,
  lowStockUnits,
  relatedProducts,
} from '#src/lib/catalogue.ts';
import { plural } from '#src/lib/plural.ts';
import { VAT_INCLUDED } from '#src/lib/pricing.ts';
import type { Category, Product } from '#src/lib/schema.ts';
import { ProductDescription } from './product-description.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { productJsonLd, productMetaDescription } from './product-seo.ts';
import './shop.css';
import './product-page.css';
import { paths } from '#src/lib/paths.ts';

const categories: Category[] = settings.categories;
const businessName = settings.business.name;

/** /loja/produto/{id}: the product page, a skeleton while loading, or 'Produto não encontrado'. */
export function ProductPage() {
  const { id } = useParams();
  const { loading, data: products } = useProducts();
  const product = findProductById(products, id);
  const category = product ? findCategory(categories, product.category) : undefined;
  const subcategory = product && category ? findSubcategory(category, product.subcategory) : undefined;
  // A filter of the list and a slice of four: cheap enough to do on every render.
  const related = product ? relatedProducts(products, product) : [];

  usePageMeta(
    product
      ? {
          title: product.name,
          description: productMetaDescription(product),
          image: product.images[0],
          type: 'product',
          jsonLd: productJsonLd(product, { brand: businessName, categoryName: category?.name }),
        }
      : loading
        ? { title: 'Loja', description: `Produtos profissionais para unhas de gel na loja ${businessName}.` }
        : {
            title: 'Produto não encontrado',
            description: 'O produto que procura não existe ou foi removido.',
            noindex: true,
          },
  );

  if (!product) {
    return (
      <main id="main" className="page product-page">
        <div className="container">
          {loading ? (
            <ProductDetailSkeleton />
          ) : (
            <div className="product-missing">
              <h1>Produto não encontrado</h1>
              <p>O produto que procura não existe ou foi removido.</p>
              <Link className="button" to={paths.shop.getHref()}>
                Voltar à loja
              </Link>
            </div>
          )}
        </div>
      </main>
    );
  }

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
          <ProductGallery key={product.id} images={product.images} alt={product.name} />
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
            <ProductPurchase key={product.id} product={product} />
            <section className="product-detail__description" aria-labelledby="product-description-title">
              <h2 id="product-description-title">Descrição</h2>
              <ProductDescription text={product.description} />
            </section>
          </div>
        </div>

        {related.length > 0 && (
          <section className="section product-related" aria-labelledby="related-products-title">
            <h2 id="related-products-title">Produtos relacionados</h2>
            <ProductGrid products={related} />
          </section>
        )}
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
