// Which route answers a URL: the site's own route matching (docs/decisions/032-own-router.md).
// Framework-free, so that the prerender's page-data selection and the browser's route table use
// the same rules. A route tree is ranked once per call: every route with a path (or an index route)
// is a branch, its full pattern the paths of its ancestors joined; the most specific pattern wins
// (a static segment over a `:param`, a `:param` over a `*` splat), and among equals the first
// declared. Segments match without regard to case, and a trailing slash is ignored.

/** What a route declares for matching; the React router adds what it renders. */
export type MatchableRoute<R> = {
  /** A pattern of `/`-separated segments: static text, `:name`, or a final `*`. */
  path?: string;
  /** The route shown at its parent's own path. */
  index?: boolean;
  children?: R[];
};

export type Params = Record<string, string>;

/** One route of a matched branch, from the outermost to the one that answers. */
export type RouteMatch<R> = {
  route: R;
  /** The params of the whole branch. */
  params: Params;
  /** The part of the URL this route matched. */
  pathname: string;
  /** The same without a splat's part: where routes inside this one (descendant routes) start. */
  pathnameBase: string;
};

type BranchRoute<R> = { route: R; relativePath: string };
type Branch<R> = { path: string; score: number; routes: BranchRoute<R>[]; indexes: number[] };

const PARAM = /^:[\w-]+$/;

/** Joins path parts with single slashes. */
export function joinPaths(parts: readonly string[]): string {
  return parts.join('/').replace(/\/\/+/g, '/');
}

/** Without a trailing slash, but for the root itself. */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The more specific a pattern, the higher: static segments 10, params 3, empty 1, a splat −2. */
function score(path: string, index: boolean): number {
  const segments = path.split('/');
  let total = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') continue;
    total += PARAM.test(segment) ? 3 : segment === '' ? 1 : 10;
  }
  return total;
}

function flatten<R extends MatchableRoute<R>>(
  routes: readonly R[],
  branches: Branch<R>[] = [],
  parents: BranchRoute<R>[] = [],
  parentIndexes: number[] = [],
  parentPath = '',
): Branch<R>[] {
  routes.forEach((route, index) => {
    let relativePath = route.path ?? '';
    // A child may repeat its parent's path in full; it is then taken relative to it.
    if (relativePath.startsWith('/') && parentPath !== '') {
      if (!relativePath.startsWith(parentPath)) {
        throw new Error(
          `The route path "${relativePath}" is inside "${parentPath}" but does not start with it.`,
        );
      }
      relativePath = relativePath.slice(parentPath.length);
    }
    const path = joinPaths([parentPath, relativePath]);
    const chain = [...parents, { route, relativePath }];
    const indexes = [...parentIndexes, index];
    if (route.children?.length) flatten(route.children, branches, chain, indexes, path);
    // A route without a path is a layout: only its children answer URLs.
    if (route.path === undefined && !route.index) return;
    branches.push({ path, score: score(path, route.index === true), routes: chain, indexes });
  });
  return branches;
}

/** Siblings keep their declared order; other routes of equal score keep the flattened order. */
function compareIndexes(a: number[], b: number[]): number {
  const siblings = a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]);
  return siblings ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0;
}

type PathMatch = { params: Params; pathname: string; pathnameBase: string };

const escapeRegExp = (text: string) => text.replace(/[\\.*+^${}|()[\]?]/g, '\\$&');

/** Matches one route's own pattern against the start of `pathname` (the whole of it when `end`). */
export function matchPath(pattern: string, pathname: string, end = true): PathMatch | undefined {
  const names: string[] = [];
  const splat = pattern.endsWith('*');
  let source =
    '^' +
    pattern
      .replace(/\/*\*?$/, '')
      .replace(/^\/*/, '/')
      .split('/')
      .map((segment) => {
        if (!PARAM.test(segment)) return escapeRegExp(segment);
        names.push(segment.slice(1));
        return '([^\\/]+)';
      })
      .join('/');
  if (splat) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else if (end) {
    source += '\\/*$';
  } else if (pattern !== '' && pattern !== '/') {
    source += '(?=\\/|$)';
  }
  const found = new RegExp(source, 'i').exec(pathname);
  if (!found) return undefined;
  const matched = found[0];
  let pathnameBase = withoutTrailingSlash(matched);
  const params: Params = {};
  names.forEach((name, i) => {
    const value = found[i + 1] ?? '';
    if (name === '*') pathnameBase = withoutTrailingSlash(matched.slice(0, matched.length - value.length));
    params[name] = value;
  });
  return { params, pathname: matched, pathnameBase };
}

/** Each segment decoded (`%20` → a space), an encoded slash kept encoded. */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

function matchBranch<R>(branch: Branch<R>, pathname: string): RouteMatch<R>[] | undefined {
  const params: Params = {};
  let matchedPathname = '/';
  const matches: RouteMatch<R>[] = [];
  for (const [i, { route, relativePath }] of branch.routes.entries()) {
    const end = i === branch.routes.length - 1;
    const remaining = matchedPathname === '/' ? pathname : pathname.slice(matchedPathname.length) || '/';
    const match = matchPath(relativePath, remaining, end);
    if (!match) return undefined;
    Object.assign(params, match.params);
    matches.push({
      route,
      params,
      pathname: joinPaths([matchedPathname, match.pathname]),
      pathnameBase: withoutTrailingSlash(joinPaths([matchedPathname, match.pathnameBase])),
    });
    if (match.pathnameBase !== '/') matchedPathname = joinPaths([matchedPathname, match.pathnameBase]);
  }
  return matches;
}

/** The branch of `routes` that answers `pathname`, outermost route first; undefined when none does. */
export function matchRoutes<R extends MatchableRoute<R>>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | undefined {
  const branches = flatten(routes).sort((a, b) =>
    a.score !== b.score ? b.score - a.score : compareIndexes(a.indexes, b.indexes),
  );
  const decoded = decodePath(pathname);
  for (const branch of branches) {
    const matches = matchBranch(branch, decoded);
    if (matches) return matches;
  }
  return undefined;
}
