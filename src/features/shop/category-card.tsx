import { Link } from '#src/components/link/link.tsx';
import { ChevronDownIcon } from '#src/components/icons/icons-core.tsx';
import type { Category } from '#src/lib/schema.ts';
import { productCountLabel } from '#src/lib/catalogue.ts';
import './category-card.css';
import { paths } from '#src/lib/paths.ts';
import { Picture } from '#src/components/picture/picture.tsx';

type CategoryCardProps = {
  category: Category;
  /** Left out (the CMS's preview, which sees no products), the card shows no counts. */
  productCount?: number;
  subcategoryCounts?: ReadonlyMap<string, number>;
  expanded: boolean;
  onToggle: () => void;
};

/**
 * A category of the shop home: image, name and product count linking to the category, and a
 * toggle that reveals its subcategories as links.
 */
export function CategoryCard({
  category,
  productCount,
  subcategoryCounts,
  expanded,
  onToggle,
}: CategoryCardProps) {
  const listId = `subcategorias-${category.slug}`;
  const hasSubcategories = category.subcategories.length > 0;
  return (
    <li className="category-card card">
      <div className="category-card__head">
        <Link className="category-card__link" to={paths.category.getHref(category.slug)}>
          <Picture
            className="category-card__image"
            src={category.image}
            alt=""
            width={96}
            height={96}
            sizes="96px"
          />
          <span className="category-card__text">
            <span className="category-card__name">{category.name}</span>{' '}
            {productCount !== undefined && (
              <span className="category-card__count">{productCountLabel(productCount)}</span>
            )}
          </span>
        </Link>
        {hasSubcategories && (
          <button
            type="button"
            className="category-card__toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-label={`Subcategorias de ${category.name}`}
            onClick={onToggle}
          >
            <span className="category-card__toggle-text">Subcategorias</span>
            <ChevronDownIcon className="category-card__chevron" size={18} />
          </button>
        )}
      </div>
      {hasSubcategories && (
        <ul id={listId} className="category-card__subcategories" hidden={!expanded}>
          {category.subcategories.map((subcategory) => (
            <li key={subcategory.slug}>
              <Link
                className="category-card__subcategory"
                to={paths.subcategory.getHref(category.slug, subcategory.slug)}
              >
                <span>{subcategory.name}</span>{' '}
                {subcategoryCounts && (
                  <span className="category-card__subcount">
                    {productCountLabel(subcategoryCounts.get(subcategory.slug) ?? 0)}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
