// netlify.toml's `[[headers]]` and `[[redirects]]` rules, applied the way the host applies them,
// so that the preview server and the browser tests answer like production:
//   - headers: EVERY rule whose `for` matches the request path applies; a header name given by
//     several rules is sent once, its values joined with ', ' (two Content-Security-Policy
//     values joined so are two policies, both enforced);
//   - redirects: the FIRST rule whose `from` matches applies; a rule without `force` only when no
//     file answers the path (shadowing); 301/302/… send Location, 200 serves `to` (a rewrite).
// Paths: exact, `:name` placeholders (one segment), a final `*` (the rest, also empty).
// Redirect matching ignores a trailing slash, as the host does (so a rule cannot add or remove one).
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

export type HeaderRule = { for: string; values: Record<string, string> };
export type RedirectRule = { from: string; to: string; status: number; force: boolean };
export type NetlifyRules = { headers: HeaderRule[]; redirects: RedirectRule[] };

const isTable = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list of tables (`[[name]]`) of the parsed file: none when absent, an error when not a list. */
function tablesOf(file: Record<string, unknown>, name: string): Record<string, unknown>[] {
  const value = file[name];
  if (value === undefined) return [];
  if (!Array.isArray(value) || !value.every(isTable)) {
    throw new Error(`netlify.toml: \`${name}\` must be a list of tables ([[${name}]])`);
  }
  return value;
}

/** The header and redirect rules of a netlify.toml text (parsed by smol-toml, a TOML 1.0 parser). */
export function parseNetlifyRules(toml: string): NetlifyRules {
  let file: Record<string, unknown>;
  try {
    file = parse(toml);
  } catch (error) {
    // smol-toml's errors carry the line and a pointer to the place.
    const line = (error as { line?: unknown }).line;
    const where = typeof line === 'number' ? ` (line ${line})` : '';
    throw new Error(
      `netlify.toml is not valid TOML${where}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const headers = tablesOf(file, 'headers').map((table): HeaderRule => {
    if (typeof table.for !== 'string') throw new Error('netlify.toml: a [[headers]] rule has no `for`');
    const values = table.values ?? {};
    if (!isTable(values)) throw new Error(`netlify.toml: the headers for ${table.for} are not a table`);
    return {
      for: table.for,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)])),
    };
  });
  const redirects = tablesOf(file, 'redirects').map((values): RedirectRule => {
    if (typeof values.from !== 'string' || typeof values.to !== 'string') {
      throw new Error('netlify.toml: a [[redirects]] rule needs `from` and `to`');
    }
    const rule: RedirectRule = {
      from: values.from,
      to: values.to,
      status: typeof values.status === 'number' ? values.status : 301,
      force: values.force === true,
    };
    if (rule.status >= 300 && rule.status < 400 && trimSlash(rule.from) === trimSlash(rule.to)) {
      throw new Error(
        `netlify.toml: the redirect ${rule.from} → ${rule.to} only adds or removes a trailing slash: ` +
          'the host matches paths with and without it alike, so the rule would redirect in a loop',
      );
    }
    return rule;
  });
  return { headers, redirects };
}

export function readNetlifyRules(file: string): NetlifyRules {
  return parseNetlifyRules(readFileSync(file, 'utf8'));
}

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Matches `pathname` against a rule path: exact segments, `:name` placeholders (one non-empty
 * segment), and a final `*` (everything after, also nothing: `/assets/*` matches `/assets/`,
 * `/assets` and `/assets/a/b.js`). Returns the placeholders (the `*` part as `splat`), or null.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const params: Record<string, string> = {};
  const splat = pattern.endsWith('/*');
  const patternParts = (splat ? pattern.slice(0, -2) : pattern).split('/');
  const pathParts = pathname.split('/');
  if (splat) {
    if (pathParts.length < patternParts.length) return null;
  } else if (pathParts.length !== patternParts.length) return null;
  for (const [index, part] of patternParts.entries()) {
    const actual = pathParts[index] ?? '';
    if (part.startsWith(':') && part.length > 1) {
      if (actual === '') return null;
      params[part.slice(1)] = actual;
    } else if (part !== actual) return null;
  }
  if (splat) params.splat = pathParts.slice(patternParts.length).join('/');
  return params;
}

/** Every header of every rule matching `pathname`; a repeated name's values joined with ', '. */
export function headersFor(rules: NetlifyRules, pathname: string): Record<string, string> {
  const result: Record<string, string> = {};
  const spelling = new Map<string, string>();
  for (const rule of rules.headers) {
    if (!matchPath(rule.for, pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) {
      const key = spelling.get(name.toLowerCase()) ?? name;
      spelling.set(name.toLowerCase(), key);
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}

export type RedirectMatch = { to: string; status: number; force: boolean };

/** The first redirect rule matching `pathname` (trailing slash ignored), with `to` filled in. */
export function redirectFor(rules: NetlifyRules, pathname: string): RedirectMatch | undefined {
  const candidates = [...new Set([pathname, trimSlash(pathname)])];
  for (const rule of rules.redirects) {
    const found = candidates.map((path) => matchPath(trimSlash(rule.from), path)).find(Boolean);
    if (!found) continue;
    const to = rule.to.replace(/:([A-Za-z0-9_]+)/g, (whole, name: string) => found[name] ?? whole);
    return { to, status: rule.status, force: rule.force };
  }
  return undefined;
}
