// A page's routes in a router kept in memory, for tests: `history` says where the page went
// (history.location, history.action); `navigate` moves it as a link or Back would (inside act()).
import type { ReactElement, ReactNode } from 'react';
import { HistoryRouter, useLocation, useRoutes, type RouteObject } from '#src/components/router/router.tsx';
import { createMemoryHistory, type To } from '#src/lib/router/history.ts';

function RoutesOf({ routes }: { routes: readonly RouteObject[] }) {
  return useRoutes(routes);
}

export type TestRouter = {
  history: ReturnType<typeof createMemoryHistory>;
  app: ReactElement;
  /** To `to` (a new entry), or `delta` entries back or forward. */
  navigate: (to: To | number) => void;
};

/** `routes` at the last of `initialEntries` (or at '/'). Render `app`. */
export function memoryRouter(
  routes: readonly RouteObject[],
  { initialEntries = ['/'], initialIndex }: { initialEntries?: readonly To[]; initialIndex?: number } = {},
): TestRouter {
  const history = createMemoryHistory({
    initialEntries,
    ...(initialIndex !== undefined && { initialIndex }),
  });
  return {
    history,
    navigate: (to) => (typeof to === 'number' ? history.go(to) : history.push(to)),
    app: (
      <HistoryRouter history={history}>
        <RoutesOf routes={routes} />
      </HistoryRouter>
    ),
  };
}

/** The router's current path, for tests of layers below the router (src/data) that cannot import it. */
export function AtCurrentPath({ children }: { children: (pathname: string) => ReactNode }) {
  return children(useLocation().pathname);
}
