import { Link } from '#src/components/link/link.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import './not-found-page.css';
import { paths } from '#src/lib/paths.ts';

const SUGGESTIONS = [
  { to: paths.shop.getHref(), label: 'Loja' },
  { to: paths.courses.getHref(), label: 'Formações' },
  { to: paths.blog.getHref(), label: 'Blog' },
  { to: paths.contact.getHref(), label: 'Contactos' },
];

/** Any unknown address (docs/product.md §2.17): says so, and offers the way home. */
export function NotFoundPage() {
  usePageMeta({
    title: 'Página Não Encontrada',
    description: 'A página que procura não existe ou foi mudada de sítio.',
    noindex: true,
  });

  return (
    <main id="main" className="page not-found">
      <div className="container">
        <div className="not-found__inner">
          <h1 className="not-found__title">
            <span className="not-found__code">404</span> Página Não Encontrada
          </h1>
          <p className="not-found__text">
            Lamentamos, mas a página que procura não existe ou foi mudada de sítio. Verifique o endereço ou
            continue a partir da página inicial.
          </p>
          <Link className="button" to={paths.home.getHref()}>
            Voltar à Página Inicial
          </Link>
          <nav className="not-found__suggestions" aria-label="Sugestões">
            <p>Também pode visitar:</p>
            <ul>
              {SUGGESTIONS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </main>
  );
}
