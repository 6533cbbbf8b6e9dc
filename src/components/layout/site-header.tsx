import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import { Link, NavLink } from '#src/components/link/link.tsx';
import { business } from '#src/generated/settings.json';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from '#src/components/icons/icons-core.tsx';
import { MainNav } from './main-nav.tsx';
import { ProductSearchBox } from './product-search-box.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import './site-header.css';
import { paths } from '#src/lib/paths.ts';
import { plural } from '#src/lib/plural.ts';
import { SiteLogo } from './site-logo.tsx';

/** The header shrinks once the page is scrolled more than this (product rule: after 10 px). */
export const HEADER_SHRINK_SCROLL_PX = 10;

export const cartLinkLabel = (count: number) => `Carrinho, ${plural(count, 'artigo', 'artigos')}`;

type SiteHeaderProps = {
  /** Number of items in the cart, shown on the cart icon's badge. */
  cartCount: number;
  /** The product search gets the focus (the app loads the shop's search index). */
  onSearchFocus?: () => void;
};

/** The sticky header of every public page: logo, main navigation, product search and cart. */
export function SiteHeader({ cartCount, onSearchFocus }: SiteHeaderProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const scrolled = useScrolledPast(sentinelRef);
  const location = useLocation();
  const navId = useId();
  const searchPanelId = useId();

  // A panel is open on the page where it was opened: any navigation (a link, Back, a redirect)
  // closes it without an effect, because the location's key changes. The search panel also stays
  // open across the navigations its own box makes while the visitor types (fast keystrokes
  // commit several), until the focus leaves it.
  const here = location.key;
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [categoriesOpenAt, setCategoriesOpenAt] = useState<string | null>(null);
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const [searchFollowsTyping, setSearchFollowsTyping] = useState(false);
  const menuOpen = menuOpenAt === here;
  const categoriesOpen = categoriesOpenAt === here;
  const searchOpen = searchOpenAt !== null && (searchOpenAt === here || searchFollowsTyping);
  const setMenuOpen = useCallback((open: boolean) => setMenuOpenAt(open ? here : null), [here]);
  const setCategoriesOpen = useCallback((open: boolean) => setCategoriesOpenAt(open ? here : null), [here]);
  const setSearchOpen = useCallback(
    (open: boolean) => {
      setSearchOpenAt(open ? here : null);
      if (!open) setSearchFollowsTyping(false);
    },
    [here],
  );

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const categoriesButtonRef = useRef<HTMLButtonElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const searchPanelRef = useRef<HTMLDivElement>(null);

  // The box is in the sticky header, always on screen: focusing it must not scroll the page
  // (the page's scroll padding for the header would otherwise send it to the top).
  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus({ preventScroll: true });
  }, [searchOpen]);

  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }, [setSearchOpen]);

  // Escape closes whatever is open, and puts the focus back on the button that opened it.
  const anythingOpen = menuOpen || searchOpen || categoriesOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // By element, not by id: a prerendered page keeps the ids it was rendered with, which need
      // not be the ones useId gives in the browser.
      const focusInside = (element: HTMLElement | null) => element?.contains(document.activeElement) ?? false;
      const focusInNav = focusInside(navRef.current);
      const focusInSearch = focusInside(searchPanelRef.current);
      if (menuOpen) {
        setMenuOpen(false);
        setCategoriesOpen(false);
        if (focusInNav) menuButtonRef.current?.focus();
      } else if (categoriesOpen) {
        setCategoriesOpen(false);
        if (focusInNav) categoriesButtonRef.current?.focus();
      }
      if (searchOpen) {
        setSearchOpen(false);
        if (focusInSearch) searchButtonRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anythingOpen, menuOpen, searchOpen, categoriesOpen, setMenuOpen, setCategoriesOpen, setSearchOpen]);

  const toggleMenu = () => {
    setMenuOpen(!menuOpen);
    setSearchOpen(false);
  };
  const toggleSearch = () => {
    setSearchOpen(!searchOpen);
    setMenuOpen(false);
  };

  return (
    <>
      {/* Out of the viewport once the page is scrolled past the threshold (its height). */}
      <div
        ref={sentinelRef}
        className="site-header__sentinel"
        style={{ height: HEADER_SHRINK_SCROLL_PX }}
        aria-hidden="true"
      />
      <header className={`site-header${scrolled ? ' site-header--scrolled' : ''}`}>
        {/* .container only centres; the bar's own spacing is on the inner element. */}
        <div className="container">
          <div className="site-header__bar">
            <Link to={paths.home.getHref()} className="site-header__brand">
              <SiteLogo className="site-header__logo" size={44} />
              <span className="site-header__name">{business.name}</span>
            </Link>

            <div className="site-header__actions">
              <button
                ref={searchButtonRef}
                type="button"
                className="icon-button site-header__icon-button site-header__search-toggle"
                aria-label="Pesquisa"
                aria-expanded={searchOpen}
                aria-controls={searchPanelId}
                onClick={toggleSearch}
              >
                {searchOpen ? <CloseIcon /> : <SearchIcon />}
              </button>
              <NavLink
                to={paths.cart.getHref()}
                className="icon-button site-header__icon-button site-header__cart"
                aria-label={cartLinkLabel(cartCount)}
              >
                <CartIcon />
                {cartCount > 0 && (
                  <span className="site-header__cart-badge" aria-hidden="true">
                    {cartCount > 99 ? '99+' : cartCount}
                  </span>
                )}
              </NavLink>
              <button
                ref={menuButtonRef}
                type="button"
                className="icon-button site-header__icon-button site-header__menu-toggle"
                aria-label="Menu"
                aria-expanded={menuOpen}
                aria-controls={navId}
                onClick={toggleMenu}
              >
                {menuOpen ? <CloseIcon /> : <MenuIcon />}
              </button>
            </div>

            <div
              ref={searchPanelRef}
              id={searchPanelId}
              className={`site-header__search${searchOpen ? ' is-open' : ''}`}
              onBlur={(event) => {
                if (!event.currentTarget.contains(event.relatedTarget as Node | null))
                  setSearchFollowsTyping(false);
              }}
            >
              <ProductSearchBox
                inputRef={searchInputRef}
                onSearchNavigate={() => setSearchFollowsTyping(true)}
                onEscape={searchOpen ? closeSearch : undefined}
                onFocus={onSearchFocus}
              />
            </div>

            <MainNav
              id={navId}
              navRef={navRef}
              open={menuOpen}
              categoriesOpen={categoriesOpen}
              onCategoriesOpenChange={setCategoriesOpen}
              categoriesButtonRef={categoriesButtonRef}
            />
          </div>
        </div>
      </header>
    </>
  );
}
