import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  choiceOf,
  consentAllows,
  consentExpiresAt,
  consentViewReducer,
  createConsent,
  HIDDEN,
  parseConsent,
  REJECT_OPTIONAL,
  type ConsentView,
  type CookieConsent,
} from './consent.ts';

const now = new Date('2026-06-15T12:00:00.000Z');
const stored: CookieConsent = {
  essential: true,
  analytics: true,
  marketing: false,
  timestamp: '2026-06-01T09:30:00.000Z',
};

describe('createConsent', () => {
  it('stores essential always on, the choice and the ISO time, with exactly the documented keys', () => {
    const consent = createConsent(REJECT_OPTIONAL, now);
    expect(Object.keys(consent)).toEqual(['essential', 'analytics', 'marketing', 'timestamp']);
    expect(consent).toEqual({
      essential: true,
      analytics: false,
      marketing: false,
      timestamp: '2026-06-15T12:00:00.000Z',
    });
    expect(createConsent(ACCEPT_ALL, now)).toMatchObject({ analytics: true, marketing: true });
  });
});

describe('parseConsent', () => {
  it('accepts a valid stored choice', () => {
    expect(parseConsent(stored, now)).toEqual(stored);
  });

  it('round-trips what createConsent stores', () => {
    const consent = createConsent({ analytics: false, marketing: true }, now);
    expect(parseConsent(JSON.parse(JSON.stringify(consent)), now)).toEqual(consent);
  });

  it('drops unknown extra keys', () => {
    expect(parseConsent({ ...stored, preferences: true }, now)).toEqual(stored);
  });

  it.each([
    ['null', null],
    ['a string', 'yes'],
    ['true', true],
    ['a list', [stored]],
    ['an empty object', {}],
    ['essential false', { ...stored, essential: false }],
    ['essential missing', { analytics: true, marketing: true, timestamp: stored.timestamp }],
    ['analytics as text', { ...stored, analytics: 'true' }],
    ['marketing missing', { essential: true, analytics: true, timestamp: stored.timestamp }],
    ['no timestamp', { essential: true, analytics: true, marketing: true }],
    ['a timestamp that is not a date', { ...stored, timestamp: 'ontem' }],
    ['a numeric timestamp', { ...stored, timestamp: 1767225600000 }],
  ])('discards %s', (_label, value) => {
    expect(parseConsent(value, now)).toBeUndefined();
  });

  it('asks again once the choice is 12 months old', () => {
    const timestamp = '2025-06-15T12:00:00.000Z';
    expect(consentExpiresAt(timestamp).toISOString()).toBe('2026-06-15T12:00:00.000Z');
    expect(parseConsent({ ...stored, timestamp }, new Date('2026-06-15T11:59:59.999Z'))).toBeDefined();
    expect(parseConsent({ ...stored, timestamp }, now)).toBeUndefined();
  });
});

describe('consentAllows', () => {
  it('allows nothing optional without a choice', () => {
    expect(consentAllows(null, 'analytics')).toBe(false);
    expect(consentAllows(null, 'marketing')).toBe(false);
  });

  it('allows exactly what the choice allows', () => {
    expect(consentAllows(stored, 'analytics')).toBe(true);
    expect(consentAllows(stored, 'marketing')).toBe(false);
  });
});

describe('choiceOf', () => {
  it('starts the settings with everything optional off when there is no choice', () => {
    expect(choiceOf(null)).toEqual({ analytics: false, marketing: false });
  });

  it('shows the current choice', () => {
    expect(choiceOf(stored)).toEqual({ analytics: true, marketing: false });
  });
});

describe('consentViewReducer', () => {
  const banner: ConsentView = { kind: 'banner' };

  it('shows the banner when its delay runs out and no choice is stored', () => {
    expect(consentViewReducer(HIDDEN, { type: 'bannerDue', hasChoice: false })).toEqual(banner);
    expect(consentViewReducer(HIDDEN, { type: 'bannerDue', hasChoice: true })).toBe(HIDDEN);
  });

  it('does not replace the settings view with the banner', () => {
    const settings: ConsentView = { kind: 'settings', from: 'footer' };
    expect(consentViewReducer(settings, { type: 'bannerDue', hasChoice: false })).toBe(settings);
  });

  it('Configurar opens the settings, and Cancelar goes back to the banner', () => {
    const settings = consentViewReducer(banner, { type: 'configure' });
    expect(settings).toEqual({ kind: 'settings', from: 'banner' });
    expect(consentViewReducer(settings, { type: 'cancel' })).toEqual(banner);
  });

  it('the footer opens the settings at any time, and Cancelar then closes them', () => {
    const settings = consentViewReducer(HIDDEN, { type: 'openSettings' });
    expect(settings).toEqual({ kind: 'settings', from: 'footer' });
    expect(consentViewReducer(settings, { type: 'cancel' })).toBe(HIDDEN);
  });

  it('the footer while the banner is up keeps the way back to the banner', () => {
    expect(consentViewReducer(banner, { type: 'openSettings' })).toEqual({
      kind: 'settings',
      from: 'banner',
    });
  });

  it('a decision closes every view', () => {
    expect(consentViewReducer(banner, { type: 'decided' })).toBe(HIDDEN);
    expect(consentViewReducer({ kind: 'settings', from: 'banner' }, { type: 'decided' })).toBe(HIDDEN);
  });

  it('ignores events that do not apply to the current view', () => {
    expect(consentViewReducer(HIDDEN, { type: 'configure' })).toBe(HIDDEN);
    expect(consentViewReducer(HIDDEN, { type: 'cancel' })).toBe(HIDDEN);
    expect(consentViewReducer(banner, { type: 'cancel' })).toBe(banner);
  });
});
