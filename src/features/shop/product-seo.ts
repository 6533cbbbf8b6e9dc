// Link-preview and search-engine data of a product page (schema.org Product).
import { absoluteUrl } from '#src/components/seo/page-meta.tsx';
import { isInStock } from '#src/lib/catalogue.ts';
import { descriptionExcerpt, descriptionPlainText } from '#src/lib/markdown/product-description.ts';
import { unitPriceCents } from '#src/lib/checkout/pricing.ts';
import type { Product } from '#src/lib/schema.ts';
import { paths } from '#src/lib/paths.ts';

/** The meta description: the first paragraph as plain text, at most 160 characters. */
export function productMetaDescription(product: Product): string {
  return descriptionExcerpt(product.description, 160) || product.name;
}

/** schema.org Product with one Offer at the price the buyer pays (the sale price when there is one). */
export function productJsonLd(
  product: Product,
  { brand, categoryName }: { brand?: string; categoryName?: string },
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: descriptionPlainText(product.description),
    image: product.images.map((image) => absoluteUrl(image)),
    sku: String(product.id),
    ...(brand !== undefined && { brand: { '@type': 'Brand', name: brand } }),
    ...(categoryName !== undefined && { category: categoryName }),
    offers: {
      '@type': 'Offer',
      price: (unitPriceCents(product) / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability: isInStock(product) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: absoluteUrl(paths.product.getHref(product.id)),
    },
  };
}
