import { describe, it, expect } from 'vitest';
import { effectiveDiscountPercentage, NEWSLETTER_DISCOUNT_PERCENTAGE, noDiscount } from './discount.ts';

describe('noDiscount', () => {
  it('applies nothing, with percentage 0 and empty strings', () => {
    expect(noDiscount).toEqual({ code: '', applied: false, percentage: 0, name: '', error: '' });
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(noDiscount)).toBe(true);
  });
});

describe('NEWSLETTER_DISCOUNT_PERCENTAGE', () => {
  it('is 10 %', () => {
    expect(NEWSLETTER_DISCOUNT_PERCENTAGE).toBe(10);
  });
});

describe('effectiveDiscountPercentage', () => {
  it('is the percentage of an applied code', () => {
    expect(
      effectiveDiscountPercentage({
        code: 'BEMVINDA',
        applied: true,
        percentage: 10,
        name: 'Boas-vindas',
        error: '',
      }),
    ).toBe(10);
  });

  it('is 0 when no code is applied, whatever the percentage field holds', () => {
    expect(effectiveDiscountPercentage(noDiscount)).toBe(0);
    expect(
      effectiveDiscountPercentage({
        code: 'X',
        applied: false,
        percentage: 10,
        name: '',
        error: 'Código inválido',
      }),
    ).toBe(0);
  });
});
