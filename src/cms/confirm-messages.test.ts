import { describe, expect, it, vi } from 'vitest';
import { askInPortuguese, portugueseConfirmMessage } from './confirm-messages.ts';

describe('portugueseConfirmMessage', () => {
  it("asks Decap's replace question in Portuguese, saying what replacing does", () => {
    const message = portugueseConfirmMessage('foto-verniz.jpg already exists. Do you want to replace it?');
    expect(message).toContain('Já existe um ficheiro chamado «foto-verniz.jpg»');
    expect(message).toContain('apaga já o ficheiro atual');
    expect(message).toContain('Quer substituir o ficheiro?');
    expect(message).not.toMatch(/already exists/);
  });

  it('leaves the questions of the locale (already Portuguese) as they are', () => {
    const own = 'Tem a certeza de que quer eliminar esta entrada?';
    expect(portugueseConfirmMessage(own)).toBe(own);
  });
});

describe('askInPortuguese', () => {
  it("passes the Portuguese text to the browser's confirm and returns its answer", () => {
    const confirm = vi.fn((_message?: string) => false);
    const target = { confirm };
    askInPortuguese(target);
    expect(target.confirm('a.png already exists. Do you want to replace it?')).toBe(false);
    expect(confirm.mock.calls[0]?.[0]).toContain('«a.png»');
  });
});
