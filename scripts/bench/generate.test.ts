import { describe, expect, it } from 'vitest';
import { withFields } from './generate.ts';

describe('withFields', () => {
  const lines = [
    'id: 1',
    'name: Gel',
    'featured: true',
    'images:',
    '  - /images/a.svg',
    '  - /images/b.svg',
    'stock: 3',
  ];

  it('replaces the given top-level fields in place and keeps the others', () => {
    expect(withFields(lines, { id: '7', name: '"Gel Pro"' })).toEqual([
      'id: 7',
      'name: "Gel Pro"',
      'featured: true',
      'images:',
      '  - /images/a.svg',
      '  - /images/b.svg',
      'stock: 3',
    ]);
  });

  it('drops a field with its nested lines, and adds a field the file did not have', () => {
    expect(withFields(lines, { order: '2' }, ['images', 'featured'])).toEqual([
      'id: 1',
      'name: Gel',
      'stock: 3',
      'order: 2',
    ]);
  });
});
