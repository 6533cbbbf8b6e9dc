import {
  useEffect,
  useId,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { type To } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { CloseIcon, SearchIcon } from '#src/components/icons/icons-core.tsx';
import { normalizeQuery } from '#src/lib/search/search-query.ts';
import { loadSearch, loadedSearch, type SearchModule } from '#src/lib/search/search-loader.ts';
import './search-field.css';

type SearchFieldProps = {
  /** The search in force, trimmed (e.g. the URL's `search` parameter). */
  value: string;
  /** The text as typed: on every keystroke, on Enter, and '' from the clear button. */
  onSearch: (text: string) => void;
  /** The field's (hidden) label. */
  label: string;
  placeholder: string;
  /** The clear button's accessible name. */
  clearLabel: string;
  /** Text shown on the clear button; an × without it. */
  clearText?: string;
  /** The search landmark's name, where a page has more than one. */
  formLabel?: string;
  /** Escape pressed in the field; without it the browser's own Escape (clearing the field) applies. */
  onEscape?: () => void;
  /** The field gets the focus (a search may load what it searches in, before the first keystroke). */
  onFocus?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  iconSize?: number;
  className?: string;
};

/**
 * A search box (role="search"): magnifier, field and a clear button while there is text. Each
 * keystroke searches. The field keeps what is typed ("gel " keeps its space while the search is
 * trimmed) and follows `value` when it changes elsewhere (Back, another box, 'Limpar Filtros').
 */
export function SearchField({
  value,
  onSearch,
  label,
  placeholder,
  clearLabel,
  clearText,
  formLabel,
  onEscape,
  onFocus,
  inputRef,
  iconSize = 18,
  className,
}: SearchFieldProps) {
  const inputId = useId();
  const [text, setText] = useState(value);
  // Follow the search when it changes elsewhere, but not when it only echoes what is typed here.
  const [followed, setFollowed] = useState(value);
  if (followed !== value) {
    setFollowed(value);
    if (normalizeQuery(text) !== value) setText(value);
  }

  const search = (next: string) => {
    onFocus?.();
    setText(next);
    onSearch(next);
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

  // The button goes away with the text: focus goes back to the field.
  const clear = (event: MouseEvent<HTMLButtonElement>) => {
    const input = event.currentTarget.form?.querySelector('input');
    search('');
    input?.focus();
  };

  return (
    <form
      className={className ? `search-field ${className}` : 'search-field'}
      role="search"
      aria-label={formLabel}
      onSubmit={handleSubmit}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {label}
      </label>
      <SearchIcon className="search-field__icon" size={iconSize} />
      <input
        ref={inputRef}
        id={inputId}
        className="search-field__input"
        type="search"
        name="search"
        placeholder={placeholder}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => search(event.target.value)}
        onKeyDown={handleKeyDown}
        onFocus={onFocus}
      />
      {text !== '' && (
        <button
          type="button"
          className={
            clearText === undefined
              ? 'icon-button search-field__clear'
              : 'search-field__clear search-field__clear--text'
          }
          aria-label={clearLabel}
          onClick={clear}
        >
          {clearText ?? <CloseIcon size={18} />}
        </button>
      )}
    </form>
  );
}

type SearchSuggestionProps = { suggestion: string } & (
  | { /** Where the corrected search is (a page's URL with it). */ to: To; onSelect?: never }
  | {
      /** Puts the corrected search in the box (a search held in the page's state). */ onSelect: () => void;
      to?: never;
    }
);

/**
 * 'Quis dizer …?' under a search that found nothing: the corrected search (text-search.ts), one
 * tap away.
 */
export function SearchSuggestion({ suggestion, to, onSelect }: SearchSuggestionProps) {
  return (
    <p className="search-suggestion">
      Quis dizer{' '}
      {to === undefined ? (
        <button type="button" className="search-suggestion__button" onClick={onSelect}>
          {suggestion}
        </button>
      ) : (
        <Link to={to}>{suggestion}</Link>
      )}
      ?
    </p>
  );
}

/**
 * The search's code (src/lib/search/search-loader.ts) once loaded; `wanted` starts loading it (a search
 * is being made). Until then undefined: the page shows that it is loading. A chunk that cannot be
 * loaded (a lost connection) is thrown to the page's error boundary, which offers a reload.
 */
export function useSearchModule(wanted: boolean): SearchModule | undefined {
  const [module, setModule] = useState(loadedSearch);
  const [failure, setFailure] = useState<unknown>();
  useEffect(() => {
    if (!wanted || module) return;
    let live = true;
    loadSearch().then(
      (loaded) => live && setModule(() => loaded),
      (error: unknown) => live && setFailure(() => error),
    );
    return () => {
      live = false;
    };
  }, [wanted, module]);
  if (failure !== undefined) throw failure;
  return module;
}
