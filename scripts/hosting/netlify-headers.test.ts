import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parsePolicy } from './csp.ts';
import {
  headersFor,
  matchPath,
  parseNetlifyRules,
  readNetlifyRules,
  redirectFor,
} from './netlify-headers.ts';
import { GENERATED_MARK, withGeneratedHeaders } from './netlify-toml.ts';
import { HEADER_VALUES, HOST_HEADER_RULES } from './security-policy.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const TOML = [
  '[build]',
  '  command = "npm run build"',
  '',
  '[[redirects]]',
  '  from = "/old/:id"',
  '  to = "/new/:id"',
  '  status = 301',
  '  force = true',
  '',
  '[[redirects]]',
  '  from = "/docs/*"',
  '  to = "/manual/:splat"',
  '  status = 302',
  '',
  '[[redirects]]',
  '  from = "/*"',
  '  to = "/app.html"',
  '  status = 200',
  '',
  '[[headers]]',
  '  for = "/*"',
  '  [headers.values]',
  '    X-Frame-Options = "DENY"',
  `    Content-Security-Policy = "frame-ancestors 'none'"`,
  '',
  '[[headers]]',
  '  for = "/admin/"',
  '  [headers.values]',
  `    Content-Security-Policy = "script-src 'self' 'unsafe-eval'"`,
  '    X-Robots-Tag = "noindex"',
  '',
  '[[headers]]',
  '  for = "/assets/*"',
  '  [headers.values]',
  '    Cache-Control = "public, max-age=31536000, immutable" # hashed names',
  '',
  '[[headers]]',
  '  for = "/shop/:slug/reviews"',
  '  [headers.values]',
  '    X-Robots-Tag = "noindex"',
].join('\n');

describe('parseNetlifyRules', () => {
  const rules = parseNetlifyRules(TOML);

  it('reads every [[headers]] rule, in order, with its values', () => {
    expect(rules.headers.map((rule) => rule.for)).toEqual([
      '/*',
      '/admin/',
      '/assets/*',
      '/shop/:slug/reviews',
    ]);
    expect(rules.headers[2]?.values).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('reads every [[redirects]] rule with its status (301 when unset) and force flag', () => {
    expect(rules.redirects).toEqual([
      { from: '/old/:id', to: '/new/:id', status: 301, force: true },
      { from: '/docs/*', to: '/manual/:splat', status: 302, force: false },
      { from: '/*', to: '/app.html', status: 200, force: false },
    ]);
    expect(parseNetlifyRules('[[redirects]]\n  from = "/a"\n  to = "/b"').redirects[0]?.status).toBe(301);
  });

  it('refuses a redirect that only adds or removes a trailing slash (the host would loop)', () => {
    expect(() =>
      parseNetlifyRules('[[redirects]]\n  from = "/admin"\n  to = "/admin/"\n  status = 301\n  force = true'),
    ).toThrow(/trailing slash/);
  });

  it('reads what a hand-made mini-TOML would drop: multi-line strings, literal strings, inline tables', () => {
    const read = parseNetlifyRules(
      [
        '[build.environment]',
        '  NODE_FLAGS = ["--a", "--b"]',
        '[[headers]]',
        "  for = '/long'",
        '  [headers.values]',
        '    Content-Security-Policy = """',
        "default-src 'self'; \\",
        `    img-src 'self'"""`,
        '[[headers]]',
        '  for = "/inline"',
        '  values = { X-Frame-Options = "DENY" }',
      ].join('\n'),
    );
    expect(read.headers).toEqual([
      { for: '/long', values: { 'Content-Security-Policy': "default-src 'self'; img-src 'self'" } },
      { for: '/inline', values: { 'X-Frame-Options': 'DENY' } },
    ]);
  });

  it('names the line of a file that is not valid TOML, and a table of the wrong shape', () => {
    expect(() => parseNetlifyRules('[[headers]]\n  for = "/x\n')).toThrow(
      /^netlify.toml is not valid TOML \(line 2\): /,
    );
    expect(() => parseNetlifyRules('[headers]\n  for = "/x"')).toThrow(/must be a list of tables/);
  });

  it('reads back exactly the headers section the build writes', () => {
    const written = withGeneratedHeaders('[build]\n  publish = "dist"\n', HOST_HEADER_RULES);
    expect(parseNetlifyRules(written).headers).toEqual(HOST_HEADER_RULES);
  });
});

describe('matchPath', () => {
  it('matches exact paths only exactly', () => {
    expect(matchPath('/admin/', '/admin/')).toEqual({});
    expect(matchPath('/admin/', '/admin')).toBeNull();
    expect(matchPath('/admin/', '/admin/login')).toBeNull();
  });

  it('matches a final * against the rest of the path, also an empty rest', () => {
    expect(matchPath('/*', '/')).toEqual({ splat: '' });
    expect(matchPath('/*', '/loja/verniz')).toEqual({ splat: 'loja/verniz' });
    expect(matchPath('/assets/*', '/assets/app-1a2b.js')).toEqual({ splat: 'app-1a2b.js' });
    expect(matchPath('/assets/*', '/assets/fonts/a.woff2')).toEqual({ splat: 'fonts/a.woff2' });
    expect(matchPath('/assets/*', '/assets')).toEqual({ splat: '' });
    expect(matchPath('/assets/*', '/assetsx/a.js')).toBeNull();
    expect(matchPath('/assets/*', '/images/a.webp')).toBeNull();
  });

  it('matches a :placeholder against one non-empty segment', () => {
    expect(matchPath('/shop/:slug/reviews', '/shop/gel-rosa/reviews')).toEqual({ slug: 'gel-rosa' });
    expect(matchPath('/shop/:slug/reviews', '/shop//reviews')).toBeNull();
    expect(matchPath('/shop/:slug/reviews', '/shop/a/b/reviews')).toBeNull();
  });
});

describe('headersFor', () => {
  const rules = parseNetlifyRules(TOML);

  it('applies every matching rule and joins a repeated header with ", "', () => {
    expect(headersFor(rules, '/admin/')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "frame-ancestors 'none', script-src 'self' 'unsafe-eval'",
      'X-Robots-Tag': 'noindex',
    });
  });

  it('gives the other paths only the rules that match them', () => {
    expect(headersFor(rules, '/admin/login')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "frame-ancestors 'none'",
    });
    expect(headersFor(rules, '/assets/app.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor(rules, '/loja')['Cache-Control']).toBeUndefined();
    expect(headersFor(rules, '/shop/gel-rosa/reviews')['X-Robots-Tag']).toBe('noindex');
  });

  it('joins header names regardless of case, keeping the first spelling', () => {
    const mixed = parseNetlifyRules(
      '[[headers]]\n for = "/*"\n [headers.values]\n  x-test = "a"\n[[headers]]\n for = "/b"\n [headers.values]\n  X-Test = "b"',
    );
    expect(headersFor(mixed, '/b')).toEqual({ 'x-test': 'a, b' });
  });
});

describe('redirectFor', () => {
  const rules = parseNetlifyRules(TOML);

  it('returns the first matching rule, placeholders and splat filled in', () => {
    expect(redirectFor(rules, '/old/42')).toEqual({ to: '/new/42', status: 301, force: true });
    expect(redirectFor(rules, '/docs/a/b')).toEqual({ to: '/manual/a/b', status: 302, force: false });
    expect(redirectFor(rules, '/loja')).toEqual({ to: '/app.html', status: 200, force: false });
  });

  it('ignores a trailing slash of the request, like the host', () => {
    expect(redirectFor(rules, '/old/42/')).toEqual({ to: '/new/42', status: 301, force: true });
  });
});

describe("the project's netlify.toml", () => {
  const file = path.join(root, 'netlify.toml');
  const rules = readNetlifyRules(file);
  const text = readFileSync(file, 'utf8');

  it('has the headers section npm run build generates from scripts/hosting/security-policy.ts', () => {
    expect(text).toContain(GENERATED_MARK);
    expect(withGeneratedHeaders(text)).toBe(text);
    expect(rules.headers).toEqual(HOST_HEADER_RULES);
  });

  type Edit = { find: string; replace: string; why: string };
  const edits = (
    JSON.parse(readFileSync(path.join(root, 'tests/fixtures/hostile/csp-sources.json'), 'utf8')) as {
      edits: Edit[];
    }
  ).edits;

  it.each(edits)('notices a hand edit of the headers: $why', ({ find, replace }) => {
    expect(text).toContain(find);
    const edited = text.replace(find, replace);
    expect(withGeneratedHeaders(edited)).not.toBe(edited);
    expect(withGeneratedHeaders(edited)).toBe(withGeneratedHeaders(text));
  });
  const policies = (pathname: string) =>
    (headersFor(rules, pathname)['Content-Security-Policy'] ?? '')
      .split(',')
      .map((text) => parsePolicy(text));

  it('carries the policies of scripts/hosting/security-policy.ts, word for word', () => {
    expect(rules.headers.find((rule) => rule.for === '/*')?.values['Content-Security-Policy']).toBe(
      HEADER_VALUES.allResponses,
    );
    for (const target of ['/admin/', '/admin/index.html']) {
      expect(rules.headers.find((rule) => rule.for === target)?.values['Content-Security-Policy']).toBe(
        HEADER_VALUES.cms,
      );
    }
  });

  it("gives /admin/ (and only /admin/) 'unsafe-eval'", () => {
    for (const pathname of ['/admin/', '/admin/index.html']) {
      expect(policies(pathname).some((policy) => policy['script-src']?.includes("'unsafe-eval'"))).toBe(true);
    }
    for (const pathname of ['/', '/loja', '/admin/login', '/admin/dashboard', '/admin', '/app.html', '/x']) {
      expect(headersFor(rules, pathname)['Content-Security-Policy']).toBe(HEADER_VALUES.allResponses);
    }
  });

  it('keeps the security headers on every answer and the long cache on hashed assets', () => {
    for (const pathname of ['/', '/admin/', '/assets/app.js']) {
      expect(headersFor(rules, pathname)['X-Content-Type-Options']).toBe('nosniff');
      expect(headersFor(rules, pathname)['X-Frame-Options']).toBe('DENY');
    }
    expect(headersFor(rules, '/assets/app.js')['Cache-Control']).toBe('public, max-age=31536000, immutable');
  });

  it('rewrites unknown URLs to the app shell without forcing (existing files win)', () => {
    expect(redirectFor(rules, '/admin/login')).toEqual({ to: '/app.html', status: 200, force: false });
  });
});
