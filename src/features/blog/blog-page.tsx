import { useCallback, useDeferredValue, useMemo, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from '#src/components/router/router.tsx';
import { business } from '#src/generated/settings.json';
import {
  SearchField,
  SearchSuggestion,
  useSearchModule,
} from '#src/components/search-field/search-field.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { usePostList } from '#src/data/page-hooks.tsx';
import { useListView } from '#src/data/use-list-view.ts';
import { Pagination, pageSearch } from '#src/components/pagination/pagination.tsx';
import { BLOG_PAGE_SIZE, blogCategories, isInCategory } from '#src/lib/blog.ts';
import { firstPage, isPageOutOfRange, paginate, parsePage } from '#src/lib/pagination.ts';
import { preloadSearch } from '#src/lib/search/search-loader.ts';
import { plural } from '#src/lib/plural.ts';
import { BlogCard } from '#src/components/blog-card/blog-card.tsx';
import { lazySkeleton } from '#src/components/skeleton/lazy-skeleton.tsx';
import { QUERY_DEPENDENT_CLASS } from '#src/lib/page-loading/query-pending.ts';
import { BlogNewsletterBox } from './blog-newsletter-box.tsx';
import { SEARCH_PARAM, useBlogFilters } from './use-blog-filters.ts';
import './blog-page.css';

/** Loaded the first time the page waits for its data (src/components/skeleton/lazy-skeleton.tsx). */
const BlogListSkeleton = lazySkeleton(
  'A carregar artigos…',
  async () => (await import('./blog-skeletons.tsx')).BlogListSkeleton,
);

const NO_POSTS: readonly never[] = [];

/** The page's query string with `text` as its search, from its first page. */
function withSearch(query: string, text: string): string {
  const params = new URLSearchParams(query);
  params.set(SEARCH_PARAM, text);
  params.delete('page');
  return `?${params.toString()}`;
}

/**
 * /blog: search, category filter, the newest matching post shown large, then the others, 10 per
 * page (`?page=`). The first page and the categories come with the page's data; a search, a
 * filter or another page loads the compact index of every post first.
 */
export function BlogPage() {
  const source = usePostList();
  const { all, summary, loadAll } = source;
  const { pathname, search } = useLocation();
  const [searchParams] = useSearchParams();
  const requestedPage = parsePage(searchParams.get('page'));
  const filters = useBlogFilters();
  const searchText = useDeferredValue(filters.search);
  const searchInputRef = useRef<HTMLInputElement>(null);
  // The button that cleared the filters disappears with the message: focus goes to the search box.
  const clearFilters = () => {
    filters.clear();
    searchInputRef.current?.focus();
  };
  usePageMeta({
    title: 'Blog',
    description: `Tendências, cuidados, técnicas e inspiração para as suas unhas de gel, no blog do ${business.name}.`,
  });

  const listView = useListView(source, searchText === '' && filters.category === '' && requestedPage === 1);
  const { fromSummary } = listView;
  // The search's code is loaded for the first search (or when the box gets the focus).
  const engine = useSearchModule(searchText !== '');
  const loading = listView.loading || (searchText !== '' && engine === undefined);
  const startSearch = useCallback(() => {
    loadAll();
    preloadSearch();
  }, [loadAll]);

  const posts = all ?? NO_POSTS;
  const computedCategories = useMemo(() => blogCategories(posts), [posts]);
  const categories = all === undefined ? (summary?.categories ?? []) : computedCategories;
  // A category that no post has (an old link) filters nothing.
  const activeCategory = categories.find((category) => category.slug === filters.category);
  // The category first, so that a correction offered finds posts of that category.
  const { items: results, suggestion } = useMemo(() => {
    const inCategory = activeCategory
      ? posts.filter((post) => isInCategory(post, activeCategory.slug))
      : posts;
    return searchText === '' || !engine
      ? { items: inCategory, suggestion: undefined }
      : engine.searchPosts(inCategory, searchText);
  }, [engine, posts, searchText, activeCategory]);
  const filtering = searchText !== '' || activeCategory !== undefined;
  const { items, page, totalPages } =
    fromSummary && summary
      ? firstPage(summary.items, summary.total, BLOG_PAGE_SIZE)
      : paginate(results, requestedPage, BLOG_PAGE_SIZE);
  // The newest match is shown large on the first page only.
  const featured = page === 1 ? items[0] : undefined;
  const others = page === 1 ? items.slice(1) : items;

  if (!loading && isPageOutOfRange(requestedPage, totalPages)) {
    return <Navigate to={{ pathname, search: pageSearch(search, 1) }} replace />;
  }

  return (
    <main id="main" className="page blog-page">
      <div className="container">
        <header className="page-intro">
          <h1>Blog</h1>
          <p className="page-intro__lead">
            Tendências, cuidados, técnicas e inspiração para quem adora unhas de gel e para quem faz delas a
            sua profissão.
          </p>
        </header>

        <div className="blog-page__filters">
          <SearchField
            className="blog-search"
            value={filters.search}
            onSearch={filters.setSearch}
            onFocus={startSearch}
            label="Pesquisar artigos"
            formLabel="Pesquisa no blog"
            placeholder="Pesquisar artigos..."
            clearLabel="Limpar pesquisa"
            inputRef={searchInputRef}
          />
          {categories.length > 0 && (
            <div
              className={`blog-page__categories ${QUERY_DEPENDENT_CLASS}`}
              role="group"
              aria-label="Filtrar por categoria"
            >
              <button
                type="button"
                className="blog-page__category"
                aria-pressed={activeCategory === undefined}
                onClick={() => filters.setCategory('')}
              >
                Todas
              </button>
              {categories.map((category) => (
                <button
                  key={category.slug}
                  type="button"
                  className="blog-page__category"
                  aria-pressed={activeCategory?.slug === category.slug}
                  onClick={() => filters.setCategory(category.slug)}
                >
                  {category.name}
                </button>
              ))}
            </div>
          )}
        </div>

        <p className={`blog-page__count ${QUERY_DEPENDENT_CLASS}`} role="status">
          {filtering && !loading ? resultCount(results.length) : ''}
        </p>
        <section className={QUERY_DEPENDENT_CLASS} aria-label="Artigos">
          {loading ? (
            <BlogListSkeleton />
          ) : items.length === 0 ? (
            filtering ? (
              <div className="blog-page__empty">
                <p>Não foram encontrados artigos correspondentes à sua pesquisa.</p>
                {suggestion !== undefined && (
                  <SearchSuggestion suggestion={suggestion} to={{ search: withSearch(search, suggestion) }} />
                )}
                <button type="button" className="button button--secondary" onClick={clearFilters}>
                  Limpar Filtros
                </button>
              </div>
            ) : (
              <p className="blog-page__empty">Ainda não há artigos publicados.</p>
            )
          ) : (
            <>
              {featured && <BlogCard post={featured} variant="featured" headingLevel={2} />}
              {others.length > 0 && (
                <ul className="grid blog-page__grid">
                  {others.map((post) => (
                    <li key={post.id}>
                      <BlogCard post={post} headingLevel={2} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination page={page} totalPages={totalPages} label="Páginas de artigos" />
            </>
          )}
        </section>

        <BlogNewsletterBox />
      </div>
    </main>
  );
}

function resultCount(count: number): string {
  if (count === 0) return 'Nenhum artigo encontrado';
  return plural(count, 'artigo encontrado', 'artigos encontrados');
}
