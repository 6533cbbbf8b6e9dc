import { useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { normalizeQuery } from '#src/lib/search.ts';
import './shop-search-box.css';

/**
 * The shop's own product search, with the header box's behaviour (SPEC.md section 2): every
 * keystroke writes the trimmed text to the `search` parameter (empty text removes it) and drops
 * `page`, so a new search starts on its first page. The first keystroke of a search adds a
 * history entry (Back returns to the unfiltered shop); the following ones replace it.
 */
export function ShopSearchBox() {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';

  const [text, setText] = useState(urlSearch);
  // Follow the URL when it changes elsewhere (the header box, Back), but not when it only echoes
  // what is typed here: "gel " keeps its trailing space while typing.
  const [followedSearch, setFollowedSearch] = useState(urlSearch);
  if (followedSearch !== urlSearch) {
    setFollowedSearch(urlSearch);
    if (normalizeQuery(text) !== urlSearch) setText(urlSearch);
  }

  const search = (value: string) => {
    setText(value);
    const query = normalizeQuery(value);
    if (query === urlSearch) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (query === '') next.delete('search');
        else next.set('search', query);
        next.delete('page');
        return next;
      },
      { replace: urlSearch !== '' },
    );
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(text);
    // Dismisses the on-screen keyboard so the results can be seen.
    inputRef.current?.blur();
  };

  const clear = () => {
    search('');
    inputRef.current?.focus();
  };

  return (
    <form className="shop-search" role="search" aria-label="Pesquisa na loja" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        Pesquisar na loja
      </label>
      <svg
        className="shop-search__icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </svg>
      <input
        ref={inputRef}
        id={inputId}
        className="shop-search__input"
        type="search"
        name="search"
        placeholder="Pesquisar produtos..."
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => search(event.target.value)}
      />
      {text !== '' && (
        <button
          type="button"
          className="shop-search__clear"
          aria-label="Limpar texto da pesquisa"
          onClick={clear}
        >
          Limpar
        </button>
      )}
    </form>
  );
}
