import { describe, expect, it } from 'vitest';
import { insertCspMeta } from './vite-csp-plugin.ts';

describe('insertCspMeta', () => {
  it('puts the policy right after <meta charset>, before any script or stylesheet', () => {
    const html =
      '<html><head>\n    <meta charset="UTF-8" />\n    <script type="module" src="/a.js"></script></head></html>';
    const result = insertCspMeta(html, "default-src 'self'");
    expect(result).toBe(
      '<html><head>\n    <meta charset="UTF-8" />\n' +
        `    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n` +
        '    <script type="module" src="/a.js"></script></head></html>',
    );
  });

  it('falls back to the start of <head>, escapes the attribute, and refuses a page without <head>', () => {
    expect(insertCspMeta('<head><title>x</title></head>', 'a "b" & c')).toBe(
      '<head>\n    <meta http-equiv="Content-Security-Policy" content="a &quot;b&quot; &amp; c" /><title>x</title></head>',
    );
    expect(() => insertCspMeta('<body></body>', 'x')).toThrow(/no <head>/);
  });
});
