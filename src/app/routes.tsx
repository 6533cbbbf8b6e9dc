// The route table, shared by the browser and the prerender. Each page is its own chunk, loaded
// with React.lazy; `module` names the source file so the prerender can preload that chunk.
// Declarative routing (no data router): the pages load their data from src/data/, and this
// keeps React Router's share of every page's JavaScript small.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { RootLayout } from './root-layout.tsx';

type PageRoute = {
  path?: string;
  module: string;
  load: () => Promise<{ default: ComponentType }>;
};

type LoadedPageRoute = PageRoute & { Page: LazyExoticComponent<ComponentType> };

const page = (path: string | undefined, module: string, load: PageRoute['load']): LoadedPageRoute => {
  let loaded: { default: ComponentType } | undefined;
  const loadAndKeep = () =>
    load().then((chunk) => {
      loaded = chunk;
      return chunk;
    });
  return {
    ...(path !== undefined && { path }),
    module,
    load: loadAndKeep,
    // Once preloaded (entry-client does it before hydrating), the chunk is handed to React.lazy
    // synchronously: a lazy page that suspends at hydration would be client-rendered, throwing
    // away its prerendered HTML, as soon as a provider above it updates.
    Page: lazy(() => {
      const chunk = loaded;
      if (chunk === undefined) return loadAndKeep();
      const settled = { then: (resolve: (value: typeof chunk) => void) => resolve(chunk) };
      return settled as Promise<typeof chunk>;
    }),
  };
};

export const pageRoutes: LoadedPageRoute[] = [
  page(undefined, 'src/routes/home.tsx', () => import('../routes/home.tsx')),
  page('sobre', 'src/routes/about.tsx', () => import('../routes/about.tsx')),
  page('formacoes', 'src/routes/courses.tsx', () => import('../routes/courses.tsx')),
  page('formacoes/:id', 'src/routes/course-detail.tsx', () => import('../routes/course-detail.tsx')),
  page('loja', 'src/routes/shop.tsx', () => import('../routes/shop.tsx')),
  page('loja/produto/:id', 'src/routes/product.tsx', () => import('../routes/product.tsx')),
  page('loja/:category', 'src/routes/category.tsx', () => import('../routes/category.tsx')),
  page('loja/:category/:subcategory', 'src/routes/category.tsx', () => import('../routes/category.tsx')),
  page('carrinho', 'src/routes/cart.tsx', () => import('../routes/cart.tsx')),
  page('checkout', 'src/routes/checkout.tsx', () => import('../routes/checkout.tsx')),
  page('testemunhos', 'src/routes/testimonials.tsx', () => import('../routes/testimonials.tsx')),
  page('blog', 'src/routes/blog.tsx', () => import('../routes/blog.tsx')),
  page('blog/:slug', 'src/routes/blog-post.tsx', () => import('../routes/blog-post.tsx')),
  page('contactos', 'src/routes/contact.tsx', () => import('../routes/contact.tsx')),
  page('politica-privacidade', 'src/routes/privacy.tsx', () => import('../routes/privacy.tsx')),
  page('termos-condicoes', 'src/routes/terms.tsx', () => import('../routes/terms.tsx')),
  page('*', 'src/routes/not-found.tsx', () => import('../routes/not-found.tsx')),
];

const matchable = pageRoutes.map((route) =>
  route.path === undefined ? { ...route, index: true as const } : route,
);

/** The page route that answers `pathname`. */
export function matchPageRoute(pathname: string): PageRoute | undefined {
  return matchRoutes(matchable, pathname)?.at(-1)?.route;
}

/** Loads the chunk of the page that answers `pathname`, so hydration need not wait for it. */
export async function preloadPageRoute(pathname: string): Promise<void> {
  await matchPageRoute(pathname)?.load();
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

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        {pageRoutes.map(({ path, module, Page }) => {
          // A page that fails is caught by the root layout's error boundary around its <Outlet />.
          const element = (
            <Suspense fallback={<PageLoading />}>
              <Page />
            </Suspense>
          );
          return path === undefined ? (
            <Route key={module} index element={element} />
          ) : (
            <Route key={path} path={path} element={element} />
          );
        })}
      </Route>
    </Routes>
  );
}
