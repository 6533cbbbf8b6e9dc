import { describe, expect, it } from 'vitest';
import type { CategoryList } from '#src/lib/collections.ts';
import { subcategoryChoices } from './subcategory-widget.tsx';

const categories: CategoryList = [
  { slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] },
  { slug: 'cores', name: 'Cores', subcategories: [{ slug: 'gel-polish', name: 'Gel Polish' }] },
];

describe('subcategoryChoices', () => {
  it("offers the chosen category's subcategories only, by name", () => {
    expect(subcategoryChoices(categories, 'cores')).toEqual([{ label: 'Gel Polish', value: 'gel-polish' }]);
    expect(subcategoryChoices(categories, 'unhas')).toEqual([{ label: 'Limas', value: 'limas' }]);
  });
  it('offers none before a category is chosen, or for a category the shop does not have', () => {
    expect(subcategoryChoices(categories, undefined)).toEqual([]);
    expect(subcategoryChoices(categories, 'pes')).toEqual([]);
  });
});
