import { useEffect, useId, useRef, type FocusEvent, type Ref } from 'react';
import { NavLink } from '#src/components/link/link.tsx';
import { categories } from '#src/generated/settings.json';
import { ChevronDownIcon } from '#src/components/icons/icons-core.tsx';
import { MAIN_NAV_LINKS } from './nav-links.ts';
import { paths } from '#src/lib/paths.ts';

/** Desktop layout with a real pointer: the categories open on hover there. */
const HOVER_MENU_QUERY = '(hover: hover) and (min-width: 900px)';
const hoverMenuApplies = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(HOVER_MENU_QUERY).matches;

const linkClass = ({ isActive }: { isActive: boolean }) => `site-nav__link${isActive ? ' is-active' : ''}`;

type MainNavProps = {
  id: string;
  navRef?: Ref<HTMLElement>;
  /** Mobile: whether the menu panel is open. The desktop bar always shows. */
  open: boolean;
  categoriesOpen: boolean;
  onCategoriesOpenChange: (open: boolean) => void;
  categoriesButtonRef: Ref<HTMLButtonElement>;
};

/** The header's main navigation: a bar on desktop, a panel under the header on mobile. */
export function MainNav({
  id,
  navRef,
  open,
  categoriesOpen,
  onCategoriesOpenChange,
  categoriesButtonRef,
}: MainNavProps) {
  return (
    <nav ref={navRef} id={id} className={`site-nav${open ? ' site-nav--open' : ''}`} aria-label="Principal">
      <ul className="site-nav__list">
        {MAIN_NAV_LINKS.map((link) =>
          link.withCategories ? (
            <ShopNavItem
              key={link.to}
              to={link.to}
              label={link.label}
              open={categoriesOpen}
              onOpenChange={onCategoriesOpenChange}
              buttonRef={categoriesButtonRef}
            />
          ) : (
            <li key={link.to} className="site-nav__item">
              <NavLink className={linkClass} to={link.to} end={link.end}>
                {link.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

type ShopNavItemProps = {
  to: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonRef: Ref<HTMLButtonElement>;
};

/**
 * The shop entry with its categories: a dropdown on desktop, opened by hovering or by the
 * disclosure button (keyboard and touch); an expandable list in the mobile menu.
 */
function ShopNavItem({ to, label, open, onOpenChange, buttonRef }: ShopNavItemProps) {
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);

  // Desktop: a click or tap elsewhere closes the dropdown.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (hoverMenuApplies() && !itemRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  const handleBlur = (event: FocusEvent<HTMLLIElement>) => {
    // Desktop: tabbing past the last category closes the dropdown (the mobile list stays expanded).
    if (hoverMenuApplies() && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false);
  };

  return (
    <li
      ref={itemRef}
      className={`site-nav__item site-nav__item--shop${open ? ' is-open' : ''}`}
      onMouseEnter={() => hoverMenuApplies() && onOpenChange(true)}
      onMouseLeave={() => hoverMenuApplies() && onOpenChange(false)}
      onBlur={handleBlur}
    >
      <div className="site-nav__shop-row">
        <NavLink className={linkClass} to={to}>
          {label}
        </NavLink>
        <button
          ref={buttonRef}
          type="button"
          className="icon-button site-nav__expand"
          aria-expanded={open}
          aria-controls={listId}
          aria-label="Categorias da loja"
          onClick={() => onOpenChange(!open)}
        >
          <ChevronDownIcon size={18} />
        </button>
      </div>
      <ul id={listId} className="site-nav__dropdown">
        {categories.map((category) => (
          <li key={category.slug}>
            <NavLink
              className={({ isActive }) => `site-nav__dropdown-link${isActive ? ' is-active' : ''}`}
              to={paths.category.getHref(category.slug)}
            >
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
