import { describe, expect, it } from 'vitest';
import { onePerKind } from './transfer.ts';

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
