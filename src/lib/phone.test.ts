import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps only the digits and the plus sign', () => {
    expect(telHref('+351 912 345 678')).toBe('tel:+351912345678');
    expect(telHref('(+351) 253-000-000')).toBe('tel:+351253000000');
  });
});
