import { describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { organizationJsonLd } from './organization-json-ld.ts';

describe('organizationJsonLd', () => {
  const { business } = settings;
  const data = organizationJsonLd(business, {
    siteUrl: 'https://example.pt/',
    logoUrl: 'https://example.pt/images/logo.svg',
  });

  it('describes the business from the settings', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: business.name,
      legalName: business.legalName,
      url: 'https://example.pt/',
      logo: 'https://example.pt/images/logo.svg',
      email: business.email,
      telephone: business.phone,
      founder: { '@type': 'Person', name: business.founder },
    });
  });

  it('gives a Portuguese postal address and the social profiles', () => {
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.city,
      addressRegion: business.address.district,
      addressCountry: 'PT',
    });
    expect(data.sameAs).toEqual(business.social.map((s) => s.url));
  });
});
