// The in-app admin's routes, below /admin/ (src/app/routes.tsx loads this module only on an admin
// URL). One layout for all of them, the sign-in guard on every page but the login, and each page
// a chunk of its own. Paths come from the table of paths, relative to /admin/ here.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from '#src/components/router/router.tsx';
import { paths } from '#src/lib/paths.ts';

// The layout too is a chunk of its own, so that this module's chunk holds nothing another admin
// chunk shares (which would make the public bundle carry the code to unpack it).
const loadLayout = () => import('#src/features/in-app-admin/admin-layout.tsx');
const AdminLayout = lazy(async () => ({ default: (await loadLayout()).AdminLayout }));
const AdminGuard = lazy(async () => ({ default: (await loadLayout()).AdminGuard }));

/** The admin's pages, by their name in the table of paths. */
export const ADMIN_PAGES = [
  'adminLogin',
  'adminDashboard',
  'adminProductNew',
  'adminProductEdit',
  'adminCourseNew',
  'adminCourseEdit',
  'adminPostNew',
  'adminPostEdit',
] as const satisfies readonly (keyof typeof paths)[];
export type AdminPage = (typeof ADMIN_PAGES)[number];

type Loader = () => Promise<{ default: ComponentType }>;

const productForm: Loader = () => import('../routes/admin-product-form.tsx');
const courseForm: Loader = () => import('../routes/admin-course-form.tsx');
const postForm: Loader = () => import('../routes/admin-post-form.tsx');

export const adminPageModules: Record<AdminPage, Loader> = {
  adminLogin: () => import('../routes/admin-login.tsx'),
  adminDashboard: () => import('../routes/admin-dashboard.tsx'),
  adminProductNew: productForm,
  adminProductEdit: productForm,
  adminCourseNew: courseForm,
  adminCourseEdit: courseForm,
  adminPostNew: postForm,
  adminPostEdit: postForm,
};

/** A path of the table, relative to /admin/ (where this route tree is mounted). */
export const relativeToAdmin = (path: string) => path.replace(/^\/admin\//, '');

const pages = ADMIN_PAGES.map((name) => ({
  name,
  path: relativeToAdmin(paths[name].path),
  Page: lazy(adminPageModules[name]),
}));

function AdminPageLoading() {
  return (
    <main id="main" className="container page" aria-busy="true">
      <p>A carregar...</p>
    </main>
  );
}

const route = ({ path, Page }: (typeof pages)[number]) => (
  <Route
    key={path}
    path={path}
    element={
      <Suspense fallback={<AdminPageLoading />}>
        <Page />
      </Suspense>
    }
  />
);

export default function AdminRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={<AdminPageLoading />}>
            <AdminLayout />
          </Suspense>
        }
      >
        {pages.filter((page) => page.name === 'adminLogin').map(route)}
        <Route
          element={
            <Suspense fallback={<AdminPageLoading />}>
              <AdminGuard />
            </Suspense>
          }
        >
          {pages.filter((page) => page.name !== 'adminLogin').map(route)}
          {/* Any other admin URL: the dashboard (or, signed out, the login). */}
          <Route path="*" element={<Navigate to={paths.adminDashboard.getHref()} replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
