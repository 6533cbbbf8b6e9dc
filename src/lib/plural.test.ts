import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

describe('plural', () => {
  it('uses the singular for exactly one', () => {
    expect(plural(1, 'produto', 'produtos')).toBe('1 produto');
    expect(plural(1, 'unidade disponível', 'unidades disponíveis')).toBe('1 unidade disponível');
  });

  it('uses the plural for zero and for more than one', () => {
    expect(plural(0, 'produto', 'produtos')).toBe('0 produtos');
    expect(plural(2, 'formação', 'formações')).toBe('2 formações');
    expect(plural(21, 'artigo encontrado', 'artigos encontrados')).toBe('21 artigos encontrados');
  });
});
