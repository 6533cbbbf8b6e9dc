import { describe, expect, it } from 'vitest';
import { absoluteUrl } from '#src/components/seo/page-meta.tsx';
import { productJsonLd, productMetaDescription } from './product-seo.ts';
import { aProduct } from '#src/test/factories.ts';

describe('productJsonLd', () => {
  it('describes a product with one offer at the price paid', () => {
    const product = aProduct({
      id: 12,
      name: 'Lima 180',
      description: 'Lima **profissional**.\n\nDura muito.',
      images: ['/images/a.svg', 'https://cdn.example.com/b.svg'],
      price: 15,
      salePrice: 12.5,
      stock: 2,
    });
    expect(productJsonLd(product, { brand: 'Loja X', categoryName: 'Unhas' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Lima 180',
      description: 'Lima profissional. Dura muito.',
      image: [absoluteUrl('/images/a.svg'), 'https://cdn.example.com/b.svg'],
      sku: '12',
      brand: { '@type': 'Brand', name: 'Loja X' },
      category: 'Unhas',
      offers: {
        '@type': 'Offer',
        price: '12.50',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: absoluteUrl('/loja/produto/12'),
      },
    });
  });

  it('uses the regular price without a sale, and marks a product out of stock', () => {
    const data = productJsonLd(aProduct({ id: 3, price: 8, stock: 0 }), {});
    expect(data.offers).toMatchObject({ price: '8.00', availability: 'https://schema.org/OutOfStock' });
    expect(data).not.toHaveProperty('brand');
    expect(data).not.toHaveProperty('category');
  });
});

describe('productMetaDescription', () => {
  it('is the first paragraph in plain text, at most 160 characters', () => {
    const long = aProduct({ id: 1, description: `${'Texto longo '.repeat(30)}\n\nOutro.` });
    expect(productMetaDescription(long).length).toBeLessThanOrEqual(160);
    expect(productMetaDescription(aProduct({ id: 1, description: '**Forte** e leve.\n\nMais.' }))).toBe(
      'Forte e leve.',
    );
  });
});
