import { describe, expect, it } from 'vitest';
import { allowsConnect, parsePolicy, serializePolicy, sourceMatches } from './csp.ts';

const SITE = 'https://unhas.example.pt';
const matches = (source: string, url: string, self = SITE) => sourceMatches(source, new URL(url), self);

describe('parsePolicy / serializePolicy', () => {
  it('reads directives and their sources, and writes them back', () => {
    const text = "default-src 'self'; connect-src 'self' https:; frame-ancestors 'none'";
    expect(parsePolicy(text)).toEqual({
      'default-src': ["'self'"],
      'connect-src': ["'self'", 'https:'],
      'frame-ancestors': ["'none'"],
    });
    expect(serializePolicy(parsePolicy(text))).toBe(text);
  });

  it('keeps the first of a repeated directive, as browsers do, and skips empty parts', () => {
    expect(parsePolicy(" script-src 'self';; SCRIPT-SRC 'unsafe-eval' ;")).toEqual({
      'script-src': ["'self'"],
    });
  });
});

describe('sourceMatches', () => {
  it("'self' is the page's origin (and its https upgrade), nothing else", () => {
    expect(matches("'self'", 'https://unhas.example.pt/products.json')).toBe(true);
    expect(matches("'self'", 'https://hooks.example.pt/x')).toBe(false);
    expect(matches("'self'", 'http://unhas.example.pt/x')).toBe(false);
    expect(matches("'self'", 'http://127.0.0.1:4180/x', 'http://127.0.0.1:4180')).toBe(true);
    expect(matches("'self'", 'http://127.0.0.1:4181/x', 'http://127.0.0.1:4180')).toBe(false);
    expect(matches("'self'", 'https://localhost/x', 'http://localhost')).toBe(true);
  });

  it("'none' and other keywords match no URL", () => {
    expect(matches("'none'", `${SITE}/`)).toBe(false);
    expect(matches("'unsafe-eval'", `${SITE}/`)).toBe(false);
  });

  it('a scheme source matches its scheme (http: also https:)', () => {
    expect(matches('https:', 'https://hook.make.com/abc')).toBe(true);
    expect(matches('https:', 'http://hook.make.com/abc')).toBe(false);
    expect(matches('http:', 'https://hook.make.com/abc')).toBe(true);
    expect(matches('data:', 'data:text/plain,hi')).toBe(true);
    expect(matches('https:', 'data:text/plain,hi')).toBe(false);
  });

  it('a host source matches its host, with a *. wildcard for subdomains only', () => {
    expect(matches('https://api.github.com', 'https://api.github.com/repos/a/b')).toBe(true);
    expect(matches('https://api.github.com', 'https://github.com/')).toBe(false);
    expect(matches('https://*.example.com', 'https://hooks.example.com/a')).toBe(true);
    expect(matches('https://*.example.com', 'https://a.b.example.com/a')).toBe(true);
    expect(matches('https://*.example.com', 'https://example.com/a')).toBe(false);
    expect(matches('https://*.example.com', 'https://evilexample.com/a')).toBe(false);
    expect(matches('*', 'https://anything.example/a')).toBe(true);
    expect(matches('*', 'data:text/plain,hi')).toBe(false);
  });

  it('a host source without a scheme takes the page scheme', () => {
    expect(matches('api.github.com', 'https://api.github.com/')).toBe(true);
    expect(matches('api.github.com', 'http://api.github.com/')).toBe(false);
  });

  it('ports: the default port unless given, * for any', () => {
    expect(matches('http://localhost:*', 'http://localhost:8081/api/v1')).toBe(true);
    expect(matches('http://localhost:*', 'http://localhost/api/v1')).toBe(true);
    expect(matches('http://127.0.0.1:*', 'http://localhost:8081/')).toBe(false);
    expect(matches('http://localhost', 'http://localhost:8787/')).toBe(false);
    expect(matches('http://localhost:8787', 'http://localhost:8787/hook')).toBe(true);
    expect(matches('http://localhost:8787', 'http://localhost:8788/hook')).toBe(false);
    expect(matches('https://hooks.example.com', 'https://hooks.example.com:8443/a')).toBe(false);
    expect(matches('https://hooks.example.com:443', 'https://hooks.example.com/a')).toBe(true);
    expect(matches('http://hooks.example.com', 'https://hooks.example.com/a')).toBe(true);
  });

  it('paths: a trailing / is a prefix, otherwise the exact path', () => {
    expect(matches('https://hooks.example.com/shop/', 'https://hooks.example.com/shop/order')).toBe(true);
    expect(matches('https://hooks.example.com/shop/', 'https://hooks.example.com/blog/x')).toBe(false);
    expect(matches('https://hooks.example.com/shop/order', 'https://hooks.example.com/shop/order')).toBe(
      true,
    );
    expect(matches('https://hooks.example.com/shop/order', 'https://hooks.example.com/shop/other')).toBe(
      false,
    );
  });
});

describe('allowsConnect', () => {
  it('uses connect-src, else default-src, else allows everything', () => {
    const policy = parsePolicy("default-src 'self'; connect-src 'self' https:");
    expect(allowsConnect(policy, 'https://hook.make.com/a', SITE)).toBe(true);
    expect(allowsConnect(policy, 'http://hook.make.com/a', SITE)).toBe(false);
    expect(allowsConnect(parsePolicy("default-src 'self'"), 'https://hook.make.com/a', SITE)).toBe(false);
    expect(allowsConnect(parsePolicy("script-src 'self'"), 'http://hook.make.com/a', SITE)).toBe(true);
  });
});
