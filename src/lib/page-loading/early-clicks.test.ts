// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_CLICKS_SCRIPT,
  hasEarlyClicks,
  replayEarlyClicks,
  replayEarlyClicksWithin,
} from './early-clicks.ts';

/** Runs the inline script as the page's <head> does, before any module. */
function runInlineScript() {
  new Function(EARLY_CLICKS_SCRIPT)();
}

/**
 * A page with `html` in the document and the inline script run: `seen` lists the ids of the
 * buttons whose clicks reached them, `click` clicks a button by id.
 */
function pageWith(html: string) {
  document.body.innerHTML = html;
  runInlineScript();
  const seen: string[] = [];
  for (const button of document.querySelectorAll('button')) {
    button.addEventListener('click', () => seen.push(button.id));
  }
  const click = (id: string) => (document.getElementById(id) as HTMLButtonElement).click();
  return { seen, click };
}

afterEach(() => {
  replayEarlyClicks();
  document.body.innerHTML = '';
});

describe('the early clicks script', () => {
  it('keeps a tap on a button of the page, says so, and clicks it again once asked to', () => {
    const { seen, click } = pageWith(
      '<div id="root"><button type="button" id="add">Adicionar ao Carrinho</button></div>',
    );
    expect(hasEarlyClicks()).toBe(false);

    click('add');
    expect(seen, 'held back: nothing listens yet').toEqual([]);
    expect(hasEarlyClicks()).toBe(true);

    replayEarlyClicks();
    expect(seen).toEqual(['add']);
    expect(hasEarlyClicks()).toBe(false);
    // From then on a tap goes straight through.
    click('add');
    expect(seen).toEqual(['add', 'add']);
  });

  it('leaves taps outside the page and on what is not a button alone', () => {
    document.body.innerHTML =
      '<div id="root"><p>Texto</p></div><button type="button" id="outside">Fora</button>';
    runInlineScript();
    document.querySelector('p')?.click();
    (document.getElementById('outside') as HTMLButtonElement).click();
    expect(hasEarlyClicks()).toBe(false);
  });

  it('leaves the taps inside a part that waits to that part, which replays them itself, in order', () => {
    const { seen, click } = pageWith(
      '<div id="root"><button type="button" id="add">Adicionar</button>' +
        '<div class="part"><button type="button" id="next">Seguinte</button><button type="button" id="pause">Pausar</button></div></div>',
    );
    click('next');
    click('add');
    click('pause');
    expect(seen).toEqual([]);

    replayEarlyClicks((target) => target instanceof Element && target.closest('.part') !== null);
    expect(seen, 'only the tap outside the part').toEqual(['add']);
    expect(hasEarlyClicks(), "the part's taps are still kept").toBe(true);
    // No longer kept: a new tap goes through.
    click('add');
    expect(seen).toEqual(['add', 'add']);

    const part = document.querySelector('.part');
    if (!part) throw new Error('no part');
    replayEarlyClicksWithin((target) => target instanceof Node && part.contains(target));
    expect(seen).toEqual(['add', 'add', 'next', 'pause']);
    expect(hasEarlyClicks()).toBe(false);
  });

  it('keeps taps repeated on the same element, one after the other, once', () => {
    const { seen, click } = pageWith(
      '<div id="root"><button type="button" id="add">Adicionar</button><button type="button" id="plus">+</button></div>',
    );
    for (const id of ['add', 'add', 'add', 'plus', 'add', 'add']) click(id);
    replayEarlyClicks();
    expect(seen).toEqual(['add', 'plus', 'add']);
  });
});
