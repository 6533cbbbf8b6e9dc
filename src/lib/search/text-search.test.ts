import { describe, expect, it } from 'vitest';
import {
  editDistance,
  foldText,
  prepareSearch,
  searchWords,
  textSearch,
  withinOneEdit,
  wordForms,
} from './text-search.ts';

type Item = { name: string; text: string };
const item = (name: string, text = ''): Item => ({ name, text });
const fields = (i: Item) => [i.name, i.text];
const names = (items: readonly Item[], query: string, rank = false) =>
  textSearch(items, query, { fields, rank }).items.map((i) => i.name);

describe('foldText and searchWords', () => {
  it('lowercases and removes accents and other marks', () => {
    expect(foldText('Pêssego AÇÚCAR Ímã coração')).toBe('pessego acucar ima coracao');
    // Decomposed input (some keyboards): the same text.
    expect(foldText('Pe\u0302ssego')).toBe('pessego');
  });

  it('splits a text into folded words, dropping punctuation', () => {
    expect(searchWords('  Gel Pêssego, 10ml! Meia-Noite ')).toEqual([
      'gel',
      'pessego',
      '10ml',
      'meia',
      'noite',
    ]);
    expect(searchWords('!!! -- ')).toEqual([]);
  });
});

describe('wordForms', () => {
  it.each([
    ['rosas', 'rosa'],
    ['cores', 'cor'],
    ['flores', 'flor'],
    ['limoes', 'limao'],
    ['paes', 'pao'],
    ['maos', 'mao'],
    ['nuvens', 'nuvem'],
    ['pinceis', 'pincel'],
    ['geis', 'gel'],
    ['azuis', 'azul'],
    ['funis', 'funil'],
    ['imanes', 'iman'],
  ])('%s and %s are forms of one word, both ways', (plural, singular) => {
    expect(wordForms(plural)).toContain(singular);
    expect(wordForms(singular)).toContain(plural);
  });
});

describe('withinOneEdit and editDistance', () => {
  it.each([
    ['builder', 'builder', 0],
    ['builer', 'builder', 1], // missing
    ['buillder', 'builder', 1], // extra
    ['buolder', 'builder', 1], // wrong
    ['biulder', 'builder', 1], // swapped
    ['pinsal', 'pincel', 2],
    ['xyz', 'builder', 3],
  ])('%s → %s: %i edits', (a, b, edits) => {
    expect(withinOneEdit(a, b)).toBe(edits <= 1);
    expect(editDistance(a, b, 2)).toBe(Math.min(edits, 3));
  });
});

describe('textSearch', () => {
  const items = [
    item('Gel Builder Clear', 'gel de construção transparente'),
    item('Lima Zebra 100/180', 'lima profissional'),
    item('Kit de Pincéis', 'três pincéis para nail art'),
    item('Gel Polish Pêssego', 'cor de verão'),
    item('Cat Eye', 'efeito olho de gato com um íman'),
  ];

  it('ignores case and accents both ways, with one result set for both spellings', () => {
    expect(names(items, 'PESSEGO')).toEqual(['Gel Polish Pêssego']);
    expect(names(items, 'pêssego')).toEqual(names(items, 'pessego'));
    expect(names(items, 'construcao')).toEqual(['Gel Builder Clear']);
    expect(names(items, 'IMAN')).toEqual(['Cat Eye']);
  });

  it('matches every word, in any order, across the fields', () => {
    expect(names(items, 'transparente builder')).toEqual(['Gel Builder Clear']);
    expect(names(items, 'gel verão')).toEqual(['Gel Polish Pêssego']);
    expect(names(items, 'gel inexistente')).toEqual([]);
  });

  it('treats singular and plural as one word', () => {
    expect(names(items, 'pincel')).toEqual(['Kit de Pincéis']);
    expect(names(items, 'limas')).toEqual(['Lima Zebra 100/180']);
    expect(names(items, 'imanes')).toEqual(['Cat Eye']);
    expect(names(items, 'géis')).toEqual(['Gel Builder Clear', 'Gel Polish Pêssego']);
  });

  it('matches the last word as the start of a word, so results follow the typing', () => {
    expect(names(items, 'gel po')).toEqual(['Gel Polish Pêssego']);
    expect(names(items, 'zeb')).toEqual(['Lima Zebra 100/180']);
  });

  it('forgives one slipped letter in words of five letters or more, not in shorter ones', () => {
    expect(names(items, 'biulder')).toEqual(['Gel Builder Clear']);
    expect(names(items, 'zebar')).toEqual(['Lima Zebra 100/180']);
    expect(names(items, 'pessgo')).toEqual(['Gel Polish Pêssego']);
    // While typing: the start of a word with a slip in it.
    expect(names(items, 'gel polsi')).toEqual(['Gel Polish Pêssego']);
    expect(names(items, 'lma')).toEqual([]);
  });

  it('offers a correction when nothing is found, that finds something', () => {
    // Two edits in a long word, given back as the items write it.
    expect(textSearch(items, 'pinseiz', { fields })).toEqual({ items: [], suggestion: 'pincéis' });
    // Short words: one edit; words already found stay as typed, with their accents.
    expect(textSearch(items, 'Pêssego vrão', { fields })).toEqual({ items: [], suggestion: 'pêssego verão' });
    expect(textSearch(items, 'qwertyuiop', { fields })).toEqual({ items: [] });
    // Words that are all found, only not together: nothing to correct.
    expect(textSearch(items, 'zebra pêssego', { fields })).toEqual({ items: [] });
  });

  it('ranks by how well the name matches, then by the given order', () => {
    const list = [
      item('Top Coat', 'para usar depois do gel polish rosa'),
      item('Gel Polish Branco Puro'),
      item('Gel Polish Rosa', ''),
      item('Rosa Velho', 'gel polish'),
    ];
    expect(names(list, 'rosa', true)).toEqual(['Gel Polish Rosa', 'Rosa Velho', 'Top Coat']);
    // A word's start ('ro') ranks over the inside of a word ('puro').
    expect(names(list, 'gel polish ro', true)).toEqual(['Gel Polish Rosa', 'Rosa Velho', 'Top Coat']);
    expect(names(list, 'rosa')).toEqual(['Top Coat', 'Gel Polish Rosa', 'Rosa Velho']);
  });

  it('still finds what a plain substring search finds, inside words too', () => {
    expect(names(items, 'uild')).toEqual(['Gel Builder Clear']);
    expect(names(items, '100/18')).toEqual(['Lima Zebra 100/180']);
    expect(names(items, 'olho de ga')).toEqual(['Cat Eye']);
    expect(names(items, '/')).toEqual(['Lima Zebra 100/180']);
  });

  it('returns every item, as a new array in the given order, for a blank query', () => {
    const all = textSearch(items, '   ', { fields, rank: true }).items;
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });

  it('sees the change of an edited item, which is a new object', () => {
    const original = item('Top Coat', 'brilho');
    expect(names([original], 'matte')).toEqual([]);
    expect(names([{ ...original, name: 'Top Coat Matte' }], 'matte')).toEqual(['Top Coat Matte']);
  });

  it('keeps what it computes apart for each way of searching the same items', () => {
    const titleOnly = (i: Item) => [i.name];
    expect(names(items, 'transparente')).toEqual(['Gel Builder Clear']);
    expect(textSearch(items, 'transparente', { fields: titleOnly }).items).toEqual([]);
    expect(textSearch(items, 'transparentr', { fields: titleOnly })).toEqual({ items: [] });
  });

  it('gives the same results whether or not the list was prepared ahead, slice by slice', () => {
    const many = Array.from({ length: 300 }, (_, i) =>
      item(`Produto ${i}`, i % 3 ? 'gel rosa' : 'lima azul'),
    );
    const unprepared = textSearch([...many], 'azuis produto', { fields }).items;
    let slices = 0;
    let budget = 0;
    while (!prepareSearch(many, fields, () => (budget -= 1) > 0)) {
      slices += 1;
      budget = 50;
    }
    expect(slices).toBeGreaterThan(1);
    expect(textSearch(many, 'azuis produto', { fields }).items).toEqual(unprepared);
  });
});
