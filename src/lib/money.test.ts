import { describe, it, expect } from 'vitest';
import { centsToEuros, eurosForEditing, formatCents, formatPrice, parseEuros, toCents } from './money.ts';

describe('toCents', () => {
  it('converts euros to integer cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0)).toBe(0);
    expect(toCents(1500)).toBe(150000);
    expect(toCents(5.5)).toBe(550);
  });

  it('is robust to binary float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(4.35)).toBe(435);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1.15)).toBe(115);
    expect(toCents(1.005)).toBe(101);
  });

  it('always returns an integer', () => {
    for (let i = 0; i < 1000; i++) {
      const euros = i / 7;
      expect(Number.isInteger(toCents(euros))).toBe(true);
    }
  });

  it('rounds half away from zero and never returns -0', () => {
    expect(toCents(0.125)).toBe(13);
    expect(toCents(-0.125)).toBe(-13);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('rejects values that are not amounts', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('centsToEuros', () => {
  it('converts back to euros', () => {
    expect(centsToEuros(1250)).toBe(12.5);
    expect(centsToEuros(1999)).toBe(19.99);
    expect(centsToEuros(0)).toBe(0);
  });
});

describe('formatCents', () => {
  it('formats cents as pt-PT euros with two decimals and a no-break space before €', () => {
    expect(formatCents(1250)).toBe('12,50\u00a0€');
    expect(formatCents(0)).toBe('0,00\u00a0€');
    expect(formatCents(5)).toBe('0,05\u00a0€');
  });

  it('does not group four-digit amounts (pt-PT) but groups larger ones', () => {
    expect(formatCents(150000)).toBe('1500,00\u00a0€');
    expect(formatCents(1500000)).toBe('15\u00a0000,00\u00a0€');
  });
});

describe('formatPrice', () => {
  it('formats euros', () => {
    expect(formatPrice(12.5)).toBe('12,50\u00a0€');
    expect(formatPrice(1500)).toBe('1500,00\u00a0€');
    expect(formatPrice(0)).toBe('0,00\u00a0€');
    expect(formatPrice(5.5)).toBe('5,50\u00a0€');
  });

  it('rounds to the cent with the same rule as toCents', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('0,30\u00a0€');
    expect(formatPrice(1.005)).toBe('1,01\u00a0€');
  });
});

describe('parseEuros', () => {
  it('reads a comma or a dot as the decimal mark', () => {
    expect(parseEuros('19,90')).toBe(19.9);
    expect(parseEuros('19.90')).toBe(19.9);
    expect(parseEuros('12,5')).toBe(12.5);
    expect(parseEuros(' 350 ')).toBe(350);
  });

  it('reads dots before groups of three digits as thousands, as written in Portugal', () => {
    expect(parseEuros('1.200')).toBe(1200);
    expect(parseEuros('1.200,50')).toBe(1200.5);
    expect(parseEuros('12.345.678')).toBe(12345678);
    expect(parseEuros('1 200,50 €')).toBe(1200.5);
    expect(parseEuros('€\u00a012,50')).toBe(12.5);
  });

  it('keeps a minus sign, and reads nothing from anything else', () => {
    expect(parseEuros('-3')).toBe(-3);
    for (const text of ['', 'doze', '12,5,0', '1,200.50', '12.', ',5', '1e3', '0x10', '12,50€ 3']) {
      expect(parseEuros(text), text).toBeNaN();
    }
  });
});

describe('eurosForEditing', () => {
  it('writes two decimals with a comma, without grouping', () => {
    expect(eurosForEditing(19.9)).toBe('19,90');
    expect(eurosForEditing(1200)).toBe('1200,00');
    expect(parseEuros(eurosForEditing(1234.56))).toBe(1234.56);
  });
});
