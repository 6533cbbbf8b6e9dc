import { useLocation } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { pageControlItems } from '#src/lib/pagination.ts';
import './pagination.css';

type PaginationProps = {
  page: number;
  totalPages: number;
  /** The accessible name of the navigation landmark. */
  label?: string;
};

/** The search string of the current URL with `page` set; page 1 removes the parameter. */
export function pageSearch(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Previous/next and page links (docs/product.md §9: every page up to 7, beyond that the first,
 * the last, the current page's neighbours and ellipses). Each is a real link that keeps the
 * other query parameters, so it works before hydration and can be opened in a new tab.
 */
export function Pagination({ page, totalPages, label = 'Paginação' }: PaginationProps) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const to = (target: number) => ({ pathname, search: pageSearch(search, target) });

  return (
    <nav className="pagination" aria-label={label}>
      {page > 1 ? (
        <Link
          className="pagination__link pagination__step pagination__step--prev"
          to={to(page - 1)}
          rel="prev"
        >
          <span aria-hidden="true">‹</span> Anterior
        </Link>
      ) : (
        <span className="pagination__link pagination__step pagination__step--prev" aria-disabled="true">
          <span aria-hidden="true">‹</span> Anterior
        </span>
      )}
      <ul className="pagination__pages">
        {pageControlItems(page, totalPages).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                className="pagination__link"
                to={to(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ul>
      {page < totalPages ? (
        <Link
          className="pagination__link pagination__step pagination__step--next"
          to={to(page + 1)}
          rel="next"
        >
          Seguinte <span aria-hidden="true">›</span>
        </Link>
      ) : (
        <span className="pagination__link pagination__step pagination__step--next" aria-disabled="true">
          Seguinte <span aria-hidden="true">›</span>
        </span>
      )}
    </nav>
  );
}
