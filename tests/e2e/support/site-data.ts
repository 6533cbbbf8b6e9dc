// The published data the built site serves (dist/*.json) and the business settings, so that the
// tests pick their products by property instead of hard-coding ids, and compute the texts a
// visitor should read independently of the app's own code.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Product, SiteSettings } from '../../../src/lib/schema.ts';
import { DIST_DIR, ROOT_DIR } from './config.ts';

export type { Product };

export function publishedProducts(): Product[] {
  return JSON.parse(readFileSync(path.join(DIST_DIR, 'products.json'), 'utf8')) as Product[];
}

export function siteSettings(): SiteSettings {
  return JSON.parse(
    readFileSync(path.join(ROOT_DIR, 'src', 'generated', 'settings.json'), 'utf8'),
  ) as SiteSettings;
}

/** The first product that `predicate` accepts; fails the test with `what` when there is none. */
export function pickProduct(what: string, predicate: (product: Product) => boolean): Product {
  const product = publishedProducts().find(predicate);
  if (!product) throw new Error(`The published content has no ${what}; the test needs one.`);
  return product;
}

/** The price a buyer pays for one unit: the sale price when there is one. */
export const unitPrice = (product: Product): number =>
  typeof product.salePrice === 'number' && product.salePrice > 0 ? product.salePrice : product.price;

const euro = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });

/** pt-PT money text (docs/architecture.md §12), e.g. '5,50 €' (with the no-break space Intl uses). */
export const euros = (amount: number): string => euro.format(Math.round(amount * 100) / 100);

/** Regular expression source matching `text` literally, with any kind of space where it has one. */
export function looseText(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');
}

/** Rounds a euro amount to cents, as the payload carries euro numbers. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;
