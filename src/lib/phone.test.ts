import { describe, it, expect } from 'vitest';
import { isValidEmail, isValidPortuguesePhone, isValidPostalCode } from './phone.ts';

describe('isValidPortuguesePhone', () => {
  it('accepts 9-digit mobile and landline numbers', () => {
    expect(isValidPortuguesePhone('912345678')).toBe(true);
    expect(isValidPortuguesePhone('253123456')).toBe(true);
  });

  it('accepts spaces', () => {
    expect(isValidPortuguesePhone('912 345 678')).toBe(true);
    expect(isValidPortuguesePhone('  91 234 56 78 ')).toBe(true);
  });

  it('accepts the +351 and 00351 prefixes', () => {
    expect(isValidPortuguesePhone('+351912345678')).toBe(true);
    expect(isValidPortuguesePhone('+351 912 345 678')).toBe(true);
    expect(isValidPortuguesePhone('00351 253 123 456')).toBe(true);
  });

  it('rejects Portuguese numbers that do not start with 2 or 9', () => {
    expect(isValidPortuguesePhone('812345678')).toBe(false);
    expect(isValidPortuguesePhone('112345678')).toBe(false);
    expect(isValidPortuguesePhone('+351 812 345 678')).toBe(false);
  });

  it('rejects Portuguese numbers of the wrong length', () => {
    expect(isValidPortuguesePhone('91234567')).toBe(false);
    expect(isValidPortuguesePhone('9123456789')).toBe(false);
    expect(isValidPortuguesePhone('+351 91234567')).toBe(false);
    expect(isValidPortuguesePhone('00351 9123456789')).toBe(false);
  });

  it('accepts other international numbers in + form with 8 to 15 digits', () => {
    expect(isValidPortuguesePhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPortuguesePhone('+33612345678')).toBe(true);
    expect(isValidPortuguesePhone('+1 23 456 78')).toBe(true); // 8 digits
    expect(isValidPortuguesePhone('+123456789012345')).toBe(true); // 15 digits
  });

  it('rejects international numbers that are too short or too long, or start with 0', () => {
    expect(isValidPortuguesePhone('+1234567')).toBe(false); // 7 digits
    expect(isValidPortuguesePhone('+1234567890123456')).toBe(false); // 16 digits
    expect(isValidPortuguesePhone('+0123456789')).toBe(false);
  });

  it('rejects international numbers without the + (other than 00351)', () => {
    expect(isValidPortuguesePhone('0044 20 7946 0958')).toBe(false);
    expect(isValidPortuguesePhone('4420794609')).toBe(false);
  });

  it('rejects letters, empty text and other symbols', () => {
    expect(isValidPortuguesePhone('')).toBe(false);
    expect(isValidPortuguesePhone('   ')).toBe(false);
    expect(isValidPortuguesePhone('91234567a')).toBe(false);
    expect(isValidPortuguesePhone('912/345/678')).toBe(false);
    expect(isValidPortuguesePhone('++351912345678')).toBe(false);
  });

  it('also tolerates hyphens, dots and parentheses as separators', () => {
    expect(isValidPortuguesePhone('912-345-678')).toBe(true);
    expect(isValidPortuguesePhone('(+351) 912.345.678')).toBe(true);
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
