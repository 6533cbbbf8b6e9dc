import { describe, it, expect } from 'vitest';
import {
  discountCents,
  freeShippingProgress,
  freeShippingRemainingCents,
  lineSubtotalCents,
  orderTotals,
  shippingCents,
  shippingRulesFromSettings,
  unitPriceCents,
  type OrderLine,
  type ShippingRules,
} from './pricing.ts';

const rules: ShippingRules = { feeCents: 550, freeShippingThresholdCents: 15000 };

describe('shippingRulesFromSettings', () => {
  it('converts the euro amounts of the settings to cents', () => {
    expect(shippingRulesFromSettings({ fee: 5.5, freeShippingThreshold: 150 })).toEqual(rules);
  });
});

describe('unitPriceCents', () => {
  it('uses the regular price without a sale price', () => {
    expect(unitPriceCents({ price: 19.99 })).toBe(1999);
  });

  it('uses the sale price when present', () => {
    expect(unitPriceCents({ price: 19.99, salePrice: 14.5 })).toBe(1450);
  });

  it('ignores an undefined or zero sale price', () => {
    expect(unitPriceCents({ price: 10, salePrice: undefined })).toBe(1000);
    expect(unitPriceCents({ price: 10, salePrice: 0 })).toBe(1000);
  });
});

describe('shippingCents', () => {
  it('charges the fee below the threshold', () => {
    expect(shippingCents(14999, 'shipping', rules)).toBe(550);
    expect(shippingCents(1, 'shipping', rules)).toBe(550);
  });

  it('is free exactly at the threshold and above', () => {
    expect(shippingCents(15000, 'shipping', rules)).toBe(0);
    expect(shippingCents(20000, 'shipping', rules)).toBe(0);
  });

  it('is free for pickup whatever the amount', () => {
    expect(shippingCents(100, 'pickup', rules)).toBe(0);
    expect(shippingCents(14999, 'pickup', rules)).toBe(0);
  });

  it('charges nothing when the amount is 0', () => {
    expect(shippingCents(0, 'shipping', rules)).toBe(0);
  });

  it('follows the rules it is given', () => {
    expect(shippingCents(5000, 'shipping', { feeCents: 399, freeShippingThresholdCents: 5000 })).toBe(0);
    expect(shippingCents(4999, 'shipping', { feeCents: 399, freeShippingThresholdCents: 5000 })).toBe(399);
  });
});

describe('freeShippingRemainingCents', () => {
  it('is the difference to the threshold', () => {
    expect(freeShippingRemainingCents(10000, rules)).toBe(5000);
    expect(freeShippingRemainingCents(0, rules)).toBe(15000);
  });

  it('is never negative', () => {
    expect(freeShippingRemainingCents(15000, rules)).toBe(0);
    expect(freeShippingRemainingCents(99999, rules)).toBe(0);
  });
});

describe('freeShippingProgress', () => {
  it('goes from 0 to 1', () => {
    expect(freeShippingProgress(0, rules)).toBe(0);
    expect(freeShippingProgress(7500, rules)).toBe(0.5);
    expect(freeShippingProgress(15000, rules)).toBe(1);
  });

  it('stays within 0..1', () => {
    expect(freeShippingProgress(30000, rules)).toBe(1);
    expect(freeShippingProgress(-10, rules)).toBe(0);
  });

  it('is complete when there is no threshold', () => {
    expect(freeShippingProgress(0, { feeCents: 550, freeShippingThresholdCents: 0 })).toBe(1);
  });
});

describe('discountCents', () => {
  it('is the percentage of the subtotal', () => {
    expect(discountCents(10000, 10)).toBe(1000);
    expect(discountCents(15000, 0)).toBe(0);
    expect(discountCents(15000, 100)).toBe(15000);
  });

  it('rounds to the cent, half up', () => {
    expect(discountCents(1005, 10)).toBe(101); // 100.5 -> 101
    expect(discountCents(1004, 10)).toBe(100); // 100.4 -> 100
    expect(discountCents(1999, 10)).toBe(200); // 199.9 -> 200
    expect(discountCents(1001, 12.5)).toBe(125); // 125.125 -> 125
    expect(discountCents(1004, 12.5)).toBe(126); // 125.5 -> 126
  });

  it('returns integers for any subtotal', () => {
    for (let subtotal = 0; subtotal < 500; subtotal += 7) {
      expect(Number.isInteger(discountCents(subtotal, 10))).toBe(true);
    }
  });

  it('clamps percentages out of range and treats NaN as none', () => {
    expect(discountCents(1000, 150)).toBe(1000);
    expect(discountCents(1000, -5)).toBe(0);
    expect(discountCents(1000, Number.NaN)).toBe(0);
  });
});

const line = (productId: number, quantity: number, unitPrice: number): OrderLine => ({
  productId,
  productName: `Produto ${productId}`,
  quantity,
  unitPriceCents: unitPrice,
});

describe('lineSubtotalCents', () => {
  it('is unit price times quantity', () => {
    expect(lineSubtotalCents(line(1, 3, 1999))).toBe(5997);
  });
});

describe('orderTotals', () => {
  it('adds lines, charges shipping below the threshold and totals', () => {
    const totals = orderTotals([line(1, 2, 2500), line(2, 1, 1000)], {
      deliveryMethod: 'shipping',
      discountPercentage: 0,
      rules,
    });
    expect(totals).toEqual({
      subtotalCents: 6000,
      discountCents: 0,
      subtotalAfterDiscountCents: 6000,
      shippingCents: 550,
      totalCents: 6550,
    });
  });

  it('compares the threshold with the subtotal AFTER discount', () => {
    // 160 € before discount would ship free; 144 € after 10 % does not.
    const totals = orderTotals([line(1, 1, 16000)], {
      deliveryMethod: 'shipping',
      discountPercentage: 10,
      rules,
    });
    expect(totals.subtotalCents).toBe(16000);
    expect(totals.discountCents).toBe(1600);
    expect(totals.subtotalAfterDiscountCents).toBe(14400);
    expect(totals.shippingCents).toBe(550);
    expect(totals.totalCents).toBe(14950);
  });

  it('ships free when the discounted subtotal still reaches the threshold', () => {
    const totals = orderTotals([line(1, 1, 20000)], {
      deliveryMethod: 'shipping',
      discountPercentage: 10,
      rules,
    });
    expect(totals.subtotalAfterDiscountCents).toBe(18000);
    expect(totals.shippingCents).toBe(0);
    expect(totals.totalCents).toBe(18000);
  });

  it('charges no shipping for pickup', () => {
    const totals = orderTotals([line(1, 1, 1000)], {
      deliveryMethod: 'pickup',
      discountPercentage: 0,
      rules,
    });
    expect(totals.shippingCents).toBe(0);
    expect(totals.totalCents).toBe(1000);
  });

  it('gives zeros for no lines, without a shipping fee', () => {
    expect(orderTotals([], { deliveryMethod: 'shipping', discountPercentage: 10, rules })).toEqual({
      subtotalCents: 0,
      discountCents: 0,
      subtotalAfterDiscountCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });

  it('keeps total = subtotal - discount + shipping', () => {
    for (const pct of [0, 5, 10, 12.5, 33]) {
      const t = orderTotals([line(1, 3, 1999), line(2, 7, 333)], {
        deliveryMethod: 'shipping',
        discountPercentage: pct,
        rules,
      });
      expect(t.totalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCents);
      expect(t.subtotalAfterDiscountCents).toBe(t.subtotalCents - t.discountCents);
    }
  });
});
