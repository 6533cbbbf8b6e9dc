// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LIST_WAITING_CLASS, markListWaiting } from './list-waiting.ts';

const waiting = (doc: Document) => doc.documentElement.classList.contains(LIST_WAITING_CLASS);

describe('the class on <html> while a list waits for its data', () => {
  it('stays while any loading area is left, and goes with the last', () => {
    const doc = document.implementation.createHTMLDocument('');
    const first = markListWaiting(doc);
    const second = markListWaiting(doc);
    expect(waiting(doc)).toBe(true);
    first();
    expect(waiting(doc)).toBe(true);
    // A second call of the same mark does not take another area's away.
    first();
    expect(waiting(doc)).toBe(true);
    second();
    expect(waiting(doc)).toBe(false);
  });

  it('is counted per document', () => {
    const one = document.implementation.createHTMLDocument('');
    const other = document.implementation.createHTMLDocument('');
    const unmark = markListWaiting(one);
    expect(waiting(other)).toBe(false);
    markListWaiting(other)();
    expect(waiting(one)).toBe(true);
    unmark();
    expect(waiting(one)).toBe(false);
  });
});
