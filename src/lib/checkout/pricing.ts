// Prices, discount and shipping (docs/product.md §9). The one place that knows the free-shipping
// rule: the cart page, the checkout and the webhook payload all go through these functions.
import { toCents } from '../money.ts';

/** Every price on the site includes VAT; the note said beside prices and totals. */
export const VAT_INCLUDED = 'IVA incluído';

export type ShippingRules = { feeCents: number; freeShippingThresholdCents: number };
export type DeliveryMethod = 'shipping' | 'pickup';

/** Shipping rules from the business settings, which hold euro amounts. */
export function shippingRulesFromSettings(shipping: {
  fee: number;
  freeShippingThreshold: number;
}): ShippingRules {
  return {
    feeCents: toCents(shipping.fee),
    freeShippingThresholdCents: toCents(shipping.freeShippingThreshold),
  };
}

/** The price a buyer pays for one unit: the sale price when there is one. */
export function unitPriceCents(p: { price: number; salePrice?: number | undefined }): number {
  const { salePrice } = p;
  return typeof salePrice === 'number' && Number.isFinite(salePrice) && salePrice > 0
    ? toCents(salePrice)
    : toCents(p.price);
}

/**
 * Shipping for an amount: pickup is always free, nothing is charged for an empty amount, the
 * fee applies below the threshold and shipping is free at or above it.
 */
export function shippingCents(
  amountCents: number,
  deliveryMethod: DeliveryMethod,
  rules: ShippingRules,
): number {
  if (deliveryMethod === 'pickup') return 0;
  if (amountCents <= 0) return 0;
  return amountCents < rules.freeShippingThresholdCents ? rules.feeCents : 0;
}

/** How much more the buyer must spend for free shipping (never negative). */
export function freeShippingRemainingCents(subtotalCents: number, rules: ShippingRules): number {
  return Math.max(0, rules.freeShippingThresholdCents - subtotalCents);
}

/** Progress towards free shipping, from 0 to 1, for the progress bar. */
export function freeShippingProgress(subtotalCents: number, rules: ShippingRules): number {
  if (rules.freeShippingThresholdCents <= 0) return 1;
  return Math.min(1, Math.max(0, subtotalCents / rules.freeShippingThresholdCents));
}

/**
 * A percentage of the subtotal, rounded to the cent, half up. A percentage outside 0..100 is
 * clamped; one that is not a number counts as no discount.
 */
export function discountCents(subtotalCents: number, percentage: number): number {
  if (!Number.isFinite(percentage) || subtotalCents <= 0) return 0;
  const clamped = Math.min(100, Math.max(0, percentage));
  const exact = (subtotalCents * clamped) / 100;
  // Round the float to 6 decimals first so that e.g. 12.5 % of an odd number rounds up reliably.
  return Math.floor(Number(exact.toFixed(6)) + 0.5);
}

export type OrderLine = { productId: number; productName: string; quantity: number; unitPriceCents: number };

export function lineSubtotalCents(line: Pick<OrderLine, 'quantity' | 'unitPriceCents'>): number {
  return line.unitPriceCents * line.quantity;
}

export type OrderTotals = {
  subtotalCents: number;
  discountCents: number;
  subtotalAfterDiscountCents: number;
  shippingCents: number;
  totalCents: number;
};

/**
 * Checkout totals. Shipping is decided on the subtotal AFTER the discount (docs/product.md §9),
 * and the total is that discounted subtotal plus shipping.
 */
export function orderTotals(
  lines: readonly OrderLine[],
  opts: { deliveryMethod: DeliveryMethod; discountPercentage: number; rules: ShippingRules },
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0);
  const discount = discountCents(subtotal, opts.discountPercentage);
  const afterDiscount = subtotal - discount;
  const shipping = shippingCents(afterDiscount, opts.deliveryMethod, opts.rules);
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    subtotalAfterDiscountCents: afterDiscount,
    shippingCents: shipping,
    totalCents: afterDiscount + shipping,
  };
}
