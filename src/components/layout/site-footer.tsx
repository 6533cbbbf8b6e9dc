import type { ReactNode } from 'react';
import { Link } from '#src/components/link/link.tsx';
import { OpeningHours } from '#src/components/opening-hours/opening-hours.tsx';
import { business, categories } from '#src/generated/settings.json';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, SocialIcon } from '#src/components/icons/icons.tsx';
import { MAIN_NAV_LINKS } from './nav-links.ts';
import { useCurrentYear } from './use-current-year.ts';
import './site-footer.css';
import { paths } from '#src/lib/paths.ts';
import { Picture } from '#src/components/picture/picture.tsx';
import { SiteLogo } from './site-logo.tsx';
import { telHref } from '#src/lib/phone.ts';

/** A web address as people read it: 'https://www.cicap.pt/' → 'www.cicap.pt'. */
export const displayUrl = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

type SiteFooterProps = {
  /** The control that reopens the cookie settings, shown with the legal links (the consent feature's). */
  cookieSettings?: ReactNode;
};

/** The footer of every public page: sections, categories, contacts, social and legal links. */
export function SiteFooter({ cookieSettings }: SiteFooterProps = {}) {
  const year = useCurrentYear();
  const { address, legal } = business;

  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__columns">
          <div className="site-footer__about">
            <Link to={paths.home.getHref()} className="site-footer__brand">
              <SiteLogo className="site-footer__logo" size={40} />
              <span>{business.name}</span>
            </Link>
            <p className="site-footer__tagline">{business.tagline}</p>
            {business.social.length > 0 && (
              <ul className="site-footer__social" aria-label="Redes sociais">
                {business.social.map((network) => (
                  <li key={network.url}>
                    <a
                      className="site-footer__social-link"
                      href={network.url}
                      target="_blank"
                      rel="noopener"
                      aria-label={network.name}
                    >
                      <SocialIcon network={network.name} size={20} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>

          <nav className="site-footer__column" aria-labelledby="site-footer-nav">
            <h2 className="site-footer__heading" id="site-footer-nav">
              Navegação
            </h2>
            <ul className="site-footer__links">
              {MAIN_NAV_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <nav className="site-footer__column" aria-labelledby="site-footer-categories">
            <h2 className="site-footer__heading" id="site-footer-categories">
              Categorias
            </h2>
            <ul className="site-footer__links">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={paths.category.getHref(category.slug)}>{category.name}</Link>
                </li>
              ))}
            </ul>
          </nav>

          <section
            className="site-footer__column site-footer__contacts"
            aria-labelledby="site-footer-contacts"
          >
            <h2 className="site-footer__heading" id="site-footer-contacts">
              Contactos
            </h2>
            <address className="site-footer__address">
              <p className="site-footer__contact">
                <MapPinIcon size={18} />
                <span>
                  {address.street}
                  <br />
                  {address.postalCode} {address.city}
                </span>
              </p>
              <p className="site-footer__contact">
                <PhoneIcon size={18} />
                <a href={telHref(business.phone)}>{business.phone}</a>
              </p>
              <p className="site-footer__contact">
                <MailIcon size={18} />
                <a href={`mailto:${business.email}`}>{business.email}</a>
              </p>
            </address>
            <div className="site-footer__contact site-footer__hours">
              <ClockIcon size={18} />
              <div>
                <h3 className="site-footer__subheading">Horário</h3>
                <OpeningHours className="site-footer__hours-list" />
              </div>
            </div>
          </section>
        </div>
      </div>

      {/* Legal and consumer information: the complaints book and dispute resolution that Portuguese
          law requires of online shops, the legal links, then the copyright line. */}
      <div className="site-footer__legal">
        <div className="container">
          <div className="site-footer__consumer">
            {/* The badge is asked for once the page has hydrated, not beside its largest paint: a
                lazy picture within some 3,000 px of the top is fetched at once by a browser that
                does not know its connection, and Lighthouse then counted it in the product page's
                LCP (docs/decisions/034-footer-badge-after-hydration.md). The link keeps its name
                and its box meanwhile. */}
            <a
              className="site-footer__complaints"
              href={legal.complaintsBookUrl}
              target="_blank"
              rel="noopener"
              aria-label="Livro de Reclamações Eletrónico"
            >
              <Picture
                src="/images/livro-reclamacoes.svg"
                alt="Livro de Reclamações Eletrónico"
                width={150}
                height={50}
                sizes="150px"
                later="after-hydration"
              />
            </a>
            <p className="site-footer__adr">
              Em caso de litígio, o consumidor pode recorrer a uma Entidade de Resolução Alternativa de
              Litígios de consumo: {legal.disputeResolution.name} (
              <a href={legal.disputeResolution.url} target="_blank" rel="noopener">
                {displayUrl(legal.disputeResolution.url)}
              </a>
              ). Mais informações em Portal do Consumidor (
              <a href="https://www.consumidor.gov.pt/" target="_blank" rel="noopener">
                www.consumidor.gov.pt
              </a>
              ).
            </p>
          </div>
          <div className="site-footer__legal-inner">
            <ul className="site-footer__legal-links">
              <li>
                <Link to={paths.terms.getHref()}>Termos e Condições</Link>
              </li>
              <li>
                <Link to={paths.privacy.getHref()}>Política de Privacidade</Link>
              </li>
              {cookieSettings !== undefined && <li>{cookieSettings}</li>}
              <li>
                <Link to={paths.adminLogin.getHref()}>Admin</Link>
              </li>
            </ul>
            <p className="site-footer__copyright">
              © {year !== null && `${year} `}
              {business.legalName} · NIF {business.nif} · Todos os direitos reservados.
            </p>
          </div>
        </div>
      </div>
    </footer>
  );
}
