import { fromJS } from 'immutable';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CategoryList } from '#src/lib/collections.ts';
import * as entryGate from '#src/lib/cms/entry-gate.ts';
import { gatedControl } from './gated-control.tsx';

const categories: CategoryList = [
  { slug: 'unhas', name: 'Unhas', subcategories: [{ slug: 'limas', name: 'Limas' }] },
];

/** Immutable.js values as Decap hands them to a control (loosely typed, as Decap's are). */
type Value = {
  get: (key: string, fallback?: unknown) => unknown;
  getIn: (path: string[]) => unknown;
  set: (key: string, value: unknown) => Value;
  setIn: (path: string[], value: unknown) => Value;
  toJS: () => unknown;
  toArray: () => Value[];
};
const immutable = (value: unknown) => fromJS(value) as unknown as Value;

const fields = immutable([
  { name: 'name', widget: 'string' },
  { name: 'price', widget: 'number' },
  { name: 'salePrice', widget: 'number', required: false },
  { name: 'stock', widget: 'number' },
]);
const collection = immutable({ name: 'products' }).set('fields', fields);

const entryOf = (data: Record<string, unknown>) =>
  immutable({
    slug: 'lima',
    newRecord: false,
    data: { id: 5, category: 'unhas', images: ['/images/x.svg'], ...data },
  });

/** Decap's validation pass: every field of the entry asked for its validity. */
function validate(entry: Value) {
  const Gated = gatedControl(() => null, categories);
  return fields.toArray().map((field) => {
    const name = field.get('name') as string;
    const control = new Gated({
      field,
      collection,
      getEntry: () => entry,
      value: entry.getIn(['data', name]),
    });
    return control.isValid();
  });
}

afterEach(() => vi.restoreAllMocks());

describe('gatedControl', () => {
  it("shows the build's message under the field it concerns, and passes the others", () => {
    const answers = validate(entryOf({ name: 'Lima', price: 4.5, salePrice: 6, stock: 3 }));
    expect(answers[0]).toBe(true);
    expect(answers[2]).toEqual({ error: { type: 'CUSTOM', message: expect.stringContaining('preço') } });
  });

  it('runs the rules once per validation pass of an unchanged entry, and again when it changes', () => {
    const spy = vi.spyOn(entryGate, 'entryProblems');
    const entry = entryOf({ name: 'Lima', price: 4.5, salePrice: 6, stock: 3 });
    validate(entry);
    expect(spy).toHaveBeenCalledTimes(1);
    validate(entry);
    expect(spy).toHaveBeenCalledTimes(1);
    const changed = validate(entry.setIn(['data', 'salePrice'], 3));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(changed.every((answer) => answer === true)).toBe(true);
  });
});
