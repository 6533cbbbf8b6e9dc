import { useSearchParams } from '#src/components/router/router.tsx';
import { SearchField } from '#src/components/search-field/search-field.tsx';
import { normalizeQuery } from '#src/lib/search/search-query.ts';
import './shop-search-box.css';

/**
 * The shop's own product search, with the header box's behaviour (docs/product.md §2.1): every
 * keystroke writes the trimmed text to the `search` parameter (empty text removes it) and drops
 * `page`, so a new search starts on its first page. The first keystroke of a search adds a
 * history entry (Back returns to the unfiltered shop); the following ones replace it.
 * `onFocus` (also called on each keystroke) lets the shop load its search index early.
 */
export function ShopSearchBox({ onFocus }: { onFocus?: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlSearch = searchParams.get('search') ?? '';

  const search = (text: string) => {
    const query = normalizeQuery(text);
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

  return (
    <SearchField
      className="shop-search"
      value={urlSearch}
      onSearch={search}
      label="Pesquisar na loja"
      placeholder="Pesquisar produtos..."
      clearLabel="Limpar texto da pesquisa"
      clearText="Limpar"
      formLabel="Pesquisa na loja"
      iconSize={20}
      onFocus={onFocus}
    />
  );
}
