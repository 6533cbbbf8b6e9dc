// The frame of every in-app admin page, and the guard of every page but the login. Not the
// public layout: no site header, footer, cookie banner or chat button.
import { Navigate, Outlet, useLocation } from '#src/components/router/router.tsx';
import { ErrorBoundary } from '#src/components/error-boundary/error-boundary.tsx';
import { isAdminSignedIn } from '#src/lib/in-app-admin/admin-login.ts';
import { paths } from '#src/lib/paths.ts';
import { browserStorage } from '#src/lib/storage.ts';
// The admin's styles, as a stylesheet of their own: the public site has one stylesheet
// (cssCodeSplit: false), and a normal CSS import here would add the admin's rules to it. As a
// URL, Vite still compiles and minifies the file, and React 19 inserts the <link> in the head
// and waits for it before showing the page.
import adminStylesheet from './admin.css?url';

function AdminError() {
  return (
    <main id="main" className="container page admin-error" role="alert">
      <h1>Ocorreu um erro</h1>
      <p>Esta página da administração não pode ser mostrada. Tente recarregar a página.</p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Recarregar a página
        </button>
      </p>
    </main>
  );
}

export function AdminLayout() {
  const { pathname, search } = useLocation();
  return (
    <div className="admin">
      <link rel="stylesheet" href={adminStylesheet} precedence="admin" />
      <ErrorBoundary region="The admin page" fallback={<AdminError />} resetKey={pathname + search}>
        <Outlet />
      </ErrorBoundary>
    </div>
  );
}

/** Without the session marker, off to the login, replacing the history entry. */
export function AdminGuard() {
  if (!isAdminSignedIn(browserStorage())) return <Navigate to={paths.adminLogin.getHref()} replace />;
  return <Outlet />;
}
