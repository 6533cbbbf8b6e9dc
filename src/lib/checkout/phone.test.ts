import { describe, it, expect } from 'vitest';
import { isValidEmail, isValidMbwayPhone, isValidPhone, isValidPostalCode } from './phone.ts';

describe('isValidPhone', () => {
  it('accepts 9-digit Portuguese mobile and landline numbers', () => {
    expect(isValidPhone('912345678')).toBe(true);
    expect(isValidPhone('253123456')).toBe(true);
  });

  it('accepts spaces', () => {
    expect(isValidPhone('912 345 678')).toBe(true);
    expect(isValidPhone('  91 234 56 78 ')).toBe(true);
  });

  it('accepts the +351 and 00351 prefixes', () => {
    expect(isValidPhone('+351912345678')).toBe(true);
    expect(isValidPhone('+351 912 345 678')).toBe(true);
    expect(isValidPhone('00351 253 123 456')).toBe(true);
  });

  it('rejects Portuguese numbers that do not start with 2 or 9', () => {
    expect(isValidPhone('812345678')).toBe(false);
    expect(isValidPhone('112345678')).toBe(false);
    expect(isValidPhone('+351 812 345 678')).toBe(false);
  });

  it('rejects Portuguese numbers of the wrong length', () => {
    expect(isValidPhone('91234567')).toBe(false);
    expect(isValidPhone('9123456789')).toBe(false);
    expect(isValidPhone('+351 91234567')).toBe(false);
    expect(isValidPhone('00351 9123456789')).toBe(false);
  });

  it('accepts foreign numbers after + and the country code', () => {
    expect(isValidPhone('+34 612 345 678')).toBe(true); // Spain
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('+33612345678')).toBe(true);
    expect(isValidPhone('+55 (11) 91234-5678')).toBe(true); // Brazil, as Brazilians write it
    expect(isValidPhone('+1 234 567')).toBe(true); // 7 digits, the shortest
    expect(isValidPhone('+123456789012345')).toBe(true); // 15 digits, E.164's longest
  });

  it('accepts foreign numbers after 00 and the country code', () => {
    expect(isValidPhone('0044 20 7946 0958')).toBe(true);
    expect(isValidPhone('0034 612 345 678')).toBe(true);
    expect(isValidPhone('0041.79.123.45.67')).toBe(true);
  });

  it('rejects international numbers that are too short or too long, or whose code starts with 0', () => {
    expect(isValidPhone('+123456')).toBe(false); // 6 digits
    expect(isValidPhone('+1234567890123456')).toBe(false); // 16 digits
    expect(isValidPhone('0034 1234')).toBe(false); // 6 digits
    expect(isValidPhone('+0123456789')).toBe(false);
    expect(isValidPhone('000123456789')).toBe(false);
  });

  it('rejects foreign numbers without their international prefix', () => {
    expect(isValidPhone('612 345 678 34')).toBe(false);
    expect(isValidPhone('4420794609')).toBe(false);
    expect(isValidPhone('34 612 345 678')).toBe(false);
  });

  it('rejects letters, empty text and other symbols', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('   ')).toBe(false);
    expect(isValidPhone('91234567a')).toBe(false);
    expect(isValidPhone('912/345/678')).toBe(false);
    expect(isValidPhone('++351912345678')).toBe(false);
    expect(isValidPhone('+34 612 345 678 ext 2')).toBe(false);
    expect(isValidPhone('telefone')).toBe(false);
  });

  it('also tolerates hyphens, dots and parentheses as separators', () => {
    expect(isValidPhone('912-345-678')).toBe(true);
    expect(isValidPhone('(+351) 912.345.678')).toBe(true);
  });
});

describe('isValidMbwayPhone', () => {
  it('accepts Portuguese mobile numbers, with or without +351/00351', () => {
    expect(isValidMbwayPhone('912345678')).toBe(true);
    expect(isValidMbwayPhone('+351 961 234 567')).toBe(true);
    expect(isValidMbwayPhone('00351931234567')).toBe(true);
    expect(isValidMbwayPhone('93-123-4567')).toBe(true);
  });

  it('rejects landlines, foreign numbers and wrong lengths: MB Way is Portuguese only', () => {
    expect(isValidMbwayPhone('253123456')).toBe(false);
    expect(isValidMbwayPhone('+34612345678')).toBe(false);
    expect(isValidMbwayPhone('0034 612 345 678')).toBe(false);
    expect(isValidMbwayPhone('91234567')).toBe(false);
    expect(isValidMbwayPhone('')).toBe(false);
  });
});

describe('isValidPostalCode', () => {
  it('accepts the 0000-000 format', () => {
    expect(isValidPostalCode('4700-123')).toBe(true);
    expect(isValidPostalCode('1000-001')).toBe(true);
    expect(isValidPostalCode(' 4700-123 ')).toBe(true);
  });

  it('rejects other shapes', () => {
    for (const value of [
      '4700123',
      '4700 123',
      '470-123',
      '4700-12',
      '47001-123',
      'abcd-efg',
      '',
      '4700-1234',
    ]) {
      expect(isValidPostalCode(value)).toBe(false);
    }
  });

  it('rejects codes starting with 0, which do not exist', () => {
    expect(isValidPostalCode('0700-123')).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of ['ana@exemplo.pt', 'ana.silva+loja@mail.exemplo.com', 'a@b.co', ' ana@exemplo.pt ']) {
      expect(isValidEmail(value)).toBe(true);
    }
  });

  it('rejects addresses without @, domain, dot or TLD, or with spaces', () => {
    for (const value of [
      '',
      'ana',
      'ana@',
      '@exemplo.pt',
      'ana@exemplo',
      'ana@exemplo.',
      'ana@.pt',
      'ana@exemplo..pt',
      'ana @exemplo.pt',
      'ana@@exemplo.pt',
      'ana@exemplo.p',
    ]) {
      expect(isValidEmail(value)).toBe(false);
    }
  });

  it('rejects absurdly long addresses', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@exemplo.pt`)).toBe(false);
  });
});
