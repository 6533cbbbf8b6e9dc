// The site's links: React Router's <Link> and <NavLink>, without the `data-discover` attribute
// they write on every link by default. That attribute serves React Router's framework mode, which
// finds a page's routes on the server as links show; this site declares its routes up front
// (docs/decisions/004-declarative-routes-and-lazy-pages.md), so nothing reads it, and on the home
// page its 56 copies were some 100 bytes of gzip. The app imports its links from here (ESLint
// refuses `Link` and `NavLink` from 'react-router').
import {
  // eslint-disable-next-line no-restricted-imports -- this module is where they come from
  Link as RouterLink,
  // eslint-disable-next-line no-restricted-imports -- this module is where they come from
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';

export type { LinkProps, NavLinkProps };

export function Link(props: LinkProps) {
  return <RouterLink discover="none" {...props} />;
}

export function NavLink(props: NavLinkProps) {
  return <RouterNavLink discover="none" {...props} />;
}
