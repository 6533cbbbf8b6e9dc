// /admin/login (docs/product.md §6): both fields required, a show/hide toggle, a check of about
// half a second, the error cleared as soon as the owner types, and the session marker on success.
import { useId, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from '#src/components/router/router.tsx';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import {
  checkAdminCredentials,
  INVALID_CREDENTIALS,
  isAdminSignedIn,
  LOGIN_CHECK_MS,
  loginComplete,
  signInAdmin,
} from '#src/lib/in-app-admin/admin-login.ts';
import { paths } from '#src/lib/paths.ts';
import { browserStorage } from '#src/lib/storage.ts';
import { adminLogin } from '../admin-login-config.ts';

const NO_WEB_CRYPTO =
  'Não foi possível verificar as credenciais neste endereço: abra a administração por https (ou localhost).';
const NO_STORAGE =
  'Não foi possível iniciar a sessão: o navegador não deixa guardar dados deste site (armazenamento local bloqueado).';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function AdminLoginPage() {
  usePageMeta({
    title: 'Entrar na Administração',
    description: 'Acesso à administração do site.',
    noindex: true,
  });
  const navigate = useNavigate();
  const id = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Read once: a signed-in owner who opens the login goes straight to the dashboard.
  const [alreadySignedIn] = useState(() => isAdminSignedIn(browserStorage()));

  if (alreadySignedIn) return <Navigate to={paths.adminDashboard.getHref()} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking || !loginComplete(username, password)) return;
    setChecking(true);
    setError(null);
    let valid = false;
    let problem = INVALID_CREDENTIALS;
    try {
      [valid] = await Promise.all([
        checkAdminCredentials(adminLogin, username, password),
        wait(LOGIN_CHECK_MS),
      ]);
    } catch (cause) {
      console.warn('The admin login could not be checked', cause);
      problem = NO_WEB_CRYPTO;
    }
    if (valid && signInAdmin(browserStorage())) {
      await navigate(paths.adminDashboard.getHref(), { replace: true });
      return;
    }
    setChecking(false);
    setError(valid ? NO_STORAGE : problem);
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError(null);
  };

  return (
    <main id="main" className="admin-login">
      <div className="admin-login__card card">
        <h1 className="admin-login__title">Administração</h1>
        <p className="admin-login__lead">Entre para gerir produtos, formações e artigos do blog.</p>
        <form className="admin-login__form" onSubmit={(event) => void onSubmit(event)}>
          <div className="field">
            <label htmlFor={`${id}-username`}>Utilizador</label>
            <input
              id={`${id}-username`}
              name="username"
              autoComplete="username"
              required
              value={username}
              onChange={(event) => edit(setUsername)(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-password`}>Palavra-passe</label>
            <div className="admin-login__password">
              <input
                id={`${id}-password`}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                value={password}
                onChange={(event) => edit(setPassword)(event.target.value)}
              />
              <button
                type="button"
                className="button button--ghost button--small admin-login__toggle"
                aria-label={showPassword ? 'Ocultar palavra-passe' : 'Mostrar palavra-passe'}
                aria-controls={`${id}-password`}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Ocultar' : 'Mostrar'}
              </button>
            </div>
          </div>
          {error && (
            <p className="alert alert--error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--block" disabled={checking}>
            {checking ? 'A verificar...' : 'Entrar'}
          </button>
        </form>
        {adminLogin.demoPassword !== undefined && (
          <div className="admin-login__demo" aria-label="Credenciais de demonstração" role="note">
            <p>
              <strong>Credenciais de demonstração</strong> (nenhumas foram configuradas neste site):
            </p>
            <p>
              Utilizador: <code>{adminLogin.username}</code>
              <br />
              Palavra-passe: <code>{adminLogin.demoPassword}</code>
            </p>
          </div>
        )}
        <p className="admin-login__cms">
          {/* The Git CMS is another application: a full page load, not a router link. */}
          <a href={paths.cms.getHref()}>Abrir o editor de conteúdos (CMS)</a>
        </p>
        <p className="admin-login__note">
          Esta área guarda as alterações apenas neste navegador. Para publicar, use o editor de conteúdos.
        </p>
      </div>
    </main>
  );
}
