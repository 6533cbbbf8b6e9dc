import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import settings from '#src/generated/settings.json';
import { CartIcon, CloseIcon, MenuIcon, SearchIcon } from '#src/components/icons/icons.tsx';
import { MainNav } from './main-nav.tsx';
import { ProductSearchBox } from './product-search-box.tsx';
import { useScrolledPast } from './use-scrolled-past.ts';
import './site-header.css';

/** The header shrinks once the page is scrolled more than this (product rule: after 10 px). */
export const HEADER_SHRINK_SCROLL_PX = 10;

export const cartLinkLabel = (count: number) => `Carrinho, ${count} ${count === 1 ? 'artigo' : 'artigos'}`;

type SiteHeaderProps = {
  /** Number of items in the cart, shown on the cart icon's badge. */
  cartCount: number;
};

/** The sticky header of every public page: logo, main navigation, product search and cart. */
export function SiteHeader({ cartCount }: SiteHeaderProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const scrolled = useScrolledPast(sentinelRef);
  const location = useLocation();
  const navId = useId();
  const searchPanelId = useId();

  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const [categoriesOpen, setCategoriesOpen] = useState(false);

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const categoriesButtonRef = useRef<HTMLButtonElement>(null);
  const searchInputRef = useRef<HTMLInputElement>(null);
  const searchPanelRef = useRef<HTMLDivElement>(null);
  // Set when the search box itself navigates, so its panel stays open while the visitor types.
  const searchNavigating = useRef(false);

  // A new page closes the mobile panels and the categories dropdown. The search panel stays open
  // while the visitor is typing in it: fast keystrokes commit several navigations, and checking
  // where the focus is (not only a flag per keystroke) keeps every one of them from closing it.
  useEffect(() => {
    setMenuOpen(false);
    setCategoriesOpen(false);
    const typing =
      searchNavigating.current || searchPanelRef.current?.contains(document.activeElement) === true;
    searchNavigating.current = false;
    if (!typing) setSearchOpen(false);
  }, [location.key]);

  // The box is in the sticky header, always on screen: focusing it must not scroll the page
  // (the page's scroll padding for the header would otherwise send it to the top).
  useEffect(() => {
    if (searchOpen) searchInputRef.current?.focus({ preventScroll: true });
  }, [searchOpen]);

  const closeSearch = useCallback(() => {
    setSearchOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  // Escape closes whatever is open, and puts the focus back on the button that opened it.
  const anythingOpen = menuOpen || searchOpen || categoriesOpen;
  useEffect(() => {
    if (!anythingOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusInside = (id: string) =>
        document.getElementById(id)?.contains(document.activeElement) ?? false;
      const focusInNav = focusInside(navId);
      const focusInSearch = focusInside(searchPanelId);
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
  }, [anythingOpen, menuOpen, searchOpen, categoriesOpen, navId, searchPanelId]);

  const toggleMenu = () => {
    setMenuOpen((open) => !open);
    setSearchOpen(false);
  };
  const toggleSearch = () => {
    setSearchOpen((open) => !open);
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
            <Link to="/" className="site-header__brand">
              <img className="site-header__logo" src="/images/logo.svg" alt="" width={44} height={44} />
              <span className="site-header__name">{settings.business.name}</span>
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
                to="/carrinho"
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
              id={searchPanelId}
              ref={searchPanelRef}
              className={`site-header__search${searchOpen ? ' is-open' : ''}`}
            >
              <ProductSearchBox
                inputRef={searchInputRef}
                onSearchNavigate={() => {
                  searchNavigating.current = true;
                }}
                onEscape={searchOpen ? closeSearch : undefined}
              />
            </div>

            <MainNav
              id={navId}
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
