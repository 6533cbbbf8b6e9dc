import type { Ref } from 'react';
import { useLocation, useNavigate, useSearchParams } from '#src/components/router/router.tsx';
import { SearchField } from '#src/components/search-field/search-field.tsx';
import { normalizeQuery } from '#src/lib/search/search-query.ts';
import { paths } from '#src/lib/paths.ts';

/** Where a search for `text` leads: the shop filtered by the trimmed text, or the whole shop. */
export function shopSearchPath(text: string): string {
  return paths.shop.getHref({ search: normalizeQuery(text) });
}

type ProductSearchBoxProps = {
  /** Called just before the box navigates, so the header can tell a search from other navigation. */
  onSearchNavigate?: () => void;
  /** Escape pressed inside the box (the mobile header closes its search panel). */
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The field gets the focus or a keystroke: the app loads the product index the shop searches. */
  onFocus?: () => void;
};

/**
 * The header's product search (docs/product.md §2.1): typing filters the shop at /loja?search=...,
 * and the box mirrors the shop's `search` parameter while on /loja, staying empty elsewhere.
 */
export function ProductSearchBox({ onSearchNavigate, onEscape, inputRef, onFocus }: ProductSearchBoxProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onShop = pathname.replace(/(.)\/$/, '$1') === paths.shop.path;
  const urlSearch = onShop ? (searchParams.get('search') ?? '') : '';

  const search = (text: string) => {
    onSearchNavigate?.();
    // Within the shop each keystroke replaces the entry, so Back is not flooded with partial words.
    navigate(shopSearchPath(text), { replace: onShop });
  };

  return (
    <SearchField
      value={urlSearch}
      onSearch={search}
      label="Pesquisar produtos"
      formLabel="Pesquisa de produtos"
      placeholder="Pesquisar produtos..."
      clearLabel="Limpar pesquisa"
      onEscape={onEscape}
      onFocus={onFocus}
      inputRef={inputRef}
    />
  );
}
