import { useEffect, useState } from 'react';
import { loadSearch, loadedSearch, type SearchModule } from '#src/lib/search-loader.ts';

/**
 * The search's code (src/lib/search-loader.ts) once loaded; `wanted` starts loading it (a search
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
