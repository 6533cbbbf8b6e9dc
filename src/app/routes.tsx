// The route table, shared by the browser router and the prerender. Each page is its own chunk;
// `handle.module` names the source file so the prerender can preload that chunk.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

export type RouteHandle = { module: string };

function page(
  path: string | undefined,
  module: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject {
  const handle: RouteHandle = { module };
  const lazy = async () => ({ Component: (await load()).default });
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          page(undefined, 'src/routes/home.tsx', () => import('../routes/home.tsx')),
          page('sobre', 'src/routes/about.tsx', () => import('../routes/about.tsx')),
          page('formacoes', 'src/routes/courses.tsx', () => import('../routes/courses.tsx')),
          page('formacoes/:id', 'src/routes/course-detail.tsx', () => import('../routes/course-detail.tsx')),
          page('loja', 'src/routes/shop.tsx', () => import('../routes/shop.tsx')),
          page('loja/produto/:id', 'src/routes/product.tsx', () => import('../routes/product.tsx')),
          page('loja/:category', 'src/routes/category.tsx', () => import('../routes/category.tsx')),
          page(
            'loja/:category/:subcategory',
            'src/routes/category.tsx',
            () => import('../routes/category.tsx'),
          ),
          page('carrinho', 'src/routes/cart.tsx', () => import('../routes/cart.tsx')),
          page('checkout', 'src/routes/checkout.tsx', () => import('../routes/checkout.tsx')),
          page('testemunhos', 'src/routes/testimonials.tsx', () => import('../routes/testimonials.tsx')),
          page('blog', 'src/routes/blog.tsx', () => import('../routes/blog.tsx')),
          page('blog/:slug', 'src/routes/blog-post.tsx', () => import('../routes/blog-post.tsx')),
          page('contactos', 'src/routes/contact.tsx', () => import('../routes/contact.tsx')),
          page('politica-privacidade', 'src/routes/privacy.tsx', () => import('../routes/privacy.tsx')),
          page('termos-condicoes', 'src/routes/terms.tsx', () => import('../routes/terms.tsx')),
          page('*', 'src/routes/not-found.tsx', () => import('../routes/not-found.tsx')),
        ],
      },
    ],
  },
];
