// The site's router: which page a URL shows, and the hooks pages use to read and change it. The
// site's own, for the few things it needs (declared routes, nested layouts, params, a search
// query, links), in a few KB where React Router took 14 KB gzip of every page's first load
// (docs/decisions/032-own-router.md). Its API follows React Router's names, so that a maintainer
// who knows that library knows this one. The rules of matching are src/lib/router/match.ts; the
// histories (browser, memory, fixed) are src/lib/router/history.ts; links are
// src/components/link/link.tsx.
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  createBrowserHistory,
  createMemoryHistory,
  createPath,
  parsePath,
  resolveTo,
  type History,
  type Location,
  type NavigationType,
  type Navigator,
  type To,
} from '#src/lib/router/history.ts';
import { joinPaths, matchRoutes, type MatchableRoute, type Params } from '#src/lib/router/match.ts';

export type { Location, NavigationType, Navigator, To };

type NavigationContextValue = { navigator: Navigator; static: boolean };
type LocationContextValue = { location: Location; navigationType: NavigationType };
type RouteContextValue = { outlet: ReactNode; params: Params; pathnameBase: string };

const NavigationContext = createContext<NavigationContextValue | undefined>(undefined);
const LocationContext = createContext<LocationContextValue | undefined>(undefined);
const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {}, pathnameBase: '/' });

function useRouterContexts(hook: string) {
  const navigation = useContext(NavigationContext);
  const location = useContext(LocationContext);
  if (!navigation || !location) throw new Error(`${hook}() may be used only inside a router.`);
  return { navigation, location };
}

type RouterProps = {
  children?: ReactNode;
  /** The current place, as an address or a whole location. */
  location: string | Location;
  navigator: Navigator;
  navigationType?: NavigationType;
  /** A render that never navigates (the prerender): <Navigate> does nothing there. */
  static?: boolean;
};

/** The router's core: a place and a way to move. The routers below give it both. */
export function Router({
  children,
  location,
  navigator,
  navigationType = 'POP',
  static: isStatic = false,
}: RouterProps) {
  const navigation = useMemo(() => ({ navigator, static: isStatic }), [navigator, isStatic]);
  const place = useMemo((): LocationContextValue => {
    const whole =
      typeof location === 'string'
        ? { pathname: '/', search: '', hash: '', ...parsePath(location), state: null, key: 'default' }
        : location;
    return { location: whole, navigationType };
  }, [location, navigationType]);
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={place}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

/**
 * A router following `history`. A change of page is a transition, as in React Router: the page
 * shown stays until the next one's chunk has loaded, instead of a loading placeholder between.
 */
export function HistoryRouter({ history, children }: { history: History; children?: ReactNode }) {
  const [state, setState] = useState(() => ({ location: history.location, action: history.action }));
  useLayoutEffect(
    () =>
      history.listen(() => {
        startTransition(() => setState({ location: history.location, action: history.action }));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** The browser's router: the address bar, Back and Forward. */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [history] = useState(() => createBrowserHistory());
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

/** A router in memory, at `initialEntries` (the last, unless `initialIndex`). */
export function MemoryRouter({
  children,
  initialEntries,
  initialIndex,
}: {
  children?: ReactNode;
  initialEntries?: readonly To[];
  initialIndex?: number;
}) {
  const [history] = useState(() =>
    createMemoryHistory({
      ...(initialEntries && { initialEntries }),
      ...(initialIndex !== undefined && { initialIndex }),
    }),
  );
  return <HistoryRouter history={history}>{children}</HistoryRouter>;
}

const cannotNavigate = (): never => {
  throw new Error('A prerendered page cannot navigate.');
};

/** The prerender's router: one fixed place. */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const navigator = useMemo(
    (): Navigator => ({
      createHref: (to) => createPath(resolveTo(to, parsePath(location).pathname ?? '/')),
      push: cannotNavigate,
      replace: cannotNavigate,
      go: cannotNavigate,
    }),
    [location],
  );
  return (
    <Router location={location} navigator={navigator} static>
      {children}
    </Router>
  );
}

/** How links write their addresses and move (the router's navigator). */
export function useNavigator(): Navigator {
  return useRouterContexts('useNavigator').navigation.navigator;
}

export function useLocation(): Location {
  return useRouterContexts('useLocation').location.location;
}

/** How the visitor came to this place: a link (PUSH), a replacement (REPLACE), Back/Forward or the first load (POP). */
export function useNavigationType(): NavigationType {
  return useRouterContexts('useNavigationType').location.navigationType;
}

export function useParams(): Params {
  return useContext(RouteContext).params;
}

export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** Goes to `to` (from the current page, for a relative one), or `delta` steps back or forward. */
export function useNavigate(): NavigateFunction {
  const { navigation, location } = useRouterContexts('useNavigate');
  const { navigator } = navigation;
  const { pathname } = location.location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = resolveTo(to, pathname);
      if (options.replace) navigator.replace(path, options.state);
      else navigator.push(path, options.state);
    },
    [navigator, pathname],
  );
}

/** What the search query's setter takes: a new query, or how to make it from the current one. */
export type SearchParamsInit = string | URLSearchParams | Record<string, string> | [string, string][];
export type SetSearchParams = (
  next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;

/** The page's search query, and how to change it (a navigation to the same page with another query). */
export function useSearchParams(): [URLSearchParams, SetSearchParams] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback<SetSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      navigate({ search: `?${new URLSearchParams(value).toString()}` }, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

/** Navigates once rendered (a redirect); does nothing in the prerender, which cannot move. */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const { navigation, location } = useRouterContexts('Navigate');
  const navigate = useNavigate();
  const target = createPath(resolveTo(to, location.location.pathname));
  useEffect(() => {
    if (!navigation.static) navigate(target, { ...(replace !== undefined && { replace }), state });
  }, [navigation.static, navigate, target, replace, state]);
  return null;
}

/** A route of the table: a pattern and what it shows; nested routes show inside its <Outlet />. */
export interface RouteObject extends MatchableRoute<RouteObject> {
  element?: ReactNode;
}

type RouteProps = { path?: string; index?: boolean; element?: ReactNode; children?: ReactNode };

/** Declares a route inside <Routes>; never rendered itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only ever a child of <Routes> or of another <Route>.');
}

function routesFromChildren(children: ReactNode): RouteObject[] {
  const routes: RouteObject[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    if (child.type === Fragment) {
      routes.push(...routesFromChildren((child.props as { children?: ReactNode }).children));
      return;
    }
    if (child.type !== Route) throw new Error('Only <Route> elements may be children of <Routes>.');
    const { path, index, element, children: nested } = child.props as RouteProps;
    const route: RouteObject = { element };
    if (path !== undefined) route.path = path;
    if (index) route.index = true;
    const inner = routesFromChildren(nested);
    if (inner.length > 0) route.children = inner;
    routes.push(route);
  });
  return routes;
}

/**
 * Shows the route of `routes` that answers the current URL, inside its layouts. Inside a route
 * that ends with `/*`, the patterns are relative to that route's own part of the URL.
 */
export function useRoutes(routes: readonly RouteObject[]): ReactNode {
  const parent = useContext(RouteContext);
  const { pathname } = useLocation();
  const base = parent.pathnameBase;
  const remaining = base === '/' ? pathname : pathname.slice(base.length) || '/';
  const matches = matchRoutes(routes, remaining);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>((outlet, match) => {
    const value: RouteContextValue = {
      outlet,
      params: { ...parent.params, ...match.params },
      pathnameBase: joinPaths([base, match.pathnameBase]).replace(/(.)\/$/, '$1'),
    };
    return <RouteContext.Provider value={value}>{match.route.element ?? <Outlet />}</RouteContext.Provider>;
  }, null);
}

export function Routes({ children }: { children?: ReactNode }) {
  return useRoutes(routesFromChildren(children));
}

/** Where a layout route shows the route inside it that answers the URL. */
export function Outlet() {
  return useContext(RouteContext).outlet;
}
