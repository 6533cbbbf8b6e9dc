import { describe, expect, it } from 'vitest';
import { prerenderedUrlOf } from './prerendered-url.ts';

describe('the prerendered page of a URL', () => {
  it('is the same page for a link from Instagram, Facebook or an ad', () => {
    expect(prerenderedUrlOf('/loja/produto/1', '?fbclid=IwAR0x&utm_source=instagram&utm_medium=social')).toBe(
      '/loja/produto/1',
    );
    expect(prerenderedUrlOf('/', '?gclid=abc')).toBe('/');
    expect(prerenderedUrlOf('/blog/', '?igshid=x')).toBe('/blog');
  });

  it('keeps what a page reads, in its order, and drops the rest', () => {
    expect(prerenderedUrlOf('/loja', '?utm_source=ig&search=rosa&page=2')).toBe('/loja?search=rosa&page=2');
    expect(prerenderedUrlOf('/blog', '?categoria=tendencias&fbclid=1')).toBe('/blog?categoria=tendencias');
    expect(prerenderedUrlOf('/loja', '')).toBe('/loja');
  });
});
