// The site's main sections, shared by the header navigation and the footer.

import { paths } from '#src/lib/paths.ts';

export type NavLinkItem = {
  to: string;
  label: string;
  /** Active only on this exact path (the home page would otherwise match everything). */
  end?: boolean;
  /** The shop entry: shows the product categories beneath it. */
  withCategories?: boolean;
};

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { to: paths.home.getHref(), label: 'Home', end: true },
  { to: paths.about.getHref(), label: 'Sobre' },
  { to: paths.courses.getHref(), label: 'Formações' },
  { to: paths.shop.getHref(), label: 'Loja', withCategories: true },
  { to: paths.testimonials.getHref(), label: 'Testemunhos' },
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.contact.getHref(), label: 'Contactos' },
];
