// The visitor's cookie choice (docs/product.md §2.1, §3, §4). The rules live in src/lib/consent/consent.ts;
// a consent store keeps the choice and the banner's view (read with useSyncExternalStore, so the
// context value never changes: src/data/reducer-store.ts), and follows other tabs of the same site.
// On the site, nothing of this is in the first JavaScript of a page: the one store is created by the
// chunk of the later widgets (src/app/later-widgets.tsx), which loads after the page is up or when
// the visitor opens the cookie settings. No consent part renders on the server or at hydration.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import {
  ACCEPT_ALL,
  consentAllows,
  consentViewReducer,
  createConsent,
  HIDDEN,
  readStoredConsent,
  REJECT_OPTIONAL,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentView,
  type ConsentViewEvent,
  type CookieConsent,
} from '#src/lib/consent/consent.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';
import {
  createReducerStore,
  memoizeByState,
  useReducerStore,
  type ReducerStore,
} from '#src/data/reducer-store.ts';

export type ConsentContextValue = {
  /** The stored, valid choice; null when there is none (and always on the server and first render). */
  consent: CookieConsent | null;
  /** False until the stored choice has been read. */
  loaded: boolean;
  /** Whether `category` may run now. Anything analytical or marketing must ask this first. */
  allows: (category: ConsentCategory) => boolean;
  /** Which view of the consent banner shows. */
  view: ConsentView;
  /** Stores `choice` (essential is always on) and closes the banner. */
  save: (choice: ConsentChoice) => void;
  acceptAll: () => void;
  rejectOptional: () => void;
  /** The banner's delay ran out: shows it when no choice is stored. */
  showBannerIfUndecided: () => void;
  /** 'Configurar': from the banner to the settings view. */
  configure: () => void;
  /** 'Definições de cookies': the settings view, at any time, with the current choice. */
  openSettings: () => void;
  /** 'Cancelar' or Escape in the settings view. */
  cancel: () => void;
};

type State = { consent: CookieConsent | null; loaded: boolean; view: ConsentView };
type Action =
  | { type: 'read'; consent: CookieConsent | null }
  | { type: 'decided'; consent: CookieConsent }
  | { type: 'bannerDue' }
  | { type: 'view'; event: Exclude<ConsentViewEvent, { type: 'bannerDue' | 'decided' }> };

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'read': {
      // A choice made in another tab closes this tab's banner too.
      const view = action.consent !== null && state.view.kind === 'banner' ? HIDDEN : state.view;
      return { consent: action.consent, loaded: true, view };
    }
    case 'decided':
      return { ...state, consent: action.consent, view: consentViewReducer(state.view, { type: 'decided' }) };
    case 'bannerDue': {
      const view = consentViewReducer(state.view, { type: 'bannerDue', hasChoice: state.consent !== null });
      return view === state.view ? state : { ...state, view };
    }
    case 'view': {
      const view = consentViewReducer(state.view, action.event);
      return view === state.view ? state : { ...state, view };
    }
  }
}

function readConsent(): CookieConsent | null {
  const now = new Date();
  return (
    readStored(browserStorage(), STORAGE_KEYS.cookieConsent, (value) => readStoredConsent(value, now)) ?? null
  );
}

const initialState: State = { consent: null, loaded: false, view: HIDDEN };

const ConsentContext = createContext<ConsentShared | null>(null);

type ConsentActions = Omit<ConsentContextValue, 'consent' | 'loaded' | 'view' | 'allows'>;

/** What the provider hands down: never a new object, so no part of the page is re-rendered by it. */
export type ConsentShared = {
  store: ReducerStore<State, Action>;
  derive: (state: State) => ConsentContextValue;
  /** 'Definições de cookies': the settings view, with the current choice. */
  openSettings: () => void;
};

/** A consent store, empty until connected (connectConsentStore). */
export function createConsentStore(): ConsentShared {
  const store = createReducerStore(reducer, initialState);
  const { dispatch } = store;
  // The actions only dispatch or store: they never change, so effects may depend on them.
  const save = (choice: ConsentChoice) => {
    const consent = createConsent(choice, new Date());
    // When the storage refuses (private mode, quota), the choice still holds for this visit.
    if (!writeStored(browserStorage(), STORAGE_KEYS.cookieConsent, consent)) {
      console.warn('Could not store the cookie choice; it holds for this visit only.');
    }
    dispatch({ type: 'decided', consent });
  };
  const actions: ConsentActions = {
    save,
    acceptAll: () => save(ACCEPT_ALL),
    rejectOptional: () => save(REJECT_OPTIONAL),
    showBannerIfUndecided: () => dispatch({ type: 'bannerDue' }),
    configure: () => dispatch({ type: 'view', event: { type: 'configure' } }),
    openSettings: () => dispatch({ type: 'view', event: { type: 'openSettings' } }),
    cancel: () => dispatch({ type: 'view', event: { type: 'cancel' } }),
  };
  const derive = memoizeByState(({ consent, loaded, view }: State): ConsentContextValue => ({
    consent,
    loaded,
    view,
    allows: (category) => consentAllows(consent, category),
    ...actions,
  }));
  return { store, derive, openSettings: actions.openSettings };
}

/**
 * Reads the stored choice into `shared` and follows it when another tab changes it. Browser only.
 * Returns the function that stops following.
 */
export function connectConsentStore(shared: ConsentShared): () => void {
  const { dispatch } = shared.store;
  dispatch({ type: 'read', consent: readConsent() });
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) {
      dispatch({ type: 'read', consent: readConsent() });
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Hands a consent store to the parts inside it: `store` when given (its owner has connected it),
 * or one of its own, connected after the first render (so that a server render and hydration agree:
 * both start with no choice and no banner).
 */
export function ConsentProvider({ store, children }: { store?: ConsentShared; children: ReactNode }) {
  const [shared] = useState(() => store ?? createConsentStore());
  useEffect(() => (store ? undefined : connectConsentStore(shared)), [store, shared]);
  return <ConsentContext.Provider value={shared}>{children}</ConsentContext.Provider>;
}

/** The cookie choice and the banner's controls. Using it outside <ConsentProvider> is an error. */
export function useConsent(): ConsentContextValue {
  const shared = useContext(ConsentContext);
  if (shared === null) throw new Error('useConsent must be used inside <ConsentProvider>');
  return useReducerStore(shared.store, shared.derive);
}
