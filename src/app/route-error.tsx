import type { ReactNode } from 'react';
import { useLocation } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import './route-error.css';
import { paths } from '#src/lib/paths.ts';

/** The error screen: the router's error text, a Portuguese explanation, reload or go home. */
function ErrorScreen({ explanation, homeLink }: { explanation: string; homeLink: ReactNode }) {
  return (
    <main id="main" className="container page-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>{explanation}</p>
      <p className="page-error__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recarregar a página
        </button>
        {homeLink}
      </p>
    </main>
  );
}

/** Shown in place of a page that failed to render, between the header and the footer. */
export function RouteError() {
  return (
    <ErrorScreen
      explanation="Ocorreu um erro inesperado ao mostrar esta página. Tente recarregar a página."
      homeLink={
        <Link className="button button--secondary" to={paths.home.getHref()}>
          Voltar à Página Inicial
        </Link>
      }
    />
  );
}

/**
 * Keeps a failing page from taking the header and footer down with it. The error screen stays
 * until the visitor goes to another URL.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return (
    <ErrorBoundary region="The page" fallback={<RouteError />} resetKey={pathname + search}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * The last resort, above the providers and the router (so no router link): when even the frame
 * of the site fails, a message and a way on instead of a blank screen.
 */
export function AppError() {
  return (
    <ErrorScreen
      explanation="Ocorreu um erro inesperado e o site não pode ser mostrado. Tente recarregar a página."
      homeLink={
        <a className="button button--secondary" href={paths.home.getHref()}>
          Voltar à Página Inicial
        </a>
      }
    />
  );
}
