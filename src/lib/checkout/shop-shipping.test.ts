import { describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { shopShippingRules } from './shop-shipping.ts';

describe('shopShippingRules', () => {
  it('are the business settings in cents', () => {
    expect(shopShippingRules).toEqual({
      feeCents: Math.round(settings.business.shipping.fee * 100),
      freeShippingThresholdCents: Math.round(settings.business.shipping.freeShippingThreshold * 100),
    });
  });
});
