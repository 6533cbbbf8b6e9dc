import { describe, expect, it } from 'vitest';
import { editedEntry, needsFreshEditor } from './entry-switch.ts';

describe('editedEntry', () => {
  it("reads the entry an editor's address opens, and nothing from other views", () => {
    expect(editedEntry('#/collections/products/entries/gel-x')).toBe('products/entries/gel-x');
    expect(editedEntry('#/collections/blog/new?ref=1')).toBe('blog/new');
    expect(editedEntry('#/collections/products')).toBeUndefined();
    expect(editedEntry('#/workflow')).toBeUndefined();
  });
});

describe('needsFreshEditor', () => {
  const product = '#/collections/products/entries/gel-x';
  const post = '#/collections/blog/entries/artigo';
  it('is needed from one entry to another, of another collection or the same', () => {
    expect(needsFreshEditor(product, post)).toBe(true);
    expect(needsFreshEditor(post, product)).toBe(true);
    expect(needsFreshEditor(product, '#/collections/products/entries/gel-y')).toBe(true);
    expect(needsFreshEditor(product, '#/collections/blog/new')).toBe(true);
  });
  it("is not needed to or from a list, for the same entry, or for Decap's own moves", () => {
    expect(needsFreshEditor('#/collections/products', product)).toBe(false);
    expect(needsFreshEditor(product, '#/collections/products')).toBe(false);
    expect(needsFreshEditor(product, product)).toBe(false);
    // After creating, Decap opens the saved entry; a duplicate is a copy it holds in memory.
    expect(needsFreshEditor('#/collections/products/new', product)).toBe(false);
    expect(needsFreshEditor(product, '#/collections/products/new?duplicate=true')).toBe(false);
  });
});
