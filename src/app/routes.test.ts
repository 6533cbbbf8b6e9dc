// The route table and the prerender's list of URLs come from one table of paths: every public
// page must have prerendered HTML, and every prerendered URL must reach the page it was listed for.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import settings from '#src/generated/settings.json';
import { paths, prerenderedPaths, PUBLIC_PAGES } from '#src/lib/paths.ts';
import type { BlogPost, CoursesFile, Product } from '#src/lib/schema.ts';
import { ADMIN_PAGES, adminPageModules, relativeToAdmin } from './admin-routes.tsx';
import { isAdminPath, matchPageRoute, pageRoutes } from './routes.tsx';

const published = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../public/${file}`, import.meta.url), 'utf8')) as T;

// The published content of the repository, as `npm run content` compiled it.
const listed = prerenderedPaths(
  {
    products: published<Product[]>('products.json'),
    courses: published<CoursesFile>('courses.json'),
    posts: published<BlogPost[]>('blog.json'),
  },
  settings.categories,
);

describe('the route table', () => {
  it('has one route per public page, with the pattern of the table of paths', () => {
    expect(pageRoutes.map((route) => route.page)).toEqual([...PUBLIC_PAGES]);
    for (const route of pageRoutes) {
      expect(`/${route.path}`.replace(/^\/\*$/, '*')).toBe(paths[route.page].path);
    }
  });

  it.each(PUBLIC_PAGES)('prerenders at least one URL of the page %s', (page) => {
    expect(listed.filter((entry) => entry.page === page).length).toBeGreaterThan(0);
  });

  it('answers every prerendered URL with the page it was listed for', () => {
    const wrong = listed
      .map((entry) => ({ ...entry, answeredBy: matchPageRoute(entry.path)?.page }))
      .filter((entry) => entry.answeredBy !== entry.page);
    expect(wrong).toEqual([]);
  });

  it('lists each URL once, and keeps the cart, checkout and 404 out of the sitemap', () => {
    const urls = listed.map((entry) => entry.path);
    expect(new Set(urls).size).toBe(urls.length);
    const unlisted = listed.filter((entry) => !entry.sitemap).map((entry) => entry.page);
    expect(unlisted.sort()).toEqual(['cart', 'checkout', 'notFound']);
  });

  it('sends an unknown URL to the 404 page', () => {
    expect(matchPageRoute('/nada-aqui')?.page).toBe('notFound');
    expect(matchPageRoute('/loja/produto/1/extra')?.page).toBe('notFound');
  });
});

describe('the admin routes', () => {
  const adminPaths = ADMIN_PAGES.map((page) => paths[page].path.replace(':id', '12'));

  it('are not public pages: never prerendered, never answered by the public 404', () => {
    for (const path of adminPaths) {
      expect(isAdminPath(path)).toBe(true);
      expect(matchPageRoute(path)).toBeUndefined();
    }
    expect(listed.filter((entry) => entry.path.startsWith('/admin'))).toEqual([]);
    expect(PUBLIC_PAGES.some((page) => page.startsWith('admin'))).toBe(false);
  });

  it('leave every public URL to the public pages', () => {
    expect(listed.filter((entry) => isAdminPath(entry.path))).toEqual([]);
    expect(isAdminPath('/administracao')).toBe(false);
  });

  it('each load a module that renders a page, mounted relative to /admin/', async () => {
    for (const page of ADMIN_PAGES) {
      const module = await adminPageModules[page]();
      expect(typeof module.default).toBe('function');
      expect(relativeToAdmin(paths[page].path)).not.toMatch(/^\//);
    }
  });
});

describe('paths', () => {
  it('builds the links the route table answers', () => {
    expect(matchPageRoute(paths.product.getHref(42))?.page).toBe('product');
    expect(matchPageRoute(paths.course.getHref(3))?.page).toBe('course');
    expect(matchPageRoute(paths.category.getHref('cores'))?.page).toBe('category');
    expect(matchPageRoute(paths.subcategory.getHref('cores', 'gel-polish'))?.page).toBe('subcategory');
    expect(matchPageRoute(paths.blogPost.getHref('um-artigo'))?.page).toBe('blogPost');
  });

  it('puts the trimmed search and pages after the first in the query string', () => {
    expect(paths.shop.getHref()).toBe('/loja');
    expect(paths.shop.getHref({ search: '  gel rosa ' })).toBe('/loja?search=gel+rosa');
    expect(paths.shop.getHref({ search: '   ' })).toBe('/loja');
    expect(paths.shop.getHref({ search: 'gel', page: 2 })).toBe('/loja?search=gel&page=2');
    expect(paths.category.getHref('cores', { page: 1 })).toBe('/loja/cores');
    expect(paths.subcategory.getHref('cores', 'gel-polish', { page: 3 })).toBe(
      '/loja/cores/gel-polish?page=3',
    );
  });
});
