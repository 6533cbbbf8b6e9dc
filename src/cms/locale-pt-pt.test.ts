import { describe, expect, it } from 'vitest';
import { en, pt, type Phrases } from 'decap-cms-locales';
import { europeanPortuguese, mergePhrases, ptPT } from './locale-pt-pt.ts';

/** Every phrase of a locale as [dotted key, text]. */
function phrases(locale: Phrases, prefix = ''): [string, string][] {
  return Object.entries(locale).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : phrases(value, `${prefix}${key}.`),
  );
}

// Words and phrasings of Brazilian Portuguese that a European Portuguese text does not use.
const BRAZILIAN = [
  'Salvar',
  'Salvando',
  'salva',
  'salvas',
  'salvo',
  'Excluir',
  'Excluindo',
  'excluídas',
  'Mídia',
  'Arquivo',
  'Usuário',
  'Carregando',
  'Tela',
  'Deletar',
  'Fazer login',
  'Você',
  'Senha',
  'acessar',
  'Enviar novo',
  'Enviando',
  'Status',
  'rolagem',
  'busca',
  'Despublicar',
  'Link',
  'controle',
  'Tem certeza',
  'Ops',
  'Pontilhada',
  'Rich Text',
  'relatar',
  'requirida',
  'desconectado',
];
// A gerund ('Carregando', 'Escrevendo'): European Portuguese says 'a carregar', 'a escrever'.
const GERUND = /\b\p{L}+ndo\b/iu;
const NOT_GERUNDS = new Set(['quando', 'segundo', 'mundo']);

describe('the European Portuguese locale', () => {
  const merged = phrases(ptPT);
  // The words only: placeholders such as %{status} are filled in by Decap.
  const words = merged.map(([key, text]) => [key, text.replace(/%\{\w+\}/g, '')] as const);

  it('has a phrase for every phrase of Decap’s English locale', () => {
    const keys = new Set(merged.map(([key]) => key));
    const missing = phrases(en)
      .map(([key]) => key)
      .filter((key) => !keys.has(key));
    expect(missing).toEqual([]);
  });

  it('overrides every phrase of the bundled Brazilian locale', () => {
    const own = new Set(phrases(europeanPortuguese).map(([key]) => key));
    expect(phrases(pt).filter(([key]) => !own.has(key))).toEqual([]);
  });

  it.each(BRAZILIAN)('never says "%s"', (word) => {
    const pattern = new RegExp(`(^|[^\\p{L}])${word}($|[^\\p{L}])`, 'iu');
    expect(words.filter(([, text]) => pattern.test(text))).toEqual([]);
  });

  it('puts the article before a possessive ("o seu", never "seu" alone)', () => {
    const bare = /(^|[^\p{L}])(?<!\b[oa]s? )(seus?|suas?)\b/iu;
    expect(words.filter(([, text]) => bare.test(text))).toEqual([]);
  });

  it('uses "a + infinitive", never a gerund', () => {
    const gerunds = words.filter(([, text]) =>
      [...text.matchAll(new RegExp(GERUND, 'giu'))].some((match) => !NOT_GERUNDS.has(match[0].toLowerCase())),
    );
    expect(gerunds).toEqual([]);
  });

  it('keeps every placeholder of the English phrase', () => {
    const byKey = new Map(merged);
    const lost = phrases(en).filter(([key, text]) => {
      const placeholders = text.match(/%\{\w+\}/g) ?? [];
      return placeholders.some((placeholder) => !byKey.get(key)?.includes(placeholder));
    });
    expect(lost).toEqual([]);
  });

  it('says the words the owner expects', () => {
    const byKey = new Map(merged);
    expect(byKey.get('editor.editorToolbar.save')).toBe('Guardar');
    expect(byKey.get('editor.editorToolbar.deleteEntry')).toBe('Eliminar entrada');
    expect(byKey.get('app.header.media')).toBe('Multimédia');
    expect(byKey.get('editor.editorToolbar.publishNow')).toBe('Publicar agora');
    expect(byKey.get('auth.login')).toBe('Iniciar sessão');
  });
});

/** A phrase of the merged locale filled in as Decap fills it (polyglot's %{name}, no smart_count). */
function fill(key: string, values: Record<string, string | number>): string {
  const entry = new Map(phrases(ptPT)).get(key) ?? '';
  return entry.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

describe('the validation messages', () => {
  const widget = 'editor.editorControlPane.widget';

  it('agree with a feminine and with a plural field name alike', () => {
    expect(fill(`${widget}.required`, { fieldLabel: 'Categoria' })).toBe('O campo Categoria é obrigatório.');
    expect(fill(`${widget}.required`, { fieldLabel: 'Imagens' })).toBe('O campo Imagens é obrigatório.');
    expect(fill(`${widget}.regexPattern`, { fieldLabel: 'Nome', pattern: 'no máximo 120 caracteres' })).toBe(
      'O campo Nome: no máximo 120 caracteres.',
    );
  });

  it('agree with a count of one as with many (Decap gives no smart_count)', () => {
    expect(fill(`${widget}.rangeMin`, { fieldLabel: 'Imagens', minCount: 1 })).toBe(
      'Número mínimo de elementos no campo Imagens: 1.',
    );
    expect(fill(`${widget}.rangeMax`, { fieldLabel: 'Imagens', maxCount: 20 })).toBe(
      'Número máximo de elementos no campo Imagens: 20.',
    );
    expect(fill(`${widget}.rangeCountExact`, { fieldLabel: 'Fotografias', count: 15 })).toBe(
      'Número de elementos exigido no campo Fotografias: 15.',
    );
    const workflow = new Map(phrases(ptPT)).get('workflow.workflow.description') ?? '';
    for (const form of workflow.split(' |||| ')) expect(form).toMatch(/prontas a publicar: %\{readyCount\}/);
  });

  it('never put a field name straight before a verb that must agree with it', () => {
    const messages = phrases(ptPT).filter(([key]) => key.startsWith(`${widget}.`));
    expect(messages.filter(([, text]) => /^%\{fieldLabel\} (é|deve|está|não)/.test(text))).toEqual([]);
  });
});

describe('mergePhrases', () => {
  it('writes the override over the base at any depth and keeps what the override lacks', () => {
    const base = { a: 'x', b: { c: 'y', d: 'z' } };
    expect(mergePhrases(base, { b: { c: 'new' } })).toEqual({ a: 'x', b: { c: 'new', d: 'z' } });
    expect(base.b.c).toBe('y');
  });
});
