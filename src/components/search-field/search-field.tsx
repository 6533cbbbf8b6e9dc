import { useId, useState, type FormEvent, type KeyboardEvent, type MouseEvent, type Ref } from 'react';
import { CloseIcon, SearchIcon } from '#src/components/icons/icons-core.tsx';
import { normalizeQuery } from '#src/lib/search-query.ts';
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
