import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useParams, useSearchParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { business, categories } from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { useProductList } from '#src/data/page-hooks.tsx';
import { useListView } from '#src/data/use-list-view.ts';
import { BackButton } from '#src/components/breadcrumbs/back-button.tsx';
import { Breadcrumbs, type Crumb } from '#src/components/breadcrumbs/breadcrumbs.tsx';
import { Pagination, pageSearch } from '#src/components/pagination/pagination.tsx';
import { ProductGrid } from '#src/components/product-card/product-grid.tsx';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';
import { QUERY_DEPENDENT_CLASS } from '#src/lib/page-loading/query-pending.ts';
import {
  countBySubcategory,
  findCategory,
  findSubcategory,
  productCountLabel,
  productRangeLabel,
  productsInCategory,
  subcategoryShortcuts,
} from '#src/lib/catalogue.ts';
import { firstPage, isPageOutOfRange, pageRange, paginate, parsePage } from '#src/lib/pagination.ts';
import type { Subcategory } from '#src/lib/schema.ts';
import { useScrollToTopOnChange } from './use-scroll-to-top-on-change.ts';
import './shop.css';
import './category-page.css';
import { paths } from '#src/lib/paths.ts';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const ProductGridSkeleton = lazySkeleton(
  'A carregar produtos…',
  async () => (await import('#src/components/skeleton/skeletons.tsx')).ProductGridSkeleton,
);

const businessName = business.name;
const NO_PRODUCTS: readonly never[] = [];

/**
 * /loja/{category} and /loja/{category}/{subcategory}: the products of a category or of one of
 * its subcategories, 20 per page. Unknown slugs and pages out of range redirect (replacing the
 * history entry) once the products have loaded. The first page and the counts come with the
 * page's data; another page loads the compact index of every product first.
 */
export function CategoryPage() {
  const params = useParams();
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const source = useProductList();
  const { all, summary } = source;

  const category = findCategory(categories, params.category);
  const subcategory = category ? findSubcategory(category, params.subcategory) : undefined;
  const wantsSubcategory = params.subcategory !== undefined;
  const requestedPage = parsePage(searchParams.get('page'));

  // The page's own data answers its first page; another page needs every product.
  const { fromSummary, loading } = useListView(source, requestedPage === 1);

  const products = all ?? NO_PRODUCTS;
  const list = useMemo(
    () => (category ? productsInCategory(products, category.slug, subcategory?.slug) : []),
    [products, category, subcategory],
  );
  const subcategoryCounts = useMemo(
    () =>
      category === undefined
        ? new Map<string, number>()
        : fromSummary
          ? new Map(Object.entries(summary?.subcategoryCounts[category.slug] ?? {}))
          : countBySubcategory(products, category.slug),
    [products, category, fromSummary, summary],
  );
  const { items, page, totalPages, total, start, end } =
    fromSummary && summary ? firstPage(summary.items, summary.total) : paginate(list, requestedPage);
  useScrollToTopOnChange(page);
  // While every product loads (another page than the first), the range as the page's data gives
  // its list's length.
  const range = loading
    ? summary && pageRange(summary.total, requestedPage)
    : { start, end, total, page, totalPages };

  const title = category ? (subcategory ? `${subcategory.name} – ${category.name}` : category.name) : 'Loja';
  usePageMeta({
    title,
    description: category
      ? subcategory
        ? `${subcategory.name} (${category.name}): produtos profissionais para unhas de gel na loja ${businessName}. Envios para todo o país.`
        : `${category.name}: ${category.subcategories.map((sub) => sub.name).join(', ')} e outros produtos profissionais para unhas de gel na loja ${businessName}.`
      : `Loja online ${businessName}: produtos profissionais para unhas de gel.`,
  });

  if (!loading) {
    if (!category) return <Navigate to={paths.shop.getHref()} replace />;
    if (wantsSubcategory && !subcategory)
      return <Navigate to={paths.category.getHref(category.slug)} replace />;
    if (isPageOutOfRange(requestedPage, totalPages)) {
      return <Navigate to={{ pathname, search: pageSearch(search, 1) }} replace />;
    }
  }

  if (!category || (wantsSubcategory && !subcategory)) {
    // Still loading: the redirect waits for the data.
    return (
      <main id="main" className="page category-page">
        <div className="container">
          <ProductGridSkeleton />
        </div>
      </main>
    );
  }

  const categoryPath = paths.category.getHref(category.slug);
  const crumbs: Crumb[] = [
    { label: 'Início', to: paths.home.getHref() },
    { label: 'Loja', to: paths.shop.getHref() },
    { label: category.name, to: categoryPath },
    ...(subcategory ? [{ label: subcategory.name }] : []),
  ];
  const shortcuts = subcategoryShortcuts(category, subcategory?.slug);

  return (
    <main id="main" className="page category-page">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        <BackButton fallback={subcategory ? categoryPath : paths.shop.getHref()} />

        <header className="category-page__header">
          {subcategory && <p className="category-page__eyebrow">{category.name}</p>}
          <h1>{subcategory ? subcategory.name : category.name}</h1>
          {/* Kept while the products load, with the words the page's data foretells: nothing below
              it moves when they come. */}
          {(loading || total > 0) && (
            <p className={`category-page__range ${QUERY_DEPENDENT_CLASS}`}>
              {range && range.total > 0 ? productRangeLabel(range) : '\u00a0'}
            </p>
          )}
        </header>

        {subcategory && shortcuts.length > 0 && (
          <nav className="category-shortcuts" aria-label="Outras subcategorias">
            <p className="category-shortcuts__label">Veja também:</p>
            <ShortcutChips shortcuts={shortcuts} categorySlug={category.slug}>
              <li>
                <Link className="category-shortcuts__chip category-shortcuts__chip--all" to={categoryPath}>
                  Tudo em {category.name}
                </Link>
              </li>
            </ShortcutChips>
          </nav>
        )}

        {!subcategory && category.subcategories.length > 0 && (
          <section className="subcategory-tiles" aria-labelledby="subcategory-tiles-title">
            <h2 id="subcategory-tiles-title" className="subcategory-tiles__title">
              Escolha uma subcategoria
            </h2>
            <ul className="subcategory-tiles__list">
              {category.subcategories.map((sub) => (
                <li key={sub.slug}>
                  <Link
                    className="subcategory-tile card"
                    to={paths.subcategory.getHref(category.slug, sub.slug)}
                  >
                    <span className="subcategory-tile__name">{sub.name}</span>{' '}
                    <span className="subcategory-tile__count">
                      {loading ? '\u00a0' : productCountLabel(subcategoryCounts.get(sub.slug) ?? 0)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section className={`category-page__products ${QUERY_DEPENDENT_CLASS}`} aria-label="Produtos">
          {loading ? (
            <ProductGridSkeleton />
          ) : items.length === 0 ? (
            <div className="shop-empty card">
              <h2>Nenhum produto encontrado</h2>
              <p>
                {subcategory
                  ? 'Ainda não há produtos nesta subcategoria.'
                  : 'Ainda não há produtos nesta categoria.'}
              </p>
              <Link
                className="button button--secondary"
                to={subcategory ? categoryPath : paths.shop.getHref()}
              >
                {subcategory ? `Ver tudo em ${category.name}` : 'Ver todos os produtos'}
              </Link>
            </div>
          ) : (
            <>
              <ProductGrid products={items} headingLevel={2} />
              <Pagination page={page} totalPages={totalPages} label="Páginas de produtos" />
            </>
          )}
        </section>

        {!subcategory && shortcuts.length > 0 && !loading && items.length > 0 && (
          <nav
            className="category-shortcuts category-shortcuts--footer"
            aria-label="Atalhos para subcategorias"
          >
            <p className="category-shortcuts__label">Continue por:</p>
            <ShortcutChips shortcuts={shortcuts} categorySlug={category.slug} />
          </nav>
        )}
      </div>
    </main>
  );
}

type ShortcutChipsProps = {
  shortcuts: readonly Subcategory[];
  categorySlug: string;
  /** Further chips after the subcategories'. */
  children?: ReactNode;
};

/** Links to a few subcategories, drawn as chips. */
function ShortcutChips({ shortcuts, categorySlug, children }: ShortcutChipsProps) {
  return (
    <ul className="category-shortcuts__list">
      {shortcuts.map((sub) => (
        <li key={sub.slug}>
          <Link className="category-shortcuts__chip" to={paths.subcategory.getHref(categorySlug, sub.slug)}>
            {sub.name}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
