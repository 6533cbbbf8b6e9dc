// schema.org Organization for the home page (https://schema.org/Organization), built from the
// business settings so that search engines show the same facts as the site.
import type { Business } from '#src/lib/schema.ts';

type OrganizationUrls = {
  /** The site's absolute origin, e.g. https://atelierunhasdegel.pt */
  siteUrl: string;
  /** Absolute URL of the logo. */
  logoUrl: string;
};

export function organizationJsonLd(
  business: Business,
  { siteUrl, logoUrl }: OrganizationUrls,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: business.name,
    legalName: business.legalName,
    description: business.tagline,
    url: `${siteUrl.replace(/\/$/, '')}/`,
    logo: logoUrl,
    email: business.email,
    telephone: business.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      postalCode: business.address.postalCode,
      addressLocality: business.address.city,
      addressRegion: business.address.district,
      addressCountry: 'PT',
    },
    sameAs: business.social.map((network) => network.url),
    founder: { '@type': 'Person', name: business.founder },
  };
}
