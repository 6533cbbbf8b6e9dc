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

export type HeaderRule = { for: string; values: Record<string, string> };
export type RedirectRule = { from: string; to: string; status: number; force: boolean };
export type NetlifyRules = { headers: HeaderRule[]; redirects: RedirectRule[] };

const unquote = (text: string) => text.replace(/\\"/g, '"').replace(/\\\\/g, '\\');

/** The `key = value` lines of a TOML table body: strings, integers and booleans. */
function keyValues(body: string): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const line of body.split('\n')) {
    const match = /^\s*("?)([A-Za-z0-9_-]+)\1\s*=\s*(.+?)\s*(?:#.*)?$/.exec(line);
    if (!match?.[2] || match[3] === undefined) continue;
    const raw = match[3];
    const quoted = /^"((?:[^"\\]|\\.)*)"$/.exec(raw);
    if (quoted?.[1] !== undefined) values[match[2]] = unquote(quoted[1]);
    else if (raw === '""') values[match[2]] = '';
    else if (raw === 'true' || raw === 'false') values[match[2]] = raw === 'true';
    else if (/^\d+$/.test(raw)) values[match[2]] = Number(raw);
  }
  return values;
}

/** The tables of a netlify.toml text, in order: `[[headers]]` and `[[redirects]]` with their bodies. */
function tables(toml: string): { name: string; body: string }[] {
  const result: { name: string; body: string }[] = [];
  const heading = /^\s*\[\[?([A-Za-z0-9_.-]+)\]\]?\s*(?:#.*)?$/gm;
  const marks = [...toml.matchAll(heading)];
  marks.forEach((mark, index) => {
    const start = (mark.index ?? 0) + mark[0].length;
    const end = marks[index + 1]?.index ?? toml.length;
    result.push({ name: mark[1] ?? '', body: toml.slice(start, end) });
  });
  return result;
}

export function parseNetlifyRules(toml: string): NetlifyRules {
  const headers: HeaderRule[] = [];
  const redirects: RedirectRule[] = [];
  for (const { name, body } of tables(toml)) {
    if (name === 'headers') {
      const target = keyValues(body).for;
      if (typeof target !== 'string') throw new Error('netlify.toml: a [[headers]] rule has no `for`');
      headers.push({ for: target, values: {} });
    } else if (name === 'headers.values') {
      const rule = headers.at(-1);
      if (!rule) throw new Error('netlify.toml: [headers.values] outside a [[headers]] rule');
      for (const [key, value] of Object.entries(keyValues(body))) rule.values[key] = String(value);
    } else if (name === 'redirects') {
      const values = keyValues(body);
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
      redirects.push(rule);
    }
  }
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
