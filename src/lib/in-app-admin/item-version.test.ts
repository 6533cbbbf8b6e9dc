import { describe, expect, it } from 'vitest';
import { asItemVersions, itemVersion, itemVersions } from './item-version.ts';
import type { Product } from '../schema.ts';

const product: Product = {
  id: 7,
  slug: 'gel-rosa',
  name: 'Gel Rosa',
  price: 12.5,
  salePrice: undefined,
  stock: 3,
  category: 'unhas',
  featured: false,
  isNew: true,
  images: ['/images/products/gel.jpg'],
  description: 'Um **gel**.',
  descriptionHtml: '<p>Um <strong>gel</strong>.</p>',
};

describe('itemVersion', () => {
  it('is the same for the published JSON, the admin copy without the built fields, and any key order', () => {
    const { slug: _slug, descriptionHtml: _html, ...copy } = product;
    const reordered = Object.fromEntries(Object.entries(copy).reverse());
    const version = itemVersion(product);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(itemVersion(JSON.parse(JSON.stringify(product)) as object)).toBe(version);
    expect(itemVersion(copy)).toBe(version);
    expect(itemVersion(reordered)).toBe(version);
  });

  it('changes with any field the file holds', () => {
    const version = itemVersion(product);
    for (const changed of [
      { ...product, price: 12.51 },
      { ...product, salePrice: 10 },
      { ...product, images: [...product.images, '/images/products/b.jpg'] },
      { ...product, description: 'Um gel.' },
      { ...product, isNew: false },
    ]) {
      expect(itemVersion(changed)).not.toBe(version);
    }
  });

  it('lists versions by id, and reads back only such a list', () => {
    const versions = itemVersions([product, { ...product, id: 8, name: 'Outro' }]);
    expect(Object.keys(versions)).toEqual(['7', '8']);
    expect(asItemVersions(JSON.parse(JSON.stringify(versions)))).toEqual(versions);
    for (const bad of [null, [], 'abc', { '7': 1 }, { abc: '0badc0de' }, { '7': 'XYZ' }]) {
      expect(asItemVersions(bad)).toBeUndefined();
    }
  });
});
