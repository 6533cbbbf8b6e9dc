import { describe, it, expect } from 'vitest';
import { fileSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it('gives the examples of the brief', () => {
    expect(slugify('Linha Smooth/Acrygel')).toBe('linha-smoothacrygel');
    expect(slugify('Géis de Construção')).toBe('geis-de-construcao');
  });

  it('lowercases', () => {
    expect(slugify('Summer CRUSH')).toBe('summer-crush');
  });

  it('strips accents and cedillas', () => {
    expect(slugify('àáâãäçèéêíóôõúüñ')).toBe('aaaaaceeeiooouun');
    expect(slugify('Pigmentos Ação')).toBe('pigmentos-acao');
  });

  it('strips accents given as precomposed or decomposed characters alike', () => {
    expect(slugify('Ge\u0301is')).toBe('geis');
    expect(slugify('G\u00e9is')).toBe('geis');
  });

  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify('Gel #1 (15ml) - 100% Top!')).toBe('gel-1-15ml-100-top');
    expect(slugify('Lima 180/240')).toBe('lima-180240');
    expect(slugify('a_b.c,d')).toBe('abcd');
  });

  it('keeps digits', () => {
    expect(slugify('Kit 2026 Pro 3')).toBe('kit-2026-pro-3');
  });

  it('turns spaces into hyphens and collapses runs of spaces', () => {
    expect(slugify('cat  eye   gel')).toBe('cat-eye-gel');
    expect(slugify('tab\tand\nnewline')).toBe('tab-and-newline');
  });

  it('collapses repeated hyphens, including those left by removed characters', () => {
    expect(slugify('a--b')).toBe('a-b');
    expect(slugify('a - b')).toBe('a-b');
    expect(slugify('Unhas & Cores')).toBe('unhas-cores');
  });

  it('trims surrounding spaces and hyphens', () => {
    expect(slugify('  Must Have  ')).toBe('must-have');
    expect(slugify('--Must Have--')).toBe('must-have');
    expect(slugify('¡Olá!')).toBe('ola');
  });

  it('drops letters without an ASCII base and returns an empty slug for nothing usable', () => {
    expect(slugify('Straße')).toBe('strae');
    expect(slugify('!!!')).toBe('');
    expect(slugify('')).toBe('');
  });

  it('always returns a slug that matches the schema pattern or is empty', () => {
    const samples = ['Géis de Construção', ' -Olá- Mundo- ', 'Nail Art: Painting Gel', 'Ação 100%'];
    for (const sample of samples) {
      expect(slugify(sample)).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('is idempotent', () => {
    const once = slugify('Géis de Construção -- Extra');
    expect(slugify(once)).toBe(once);
  });
});

describe('fileSlug', () => {
  it('is the slug when the title gives one', () => {
    expect(fileSlug('Nail Art Avançada', 'formacao')).toBe('nail-art-avancada');
  });

  it('falls back on the word and a fingerprint of the title when it gives none, never an empty or hidden name', () => {
    for (const title of ['★★★', '日本語', '...', ' ']) {
      expect(fileSlug(title, 'formacao'), title).toMatch(/^formacao-[0-9a-f]{8}$/);
    }
    expect(fileSlug('日本語', 'formacao')).toBe(fileSlug(' 日本語 ', 'formacao'));
    expect(fileSlug('日本語', 'formacao')).not.toBe(fileSlug('★★★', 'formacao'));
  });
});
