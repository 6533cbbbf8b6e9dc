// The site's main sections, shared by the header navigation and the footer.

export type NavLinkItem = {
  to: string;
  label: string;
  /** Active only on this exact path (the home page would otherwise match everything). */
  end?: boolean;
  /** The shop entry: shows the product categories beneath it. */
  withCategories?: boolean;
};

export const MAIN_NAV_LINKS: readonly NavLinkItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/sobre', label: 'Sobre' },
  { to: '/formacoes', label: 'Formações' },
  { to: '/loja', label: 'Loja', withCategories: true },
  { to: '/testemunhos', label: 'Testemunhos' },
  { to: '/blog', label: 'Blog' },
  { to: '/contactos', label: 'Contactos' },
];

export const categoryPath = (categorySlug: string) => `/loja/${categorySlug}`;
