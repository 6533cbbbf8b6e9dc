import { describe, expect, it } from 'vitest';
import {
  isNewsletterPopupForced,
  shouldShowNewsletterPopup,
  type NewsletterPopupContext,
} from './newsletter-popup.ts';

const due: NewsletterPopupContext = {
  pathname: '/',
  consentGiven: true,
  closed: false,
  subscribed: false,
  forced: false,
};

describe('shouldShowNewsletterPopup', () => {
  it('shows on the home page once a cookie choice exists and no flag is set', () => {
    expect(shouldShowNewsletterPopup(due)).toBe(true);
  });

  it('shows only on the home page', () => {
    for (const pathname of ['/loja', '/blog', '/contactos', '/formacoes/1']) {
      expect(shouldShowNewsletterPopup({ ...due, pathname })).toBe(false);
      expect(shouldShowNewsletterPopup({ ...due, pathname, forced: true })).toBe(false);
    }
  });

  it('waits for a cookie choice, even when forced', () => {
    expect(shouldShowNewsletterPopup({ ...due, consentGiven: false })).toBe(false);
    expect(shouldShowNewsletterPopup({ ...due, consentGiven: false, forced: true })).toBe(false);
  });

  it('never shows again once closed or subscribed', () => {
    expect(shouldShowNewsletterPopup({ ...due, closed: true })).toBe(false);
    expect(shouldShowNewsletterPopup({ ...due, subscribed: true })).toBe(false);
    expect(shouldShowNewsletterPopup({ ...due, closed: true, subscribed: true })).toBe(false);
  });

  it('shows despite the flags when forced on the home page', () => {
    expect(shouldShowNewsletterPopup({ ...due, closed: true, forced: true })).toBe(true);
    expect(shouldShowNewsletterPopup({ ...due, subscribed: true, forced: true })).toBe(true);
  });
});

describe('isNewsletterPopupForced', () => {
  it('is forced by ?newsletter=1 or ?newsletter=true', () => {
    expect(isNewsletterPopupForced('?newsletter=1')).toBe(true);
    expect(isNewsletterPopupForced('?utm_source=instagram&newsletter=true')).toBe(true);
  });

  it('is not forced otherwise', () => {
    expect(isNewsletterPopupForced('')).toBe(false);
    expect(isNewsletterPopupForced('?newsletter=0')).toBe(false);
    expect(isNewsletterPopupForced('?newsletter')).toBe(false);
    expect(isNewsletterPopupForced('?search=newsletter%3D1')).toBe(false);
  });
});
