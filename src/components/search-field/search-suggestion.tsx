import { Link, type To } from 'react-router';
import './search-suggestion.css';

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
