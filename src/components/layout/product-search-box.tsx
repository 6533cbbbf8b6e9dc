import { useId, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { normalizeQuery } from '#src/lib/search.ts';
import { CloseIcon, SearchIcon } from './icons.tsx';
import './product-search-box.css';

const SHOP_PATH = '/loja';

/** Where a search for `text` leads: the shop filtered by the trimmed text, or the whole shop. */
export function shopSearchPath(text: string): string {
  const query = normalizeQuery(text);
  return query === '' ? SHOP_PATH : `${SHOP_PATH}?${new URLSearchParams({ search: query })}`;
}

type ProductSearchBoxProps = {
  /** Called just before the box navigates, so the header can tell a search from other navigation. */
  onSearchNavigate?: () => void;
  /** Escape pressed inside the box (the mobile header closes its search panel). */
  onEscape?: () => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The header's product search (SPEC.md section 2): typing filters the shop at /loja?search=...,
 * and the box mirrors the shop's `search` parameter while on /loja, staying empty elsewhere.
 */
export function ProductSearchBox({ onSearchNavigate, onEscape, inputRef }: ProductSearchBoxProps) {
  const inputId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onShop = pathname.replace(/(.)\/$/, '$1') === SHOP_PATH;
  const urlSearch = onShop ? (searchParams.get('search') ?? '') : '';

  const [text, setText] = useState(urlSearch);
  // Follow the URL when it changes elsewhere (Back, the shop's own search box, leaving the shop),
  // but not when it only echoes what is typed here: "gel " must keep its space while typing.
  const [followedSearch, setFollowedSearch] = useState(urlSearch);
  if (followedSearch !== urlSearch) {
    setFollowedSearch(urlSearch);
    if (normalizeQuery(text) !== urlSearch) setText(urlSearch);
  }

  const search = (value: string) => {
    setText(value);
    onSearchNavigate?.();
    // Within the shop each keystroke replaces the entry, so Back is not flooded with partial words.
    navigate(shopSearchPath(value), { replace: onShop });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
    // Dismisses the on-screen keyboard so the results can be seen.
    event.currentTarget.querySelector('input')?.blur();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && onEscape) {
      // Without this, the browser clears a search field on Escape.
      event.preventDefault();
      onEscape();
    }
  };

  const clear = (event: { currentTarget: HTMLButtonElement }) => {
    const input = event.currentTarget.form?.querySelector('input');
    search('');
    input?.focus();
  };

  return (
    <form className="product-search" role="search" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Pesquisar produtos
      </label>
      <SearchIcon className="product-search__icon" size={18} />
      <input
        ref={inputRef}
        id={inputId}
        className="product-search__input"
        type="search"
        name="search"
        placeholder="Pesquisar produtos..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => search(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {text !== '' && (
        <button type="button" className="product-search__clear" aria-label="Limpar pesquisa" onClick={clear}>
          <CloseIcon size={18} />
        </button>
      )}
    </form>
  );
}
