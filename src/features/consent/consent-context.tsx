// The visitor's cookie choice (docs/product.md §2.1, §3, §4). The rules live in src/lib/consent.ts;
// this provider keeps the choice and the banner's view. The stored choice is read after the first
// render, so that the server render and hydration agree (both start with no choice and no banner),
// and it follows other tabs of the same site.
import { createContext, useContext, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import {
  ACCEPT_ALL,
  consentAllows,
  consentViewReducer,
  createConsent,
  HIDDEN,
  parseConsent,
  REJECT_OPTIONAL,
  type ConsentCategory,
  type ConsentChoice,
  type ConsentView,
  type ConsentViewEvent,
  type CookieConsent,
} from '#src/lib/consent.ts';
import { browserStorage, readStored, STORAGE_KEYS, writeStored } from '#src/lib/storage.ts';

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

const ConsentContext = createContext<ConsentContextValue | null>(null);

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
    readStored(browserStorage(), STORAGE_KEYS.cookieConsent, (value) => parseConsent(value, now)) ?? null
  );
}

const initialState: State = { consent: null, loaded: false, view: HIDDEN };

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(reducer, initialState);

  useEffect(() => {
    dispatch({ type: 'read', consent: readConsent() });
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) {
        dispatch({ type: 'read', consent: readConsent() });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // The actions only dispatch or store: they never change, so effects may depend on them.
  const actions = useMemo(() => {
    const save = (choice: ConsentChoice) => {
      const consent = createConsent(choice, new Date());
      // When the storage refuses (private mode, quota), the choice still holds for this visit.
      if (!writeStored(browserStorage(), STORAGE_KEYS.cookieConsent, consent)) {
        console.warn('Could not store the cookie choice; it holds for this visit only.');
      }
      dispatch({ type: 'decided', consent });
    };
    return {
      save,
      acceptAll: () => save(ACCEPT_ALL),
      rejectOptional: () => save(REJECT_OPTIONAL),
      showBannerIfUndecided: () => dispatch({ type: 'bannerDue' }),
      configure: () => dispatch({ type: 'view', event: { type: 'configure' } }),
      openSettings: () => dispatch({ type: 'view', event: { type: 'openSettings' } }),
      cancel: () => dispatch({ type: 'view', event: { type: 'cancel' } }),
    };
  }, []);

  const { consent, loaded, view } = state;
  const value = useMemo<ConsentContextValue>(
    () => ({ consent, loaded, view, allows: (category) => consentAllows(consent, category), ...actions }),
    [consent, loaded, view, actions],
  );

  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

/** The cookie choice and the banner's controls. Using it outside <ConsentProvider> is an error. */
export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (value === null) throw new Error('useConsent must be used inside <ConsentProvider>');
  return value;
}
