import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { categories } from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useProductList } from '#src/data/page-hooks.tsx';
import { useListView } from '#src/data/use-list-view.ts';
import { Pagination, pageSearch } from '#src/components/pagination/pagination.tsx';
import { ProductGrid } from '#src/components/product-card/product-grid.tsx';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';
import { countByCategory, countBySubcategory, productResultsLabel } from '#src/lib/catalogue.ts';
import { firstPage, isPageOutOfRange, paginate, parsePage } from '#src/lib/pagination.ts';
import { normalizeQuery } from '#src/lib/search/search-query.ts';
import { preloadSearch } from '#src/lib/search/search-loader.ts';
import { SearchSuggestion, useSearchModule } from '#src/components/search-field/search-field.tsx';
import { CategoryCard } from './category-card.tsx';
import { PurchaseInfo } from './purchase-info.tsx';
import { ShopSearchBox } from './shop-search-box.tsx';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change.ts';
import './shop.css';
import { paths } from '#src/lib/paths.ts';
import { QUERY_DEPENDENT_CLASS } from '#src/lib/page-loading/query-pending.ts';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const ProductGridSkeleton = lazySkeleton(
  'A carregar produtos…',
  async () => (await import('#src/components/skeleton/skeletons.tsx')).ProductGridSkeleton,
);

const NO_PRODUCTS: readonly never[] = [];

/**
 * /loja: search, the categories, every product (searchable, 20 per page) and how buying works.
 * The first page and the counts come with the page's data; a search or another page loads the
 * compact index of every product first (the skeleton shows meanwhile).
 */
export function ShopPage() {
  const source = useProductList();
  const { all, summary, loadAll } = source;
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  // Typing stays responsive: the results follow the text as soon as React has time for them.
  const query = useDeferredValue(normalizeQuery(searchParams.get('search')));
  const requestedPage = parsePage(searchParams.get('page'));
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // The page's own data answers the first page of every product; anything else needs them all.
  const listView = useListView(source, query === '' && requestedPage === 1);
  const { fromSummary } = listView;
  // The search's code is loaded for the first search (or when the box gets the focus).
  const engine = useSearchModule(query !== '');
  const loading = listView.loading || (query !== '' && engine === undefined);

  const list = all ?? NO_PRODUCTS;
  // The best matches first (names before descriptions); without a search, in display order.
  const { items: results, suggestion } = useMemo(
    () =>
      query === '' || !engine ? { items: list, suggestion: undefined } : engine.searchProducts(list, query),
    [engine, list, query],
  );
  const startSearch = useCallback(() => {
    loadAll();
    preloadSearch();
  }, [loadAll]);
  const computedCounts = useMemo(() => countByCategory(list), [list]);
  const { items, page, totalPages, total } =
    fromSummary && summary ? firstPage(summary.items, summary.total) : paginate(results, requestedPage);
  const categoryCount = (slug: string) =>
    (fromSummary ? summary?.categoryCounts[slug] : computedCounts.get(slug)) ?? 0;
  const subcategoryCounts = (slug: string) =>
    fromSummary
      ? new Map(Object.entries(summary?.subcategoryCounts[slug] ?? {}))
      : countBySubcategory(list, slug);
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
    <section
      className={`section shop-categories ${QUERY_DEPENDENT_CLASS}`}
      aria-labelledby="shop-categories-title"
    >
      <h2 id="shop-categories-title">Categorias</h2>
      <ul className="category-cards">
        {categories.map((category) => (
          <CategoryCard
            key={category.slug}
            category={category}
            productCount={categoryCount(category.slug)}
            subcategoryCounts={subcategoryCounts(category.slug)}
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
          <ShopSearchBox onFocus={startSearch} />
        </header>

        {/* While searching, the results come first so that they are seen without scrolling. */}
        {query === '' && categoriesSection}

        <section
          className={`section shop-products ${QUERY_DEPENDENT_CLASS}`}
          aria-labelledby="shop-products-title"
        >
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
                  {suggestion !== undefined && (
                    <SearchSuggestion
                      suggestion={suggestion}
                      to={paths.shop.getHref({ search: suggestion })}
                    />
                  )}
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
