import { Link } from '#src/components/link/link.tsx';
import './breadcrumbs.css';

export type Crumb = { label: string; to?: string };

/** The trail to the current page; the last item is the page itself (aria-current, not a link). */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Caminho">
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="breadcrumbs__item">
              {isLast || item.to === undefined ? (
                <span aria-current={isLast ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to}>{item.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
