// The search's code (search-browser.ts, with search.ts and text-search.ts) is a chunk of its own, loaded the first time a
// visitor searches or focuses a search box; no page needs it to render or hydrate.

export type SearchModule = typeof import('./search-browser.ts');

let loaded: SearchModule | undefined;
let loading: Promise<SearchModule> | undefined;

/** The search module, once loadSearch has loaded it. */
export const loadedSearch = (): SearchModule | undefined => loaded;

/** Loads the search module (once; again after a failure, such as a lost connection). */
export function loadSearch(): Promise<SearchModule> {
  loading ??= import('./search-browser.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the search module ahead of a search (a search box got the focus). */
export function preloadSearch(): void {
  loadSearch().catch(() => {}); // the page that searches reports a failure
}
