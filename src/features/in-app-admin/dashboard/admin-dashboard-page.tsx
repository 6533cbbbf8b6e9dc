// /admin/dashboard?tab=products|training|blog (docs/product.md §6): the header (site, CMS,
// logout) and one tab per collection.
import { useNavigate, useSearchParams } from '#src/components/router/router.tsx';
import { Link } from '#src/components/link/link.tsx';
import { business } from '#src/generated/settings.json';
import { usePageMeta } from '#src/components/seo/page-meta.tsx';
import { signOutAdmin } from '#src/lib/in-app-admin/admin-login.ts';
import { ADMIN_TABS, parseAdminTab, paths, type AdminTab } from '#src/lib/paths.ts';
import { browserStorage } from '#src/lib/storage.ts';
import { CoursesTab } from './courses-tab.tsx';
import { PostsTab } from './posts-tab.tsx';
import { ProductsTab } from './products-tab.tsx';

const TAB_LABELS: Record<AdminTab, string> = { products: 'Produtos', training: 'Formações', blog: 'Blog' };

export const LOGOUT_QUESTION = 'Tem a certeza que quer sair?';

export function AdminDashboardPage() {
  const [params] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  const navigate = useNavigate();
  usePageMeta({
    title: `Painel: ${TAB_LABELS[tab]}`,
    description: 'Painel de administração do site.',
    noindex: true,
  });

  const logout = () => {
    if (!window.confirm(LOGOUT_QUESTION)) return;
    signOutAdmin(browserStorage());
    void navigate(paths.adminLogin.getHref(), { replace: true });
  };

  return (
    <>
      <header className="admin-header">
        <div className="admin-header__inner">
          <p className="admin-header__brand">
            <span className="admin-header__name">{business.name}</span>
            <span className="admin-header__area">Administração</span>
          </p>
          <nav className="admin-header__links" aria-label="Administração">
            <a href={paths.home.getHref()} target="_blank" rel="noopener">
              Ver site
            </a>
            {/* The Git CMS is another application: a full page load, not a router link. */}
            <a href={paths.cms.getHref()}>Abrir o editor de conteúdos (CMS)</a>
            <button type="button" className="button button--secondary button--small" onClick={logout}>
              Sair
            </button>
          </nav>
        </div>
      </header>
      <main id="main" className="admin-main">
        <h1 className="admin-main__title">Painel de administração</h1>
        <nav className="admin-tabs" aria-label="Secções do painel">
          {ADMIN_TABS.map((name) => (
            <Link
              key={name}
              to={paths.adminDashboard.getHref(name)}
              className="admin-tabs__tab"
              aria-current={name === tab ? 'page' : undefined}
            >
              {TAB_LABELS[name]}
            </Link>
          ))}
        </nav>
        {tab === 'products' && <ProductsTab />}
        {tab === 'training' && <CoursesTab />}
        {tab === 'blog' && <PostsTab />}
      </main>
    </>
  );
}
