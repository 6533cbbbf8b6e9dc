import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import './route-error.css';

/** Shown when a page fails to render: SPEC.md section 8's router error, with a way back. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main id="main" className="container page-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Ocorreu um erro inesperado ao mostrar esta página. Tente recarregar a página.</p>
      {detail && <p className="page-error__detail">{detail}</p>}
      <p>
        <Link className="button" to="/">
          Voltar à Página Inicial
        </Link>
      </p>
    </main>
  );
}
