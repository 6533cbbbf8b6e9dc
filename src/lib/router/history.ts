// The visitor's place in the site and the ways to move it: the browser's session history, a
// history in memory (the tests'), and a fixed place (the prerender's). The React side is
// src/components/router/router.tsx (docs/decisions/032-own-router.md).

export type Path = { pathname: string; search: string; hash: string };

/** Where a link or a navigation goes: a path as text, or its parts (a missing pathname: this page's). */
export type To = string | Partial<Path>;

export type Location = Path & {
  /** What the navigation that led here carried (null when nothing). */
  state: unknown;
  /** 'default' for the first page of the visit; another value for each later entry. */
  key: string;
};

export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';

/** What links and navigations use: how to write an address and how to go there. */
export type Navigator = {
  createHref(to: To): string;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
};

export type History = Navigator & {
  readonly location: Location;
  readonly action: NavigationType;
  /** Calls `listener` after every change of location; returns how to stop. */
  listen(listener: () => void): () => void;
};

const INITIAL_KEY = 'default';

/** `pathname?search#hash` split into its parts (only those present). */
export function parsePath(text: string): Partial<Path> {
  const parts: Partial<Path> = {};
  let rest = text;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
}

/** The parts written as one address; a bare '?' or '#' is left out. */
export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * `to` as a whole path, from the page at `fromPathname`: without a pathname it stays on that page
 * (a search or a hash of its own); a relative one is resolved segment by segment ('..' goes up).
 */
export function resolveTo(to: To, fromPathname: string): Path {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const { pathname } = parts;
  // A bare '?' or '#' is no query or fragment.
  const search = parts.search && parts.search !== '?' ? `?${parts.search.replace(/^\?/, '')}` : '';
  const hash = parts.hash && parts.hash !== '#' ? `#${parts.hash.replace(/^#/, '')}` : '';
  if (!pathname) return { pathname: fromPathname, search, hash };
  if (pathname.startsWith('/')) return { pathname, search, hash };
  const segments = fromPathname.split('/').filter(Boolean);
  for (const segment of pathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  return { pathname: `/${segments.join('/')}`, search, hash };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function locationOf(to: To, from: Location, state: unknown, key: string): Location {
  return { ...resolveTo(to, from.pathname), state: state ?? null, key };
}

/** A history kept in memory: the tests' router, which can also be driven from outside. */
export function createMemoryHistory({
  initialEntries = ['/'],
  initialIndex,
}: { initialEntries?: readonly To[]; initialIndex?: number } = {}): History & { readonly index: number } {
  const root: Location = { pathname: '/', search: '', hash: '', state: null, key: INITIAL_KEY };
  const entries = initialEntries.map((entry, i) =>
    locationOf(entry, root, null, i === 0 ? INITIAL_KEY : newKey()),
  );
  let index = Math.min(Math.max(initialIndex ?? entries.length - 1, 0), entries.length - 1);
  let action: NavigationType = 'POP';
  const listeners = new Set<() => void>();
  const current = () => entries[index] ?? root;
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get location() {
      return current();
    },
    get action() {
      return action;
    },
    get index() {
      return index;
    },
    createHref: (to) => createPath(resolveTo(to, current().pathname)),
    push(to, state) {
      const next = locationOf(to, current(), state, newKey());
      index += 1;
      entries.splice(index, entries.length, next);
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = locationOf(to, current(), state, newKey());
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** What this site keeps in each entry of the browser's session history. */
type EntryState = { usr?: unknown; key?: string; idx?: number } | null;

/** The browser's session history: addresses in the address bar, Back and Forward. */
export function createBrowserHistory(win: Window = window): History {
  const entryState = () => win.history.state as EntryState;
  const read = (): Location => {
    const { pathname, search, hash } = win.location;
    const state = entryState();
    return { pathname, search, hash, state: state?.usr ?? null, key: state?.key ?? INITIAL_KEY };
  };
  let location = read();
  let action: NavigationType = 'POP';
  let index = entryState()?.idx ?? 0;
  // The first entry is numbered too, so that every entry of the visit has a place.
  if (entryState()?.idx === undefined) win.history.replaceState({ ...entryState(), idx: index }, '');
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const onPop = () => {
    location = read();
    index = entryState()?.idx ?? index;
    action = 'POP';
    notify();
  };
  const move = (to: To, state: unknown, kind: 'PUSH' | 'REPLACE') => {
    const next = locationOf(to, location, state, newKey());
    const href = createPath(next);
    const nextIndex = kind === 'PUSH' ? index + 1 : index;
    const entry: EntryState = { usr: next.state, key: next.key, idx: nextIndex };
    try {
      if (kind === 'PUSH') win.history.pushState(entry, '', href);
      else win.history.replaceState(entry, '', href);
    } catch {
      // Safari limits the number of entries and the state's size: the page is then loaded anew.
      win.location.assign(href);
      return;
    }
    location = next;
    index = nextIndex;
    action = kind;
    notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    createHref: (to) => createPath(resolveTo(to, location.pathname)),
    push: (to, state) => move(to, state, 'PUSH'),
    replace: (to, state) => move(to, state, 'REPLACE'),
    go: (delta) => win.history.go(delta),
    listen(listener) {
      if (listeners.size === 0) win.addEventListener('popstate', onPop);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) win.removeEventListener('popstate', onPop);
      };
    },
  };
}
