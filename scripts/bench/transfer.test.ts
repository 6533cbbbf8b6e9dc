import { describe, expect, it } from 'vitest';
import { anyFunctionRan, onePerKind } from './transfer.ts';

describe('onePerKind', () => {
  it('keeps top-level pages apart and one page of each deeper kind, products apart from categories', () => {
    expect(
      onePerKind([
        '/',
        '/loja',
        '/blog',
        '/loja/cores',
        '/loja/unhas',
        '/loja/cores/gel-polish',
        '/loja/unhas/geis-construcao',
        '/loja/produto/1',
        '/loja/produto/2',
        '/blog/a',
        '/blog/b',
      ]),
    ).toEqual(['/', '/loja', '/blog', '/loja/cores', '/loja/cores/gel-polish', '/loja/produto/1', '/blog/a']);
  });
});

describe('anyFunctionRan', () => {
  const topLevel = { ranges: [{ startOffset: 0, endOffset: 100, count: 1 }] };
  it('does not count the evaluation of the script itself', () => {
    expect(anyFunctionRan([topLevel, { ranges: [{ startOffset: 10, endOffset: 40, count: 0 }] }], 100)).toBe(
      false,
    );
  });
  it('counts a script of values only as used', () => {
    expect(anyFunctionRan([topLevel], 100)).toBe(true);
  });
  it('counts any function called', () => {
    expect(
      anyFunctionRan(
        [
          topLevel,
          { ranges: [{ startOffset: 10, endOffset: 40, count: 0 }] },
          {
            ranges: [
              { startOffset: 50, endOffset: 90, count: 2 },
              { startOffset: 60, endOffset: 70, count: 0 },
            ],
          },
        ],
        100,
      ),
    ).toBe(true);
  });
});
