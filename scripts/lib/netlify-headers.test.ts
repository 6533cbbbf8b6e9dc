import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { netlifyHeaders, parseNetlifyHeaders } from './netlify-headers.ts';

describe('parseNetlifyHeaders', () => {
  it('reads the values of the "/*" block only', () => {
    const toml = [
      '[[headers]]',
      '  for = "/*"',
      '  [headers.values]',
      '    X-Frame-Options = "DENY"',
      `    Content-Security-Policy = "default-src 'self'"`,
      '',
      '[[headers]]',
      '  for = "/assets/*"',
      '  [headers.values]',
      '    Cache-Control = "immutable"',
    ].join('\n');
    expect(parseNetlifyHeaders(toml)).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "default-src 'self'",
    });
  });

  it("finds the project's security headers, CSP included", () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const headers = netlifyHeaders(path.join(root, 'netlify.toml'));
    expect(headers['Content-Security-Policy']).toMatch(/script-src 'self'/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
  });
});
