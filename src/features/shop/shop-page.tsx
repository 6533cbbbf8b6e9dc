import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import settings from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useProducts } from '#src/data/data-provider.tsx';
import { Pagination, pageSearch } from '#src/components/pagination/pagination.tsx';
import { ProductGrid } from '#src/components/product-card/product-grid.tsx';
import { ProductGridSkeleton } from '#src/components/skeleton/skeletons.tsx';
import { countByCategory, countBySubcategory, productResultsLabel } from '#src/lib/catalogue.ts';
import { isPageOutOfRange, paginate, parsePage } from '#src/lib/pagination.ts';
import { normalizeQuery, searchProducts } from '#src/lib/search.ts';
import { sortProducts } from '#src/lib/sorting.ts';
import type { Category } from '#src/lib/schema.ts';
import { CategoryCard } from './category-card.tsx';
import { PurchaseInfo } from './purchase-info.tsx';
import { ShopSearchBox } from './shop-search-box.tsx';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change.ts';
import './shop.css';
import { paths } from '#src/lib/paths.ts';

const categories: Category[] = settings.categories;

/** /loja: search, the categories, every product (searchable, 20 per page) and how buying works. */
export function ShopPage() {
  const { loading, data: products } = useProducts();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const query = normalizeQuery(searchParams.get('search'));
  const requestedPage = parsePage(searchParams.get('page'));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  const results = useMemo(() => sortProducts(searchProducts(products, query)), [products, query]);
  const categoryCounts = useMemo(() => countByCategory(products), [products]);
  const { items, page, totalPages, total } = paginate(results, requestedPage);
  useScrollToTopOnChange(page);

  usePageMeta({
    title: 'Loja',
    description: `Loja online de produtos profissionais para unhas de gel: ${categories
      .map((category) => category.name)
      .join(', ')}. Envios para todo o país, continente e ilhas.`,
  });

  const toggle = (slug: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(slug)) next.delete(slug);
      else next.add(slug);
      return next;
    });

  if (!loading && isPageOutOfRange(requestedPage, totalPages)) {
    return <Navigate to={{ pathname, search: pageSearch(search, 1) }} replace />;
  }

  const categoriesSection = (
    <section className="section shop-categories" aria-labelledby="shop-categories-title">
      <h2 id="shop-categories-title">Categorias</h2>
      <ul className="category-cards">
        {categories.map((category) => (
          <CategoryCard
            key={category.slug}
            category={category}
            productCount={categoryCounts.get(category.slug) ?? 0}
            subcategoryCounts={countBySubcategory(products, category.slug)}
            expanded={expanded.has(category.slug)}
            onToggle={() => toggle(category.slug)}
          />
        ))}
      </ul>
    </section>
  );

  return (
    <main id="main" className="page shop-page">
      <div className="container">
        <header className="shop-hero">
          <h1>Loja</h1>
          <p className="shop-hero__intro">
            Produtos profissionais para unhas de gel, escolhidos e usados nas nossas formações.
          </p>
          <ShopSearchBox />
        </header>

        {/* While searching, the results come first so that they are seen without scrolling. */}
        {query === '' && categoriesSection}

        <section className="section shop-products" aria-labelledby="shop-products-title">
          <div className="shop-products__header">
            <h2 id="shop-products-title">{query === '' ? 'Todos os produtos' : 'Resultados da pesquisa'}</h2>
            <p className="shop-products__summary" aria-live="polite">
              {loading ? '' : productResultsLabel(total, query, page, totalPages)}
            </p>
          </div>
          {loading ? (
            <ProductGridSkeleton />
          ) : items.length === 0 ? (
            <div className="shop-empty card">
              <h3>Nenhum produto encontrado</h3>
              {query === '' ? (
                <p>De momento não há produtos disponíveis na loja. Volte em breve!</p>
              ) : (
                <>
                  <p>Não encontrámos produtos para "{query}". Tente outra pesquisa.</p>
                  <Link className="button button--secondary" to={paths.shop.getHref()}>
                    Ver todos os produtos
                  </Link>
                </>
              )}
            </div>
          ) : (
            <>
              <ProductGrid products={items} />
              <Pagination page={page} totalPages={totalPages} label="Páginas de produtos" />
            </>
          )}
        </section>

        {query !== '' && categoriesSection}

        <PurchaseInfo />
      </div>
    </main>
  );
}
