import { describe, it, expect } from 'vitest';
import { parseDescription } from './description.ts';

const plain = (text: string) => ({ text, bold: false });
const bold = (text: string) => ({ text, bold: true });

describe('parseDescription: paragraphs', () => {
  it('gives one paragraph of plain text', () => {
    expect(parseDescription('Gel de construção.')).toEqual([[plain('Gel de construção.')]]);
  });

  it('splits paragraphs at a blank line', () => {
    expect(parseDescription('Primeiro.\n\nSegundo.')).toEqual([[plain('Primeiro.')], [plain('Segundo.')]]);
  });

  it('treats several blank lines, and lines of spaces only, as one break', () => {
    expect(parseDescription('Um.\n\n\n\nDois.\n  \t \nTrês.')).toEqual([
      [plain('Um.')],
      [plain('Dois.')],
      [plain('Três.')],
    ]);
  });

  it('keeps a single newline inside a paragraph', () => {
    expect(parseDescription('Linha 1\nLinha 2')).toEqual([[plain('Linha 1\nLinha 2')]]);
  });

  it('accepts Windows line endings', () => {
    expect(parseDescription('Um.\r\n\r\nDois.\r\nLinha')).toEqual([[plain('Um.')], [plain('Dois.\nLinha')]]);
  });

  it('trims paragraphs and drops empty ones', () => {
    expect(parseDescription('\n\n  Um.  \n\n\n')).toEqual([[plain('Um.')]]);
    expect(parseDescription('')).toEqual([]);
    expect(parseDescription('   \n \n')).toEqual([]);
  });

  it('keeps hyphen lists as the text of their paragraph', () => {
    expect(parseDescription('Um.\n\n- dois\n- três')).toEqual([[plain('Um.')], [plain('- dois\n- três')]]);
  });
});

describe('parseDescription: bold', () => {
  it('makes text wrapped in double asterisks bold', () => {
    expect(parseDescription('Cor **intensa** e duradoura')).toEqual([
      [plain('Cor '), bold('intensa'), plain(' e duradoura')],
    ]);
  });

  it('makes text wrapped in single asterisks bold', () => {
    expect(parseDescription('Cor *intensa* e duradoura')).toEqual([
      [plain('Cor '), bold('intensa'), plain(' e duradoura')],
    ]);
  });

  it('handles bold at the edges and several bold runs', () => {
    expect(parseDescription('**Modo de uso:** aplicar *duas* camadas **finas**')).toEqual([
      [bold('Modo de uso:'), plain(' aplicar '), bold('duas'), plain(' camadas '), bold('finas')],
    ]);
  });

  it('keeps bold within its paragraph', () => {
    expect(parseDescription('**Um**\n\nDois *três*')).toEqual([[bold('Um')], [plain('Dois '), bold('três')]]);
  });

  it('lets bold cross a single newline inside a paragraph', () => {
    expect(parseDescription('**linha um\nlinha dois**')).toEqual([[bold('linha um\nlinha dois')]]);
  });

  it('accepts a space before closing double asterisks, but not after opening ones', () => {
    expect(parseDescription('**Nota: ** texto')).toEqual([[bold('Nota: '), plain(' texto')]]);
    expect(parseDescription('** Nota:** texto')).toEqual([[plain('** Nota:** texto')]]);
    expect(parseDescription('*Nota: * texto')).toEqual([[plain('*Nota: * texto')]]);
  });

  it('leaves unmatched asterisks as literal text', () => {
    expect(parseDescription('5* estrelas')).toEqual([[plain('5* estrelas')]]);
    expect(parseDescription('**sem fim')).toEqual([[plain('**sem fim')]]);
    expect(parseDescription('a * b')).toEqual([[plain('a * b')]]);
  });

  it('does not treat spaced-out asterisks or bullets as bold', () => {
    expect(parseDescription('2 * 3 * 4')).toEqual([[plain('2 * 3 * 4')]]);
    expect(parseDescription('* um\n* dois')).toEqual([[plain('* um\n* dois')]]);
  });

  it('does not make empty bold runs', () => {
    expect(parseDescription('a ** b **** c')).toEqual([[plain('a ** b **** c')]]);
  });

  it('never produces empty segments, and merges neighbouring plain text', () => {
    const result = parseDescription('*a**b* ***c*** x').flat();
    for (const segment of result) expect(segment.text).not.toBe('');
    for (let i = 1; i < result.length; i++) expect(result[i]?.bold).not.toBe(result[i - 1]?.bold);
  });

  it('returns text only (no HTML is built from it)', () => {
    expect(parseDescription('<b>x</b> **<i>y</i>**')).toEqual([[plain('<b>x</b> '), bold('<i>y</i>')]]);
  });
});
