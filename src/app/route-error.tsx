import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import './route-error.css';
import { paths } from '#src/lib/paths.ts';

/** Shown when a page fails to render: the router error of docs/product.md §8, with a way back. */
export function RouteError() {
  return (
    <main id="main" className="container page-error" role="alert">
      <h1>Unexpected Application Error!</h1>
      <p>Ocorreu um erro inesperado ao mostrar esta página. Tente recarregar a página.</p>
      <p>
        <Link className="button" to={paths.home.getHref()}>
          Voltar à Página Inicial
        </Link>
      </p>
    </main>
  );
}

type BoundaryProps = { resetKey: string; children: ReactNode };
type BoundaryState = { failedAt: string | null };

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    const { failedAt } = this.state;
    // The error screen stays until the visitor goes to another URL.
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.resetKey)) return <RouteError />;
    return this.props.children;
  }
}

/** Keeps a failing page from taking the header and footer down with it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <PageErrorBoundary resetKey={pathname + search}>{children}</PageErrorBoundary>;
}
