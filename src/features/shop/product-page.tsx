import { useParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { business, categories } from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useProducts, useRelatedProductCards } from '#src/data/page-hooks.tsx';
import { ProductGrid } from '#src/components/product-card/product-grid.tsx';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';
import { findCategory, findProductById, relatedProducts } from '#src/lib/catalogue.ts';
import { ProductDetail } from './product-detail.tsx';
import { ProductPurchase } from './product-purchase.tsx';
import { productJsonLd, productMetaDescription } from './product-seo.ts';
import './shop.css';
import './product-page.css';
import { paths } from '#src/lib/paths.ts';

import { PRODUCT_GALLERY_SIZES } from '#src/components/product-gallery/product-gallery.tsx';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const ProductDetailSkeleton = lazySkeleton(
  'A carregar produto…',
  async () => (await import('#src/components/skeleton/skeletons.tsx')).ProductDetailSkeleton,
);

const businessName = business.name;

/** /loja/produto/{id}: the product page, a skeleton while loading, or 'Produto não encontrado'. */
export function ProductPage() {
  const { id } = useParams();
  const { loading, data: products } = useProducts();
  const product = findProductById(products, id);
  const category = product ? findCategory(categories, product.category) : undefined;
  // The page's data brings the related products as cards; from a whole list (a local copy), the
  // page chooses them: a filter and a slice of four, cheap enough for every render.
  const relatedCards = useRelatedProductCards();
  const related = product ? (relatedCards ?? relatedProducts(products, product)) : [];

  usePageMeta(
    product
      ? {
          title: product.name,
          description: productMetaDescription(product),
          image: product.images[0],
          ...(product.images[0] !== undefined && {
            preloadImage: { src: product.images[0], sizes: PRODUCT_GALLERY_SIZES },
          }),
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

  return (
    <ProductDetail
      product={product}
      actions={<ProductPurchase key={product.id} product={product} />}
      after={
        related.length > 0 && (
          <section className="section product-related" aria-labelledby="related-products-title">
            <h2 id="related-products-title">Produtos relacionados</h2>
            {/* Below the purchase box: their pictures wait for the page's scripts (ProductGrid). */}
            <ProductGrid products={related} picturesLater="after-hydration" />
          </section>
        )
      }
    />
  );
}
