import { describe, expect, it } from 'vitest';
import { createCriticalCss, markupNames, selectorNeeds } from './critical-css.ts';

describe("a selector's needs", () => {
  it('names its classes, ids, element names and attribute names', () => {
    expect([...(selectorNeeds('nav.site-nav > a#top[aria-current="page"] + .x__y') ?? [])].sort()).toEqual(
      ['#top', '.site-nav', '.x__y', '[aria-current', 'a', 'nav'].sort(),
    );
  });

  it('requires nothing of what sits in :not(), :is() or :where(), nor of pseudo-elements and states such as :checked', () => {
    expect(selectorNeeds('.a:not(.b .c):is(.d, .e)::before')).toEqual(['.a']);
    expect([...(selectorNeeds('input:checked+label:first-child') ?? [])].sort()).toEqual(['input', 'label']);
    expect(selectorNeeds(':root')).toEqual([]);
    expect(selectorNeeds('.grid:where(:not(.f(x)))')).toEqual(['.grid']);
  });

  it('is none for the states a pointer or keyboard gives', () => {
    expect(selectorNeeds('.button:hover')).toBeUndefined();
    expect(selectorNeeds('a:focus-visible')).toBeUndefined();
    expect(selectorNeeds('.menu:focus-within .item')).toBeUndefined();
    // A class merely named like a state is not one.
    expect(selectorNeeds('.is-hovered')).toEqual(['.is-hovered']);
  });
});

describe("the names in a page's markup", () => {
  it('reads element names, every attribute name, each class and the id', () => {
    const names = markupNames(
      `<div class="card  card--big" id="main"><a href='/x' aria-current=page data-x>Olá <b>x</b></a><br/></div>`,
    );
    expect([...names].sort()).toEqual(
      [
        '.card',
        '.card--big',
        '#main',
        '[aria-current',
        '[class',
        '[data-x',
        '[href',
        '[id',
        'a',
        'b',
        'br',
        'div',
      ].sort(),
    );
  });
});

const SHEET = [
  '@font-face{font-family:X;src:url(/x.woff2)}',
  ':root{--c:red}',
  'body{margin:0}',
  '.card{color:var(--c)}',
  '.card:hover{color:blue}',
  '.card:hover,.card.is-open{outline:0}',
  '.modal{display:grid}',
  '.skeleton{animation:pulse 1s infinite}',
  '.spinner{animation-name:spin}',
  '@keyframes pulse{to{opacity:.5}}',
  '@keyframes spin{to{rotate:1turn}}',
  '@media (width>=900px){.card{padding:1rem}.modal{padding:2rem}}',
  '@media print{.card{color:#000}}',
  '@supports (display:grid){@media (width>=600px){.card .title{margin:0}}}',
  '.heading-font h1{font-family:X}',
].join('');

describe("a page's CSS", () => {
  const cssFor = createCriticalCss(SHEET, ['.heading-font']);

  it('keeps the rules the markup uses, in the sheet’s order and blocks, with @font-face, :root and the named class', () => {
    expect(cssFor('<div class="card"><h1 class="title">Olá</h1></div>')).toBe(
      [
        '@font-face{font-family:X;src:url(/x.woff2)}',
        ':root{--c:red}',
        'body{margin:0}',
        '.card{color:var(--c)}',
        '@media (width>=900px){.card{padding:1rem}}',
        '@supports (display:grid){@media (width>=600px){.card .title{margin:0}}}',
        '.heading-font h1{font-family:X}',
      ].join(''),
    );
  });

  it('keeps a rule for its one selector that needs no pointer, and an animation only when a kept rule names it', () => {
    const css = cssFor('<div class="card is-open skeleton"></div>');
    expect(css).toContain('.card:hover,.card.is-open{outline:0}');
    expect(css).toContain('@keyframes pulse');
    expect(css).not.toContain('@keyframes spin');
    expect(cssFor('<i class="spinner"></i>')).toContain('@keyframes spin{to{rotate:1turn}}');
  });

  it('leaves out what the markup does not use, the pointer states and print', () => {
    const css = cssFor('<div class="card"></div>');
    expect(css).not.toContain('.modal');
    expect(css).not.toContain('.card:hover{');
    expect(css).not.toContain('print');
  });

  it('gives pages that use the same rules the same text', () => {
    expect(cssFor('<p class="card">a</p>')).toBe(cssFor('<div class="card"><span>b</span></div>'));
  });
});
