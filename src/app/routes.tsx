// The route table, shared by the browser and the prerender. Each page is its own chunk, loaded
// with React.lazy; `module` names the source file so the prerender can preload that chunk.
// Declarative routing with the site's own router (src/components/router/): the pages load their
// data from src/data/, so a router needs only to match URLs and move between them.
// The in-app admin (/admin/...) is outside the public layout and never prerendered: its route
// tree (./admin-routes.tsx) and every admin page are chunks of their own, loaded only when an
// admin URL is opened, so nothing of it reaches a visitor of the public site.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from '#src/components/router/router.tsx';
import { matchRoutes } from '#src/lib/router/match.ts';
import { wholeStylesheet } from '#src/lib/page-loading/whole-stylesheet.ts';
import { PagePath } from '#src/data/page-hooks.tsx';
import { RootLayout } from './root-layout.tsx';
import { paths, PUBLIC_PAGES, type PublicPage } from '#src/lib/paths.ts';

/**
 * A page's route module. `preloadParts`, when it has one, loads the chunks of the parts that
 * hydrate later (src/components/hydrate-when/): a client render (a visit from another page) waits
 * for them with the page's own chunk, so that the page appears whole at once.
 */
type RouteModule = { default: ComponentType; preloadParts?: () => Promise<void> };

type PageRoute = {
  page: PublicPage;
  /** The pattern, relative to the root layout ('' for the home page). */
  path: string;
  module: string;
  load: () => Promise<RouteModule>;
};

type LoadedPageRoute = PageRoute & { Page: LazyExoticComponent<ComponentType> };

type PageModule = { module: string; load: PageRoute['load'] };

const page = (pageName: PublicPage, { module, load }: PageModule): LoadedPageRoute => {
  let loaded: { default: ComponentType } | undefined;
  const loadAndKeep = () =>
    load().then((chunk) => {
      loaded = chunk;
      return chunk;
    });
  return {
    page: pageName,
    path: paths[pageName].path.replace(/^\//, ''),
    module,
    load: loadAndKeep,
    // Once preloaded (entry-client does it before hydrating), the chunk is handed to React.lazy
    // synchronously: a lazy page that suspends at hydration would be client-rendered, throwing
    // away its prerendered HTML, as soon as a provider above it updates. Not preloaded, the page is
    // rendered on the client: its later parts are loaded with it.
    Page: lazy(() => {
      const chunk = loaded;
      if (chunk === undefined)
        return loadAndKeep().then(async (module) => {
          // A page reached by client-side navigation may need rules the first page's own CSS
          // left out (src/lib/page-loading/whole-stylesheet.ts).
          await Promise.all([module.preloadParts?.(), wholeStylesheet()]);
          return module;
        });
      const settled = { then: (resolve: (value: typeof chunk) => void) => resolve(chunk) };
      return settled as Promise<typeof chunk>;
    }),
  };
};

// One module per public page; the URL pattern of each comes from the table of paths. The record
// type makes a page added to that table a type error here until it has a module.
const pageModules: Record<PublicPage, PageModule> = {
  home: { module: 'src/routes/home.tsx', load: () => import('../routes/home.tsx') },
  about: { module: 'src/routes/about.tsx', load: () => import('../routes/about.tsx') },
  courses: { module: 'src/routes/courses.tsx', load: () => import('../routes/courses.tsx') },
  course: { module: 'src/routes/course-detail.tsx', load: () => import('../routes/course-detail.tsx') },
  shop: { module: 'src/routes/shop.tsx', load: () => import('../routes/shop.tsx') },
  product: { module: 'src/routes/product.tsx', load: () => import('../routes/product.tsx') },
  category: { module: 'src/routes/category.tsx', load: () => import('../routes/category.tsx') },
  subcategory: { module: 'src/routes/category.tsx', load: () => import('../routes/category.tsx') },
  cart: { module: 'src/routes/cart.tsx', load: () => import('../routes/cart.tsx') },
  checkout: { module: 'src/routes/checkout.tsx', load: () => import('../routes/checkout.tsx') },
  testimonials: { module: 'src/routes/testimonials.tsx', load: () => import('../routes/testimonials.tsx') },
  blog: { module: 'src/routes/blog.tsx', load: () => import('../routes/blog.tsx') },
  blogPost: { module: 'src/routes/blog-post.tsx', load: () => import('../routes/blog-post.tsx') },
  contact: { module: 'src/routes/contact.tsx', load: () => import('../routes/contact.tsx') },
  privacy: { module: 'src/routes/privacy.tsx', load: () => import('../routes/privacy.tsx') },
  terms: { module: 'src/routes/terms.tsx', load: () => import('../routes/terms.tsx') },
  notFound: { module: 'src/routes/not-found.tsx', load: () => import('../routes/not-found.tsx') },
};

export const pageRoutes: LoadedPageRoute[] = PUBLIC_PAGES.map((name) => page(name, pageModules[name]));

// The in-app admin is one lazily loaded route tree (./admin-routes.tsx): the public bundle holds
// this single entry and nothing else of it.
const ADMIN_PATTERN = '/admin/*';
const loadAdminRoutes = () => import('./admin-routes.tsx');
const AdminRoutes = lazy(loadAdminRoutes);

type Matchable = {
  path?: string;
  index?: true;
  route: { kind: 'public'; route: PageRoute } | { kind: 'admin'; load: () => Promise<unknown> };
};
const matchable: Matchable[] = [
  ...pageRoutes.map((route): Matchable =>
    route.path === ''
      ? { index: true, route: { kind: 'public', route } }
      : { path: route.path, route: { kind: 'public', route } },
  ),
  { path: ADMIN_PATTERN, route: { kind: 'admin', load: loadAdminRoutes } },
];

const matchAny = (pathname: string) => matchRoutes(matchable, pathname)?.at(-1)?.route.route;

/** The public page route that answers `pathname`; undefined for an admin URL. */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  const matched = matchAny(pathname);
  return matched?.kind === 'public' ? matched.route : undefined;
}

/** Whether `pathname` belongs to the in-app admin (never prerendered). */
export function isAdminPath(pathname: string): boolean {
  return matchAny(pathname)?.kind === 'admin';
}

/** Loads the chunk of the page that answers `pathname`, so hydration need not wait for it. */
export async function preloadPageRoute(pathname: string): Promise<void> {
  const matched = matchAny(pathname);
  if (matched?.kind === 'public') await matched.route.load();
  else await matched?.load();
}

/** Shown only when a page's chunk is still loading on a render without prerendered HTML. */
function PageLoading() {
  return (
    <main id="main" className="page container" aria-busy="true">
      <div className="skeleton" style={{ height: '2.5rem', maxWidth: '24rem', marginBottom: '1.5rem' }} />
      <div className="skeleton" style={{ height: '16rem' }} />
    </main>
  );
}

/** While the admin's chunks load. */
function AdminLoading() {
  return (
    <main id="main" className="container page" aria-busy="true">
      <p>A carregar...</p>
    </main>
  );
}

export function AppRoutes() {
  // The data hooks read the current page's slice of the published data under its path.
  const { pathname } = useLocation();
  return (
    <PagePath path={pathname}>
      <Routes>
        {/* The in-app admin, outside the public layout (no site header, footer or banners). */}
        <Route
          path={ADMIN_PATTERN}
          element={
            <Suspense fallback={<AdminLoading />}>
              <AdminRoutes />
            </Suspense>
          }
        />
        <Route path={paths.home.path} element={<RootLayout />}>
          {pageRoutes.map(({ path, module, Page }) => {
            // A page that fails is caught by the root layout's error boundary around its <Outlet />.
            const element = (
              <Suspense fallback={<PageLoading />}>
                <Page />
              </Suspense>
            );
            return path === '' ? (
              <Route key={module} index element={element} />
            ) : (
              <Route key={path} path={path} element={element} />
            );
          })}
        </Route>
      </Routes>
    </PagePath>
  );
}
