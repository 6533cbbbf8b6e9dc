// Every URL of the site, named once. The router (src/app/routes.tsx) takes each page's pattern
// from here, every link builds its href with `getHref`, and the prerender asks `prerenderedPaths`
// which URLs to write as HTML and list in the sitemap. A hand-typed '/loja/produto/' + id
// anywhere else is a second copy waiting to go stale.

/** A route's pattern (`/loja/produto/:id`: src/lib/router/match.ts) and the function that builds a link to it. */
type PathEntry<Args extends unknown[]> = {
  readonly path: string;
  readonly getHref: (...args: Args) => string;
};

const fixed = (path: string): PathEntry<[]> => ({ path, getHref: () => path });

/** The `page` parameter: left out on the first page. */
const pageParam = (page: number | undefined) => (page !== undefined && page > 1 ? page : undefined);

/** `?key=value` for the values that are set, in the given order; '' when none is. */
function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

export const paths = {
  home: fixed('/'),
  about: fixed('/sobre'),
  courses: fixed('/formacoes'),
  course: {
    path: '/formacoes/:id',
    getHref: (id: number | string) => `/formacoes/${encodeURIComponent(String(id))}`,
  },
  shop: {
    path: '/loja',
    /** The shop, optionally searching (trimmed; empty means no search) and on a page (1 is left out). */
    getHref: ({ search, page }: { search?: string; page?: number } = {}) =>
      `/loja${query({ search: search?.trim(), page: pageParam(page) })}`,
  },
  product: {
    path: '/loja/produto/:id',
    getHref: (id: number | string) => `/loja/produto/${encodeURIComponent(String(id))}`,
  },
  category: {
    path: '/loja/:category',
    getHref: (category: string, { page }: { page?: number } = {}) =>
      `/loja/${encodeURIComponent(category)}${query({ page: pageParam(page) })}`,
  },
  subcategory: {
    path: '/loja/:category/:subcategory',
    getHref: (category: string, subcategory: string, { page }: { page?: number } = {}) =>
      `/loja/${encodeURIComponent(category)}/${encodeURIComponent(subcategory)}${query({ page: pageParam(page) })}`,
  },
  cart: fixed('/carrinho'),
  checkout: fixed('/checkout'),
  testimonials: fixed('/testemunhos'),
  blog: fixed('/blog'),
  blogPost: {
    path: '/blog/:slug',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },
  contact: fixed('/contactos'),
  privacy: fixed('/politica-privacidade'),
  terms: fixed('/termos-condicoes'),
  /** Every other URL: the 404 page. */
  notFound: fixed('*'),
  /** The owner's login (the in-app admin). */
  adminLogin: fixed('/admin/login'),
  /** The in-app admin's dashboard; the products tab is the default and is left out of the URL. */
  adminDashboard: {
    path: '/admin/dashboard',
    getHref: (tab: AdminTab = 'products') =>
      `/admin/dashboard${query({ tab: tab === 'products' ? undefined : tab })}`,
  },
  adminProductNew: fixed('/admin/products/new'),
  adminProductEdit: {
    path: '/admin/products/edit/:id',
    getHref: (id: number | string) => `/admin/products/edit/${encodeURIComponent(String(id))}`,
  },
  adminCourseNew: fixed('/admin/training/new'),
  adminCourseEdit: {
    path: '/admin/training/edit/:id',
    getHref: (id: number | string) => `/admin/training/edit/${encodeURIComponent(String(id))}`,
  },
  adminPostNew: fixed('/admin/blog/new'),
  adminPostEdit: {
    path: '/admin/blog/edit/:id',
    getHref: (id: number | string) => `/admin/blog/edit/${encodeURIComponent(String(id))}`,
  },
  /** The Git CMS (Decap), a separate application: link to it with a full page load, never the router. */
  cms: fixed('/admin/'),
} as const;

/** The dashboard's tabs, chosen by its `tab` parameter. */
export const ADMIN_TABS = ['products', 'training', 'blog'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** The tab a `tab` parameter names; anything else is the default, products. */
export function parseAdminTab(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? 'products';
}

/** The pages of the public site: each has a page module in the router and prerendered HTML. */
export const PUBLIC_PAGES = [
  'home',
  'about',
  'courses',
  'course',
  'shop',
  'product',
  'category',
  'subcategory',
  'cart',
  'checkout',
  'testimonials',
  'blog',
  'blogPost',
  'contact',
  'privacy',
  'terms',
  'notFound',
] as const satisfies readonly (keyof typeof paths)[];

export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** One URL to prerender: its path, and whether search engines should find it in the sitemap. */
export type PrerenderedPath = { page: PublicPage; path: string; sitemap: boolean; lastmod?: string };

/** What the list of prerendered URLs depends on: the published files (as compiled from content/). */
export type PublishedInventory = {
  products: readonly { id: number }[];
  courses: { courses: readonly { id: number }[] };
  posts: readonly { slug: string; date: string }[];
};

/** The categories of the settings, with their subcategories. */
type CategoryInventory = readonly { slug: string; subcategories: readonly { slug: string }[] }[];

/** A URL that never reaches the sitemap: the 404 page is written as 404.html. */
export const NOT_FOUND_SAMPLE_PATH = '/404-pagina-nao-encontrada';

/**
 * Every URL the prerender writes, grouped by page. The record type makes a new public page a
 * type error until it says which URLs it has; a test checks each page has at least one.
 */
export function prerenderedPaths(
  published: PublishedInventory,
  categories: CategoryInventory,
): PrerenderedPath[] {
  const indexed = (path: string, lastmod?: string) => ({ path, sitemap: true, ...(lastmod && { lastmod }) });
  const unlisted = (path: string) => ({ path, sitemap: false });
  const byPage: Record<PublicPage, { path: string; sitemap: boolean; lastmod?: string }[]> = {
    home: [indexed(paths.home.getHref())],
    about: [indexed(paths.about.getHref())],
    courses: [indexed(paths.courses.getHref())],
    course: published.courses.courses.map((course) => indexed(paths.course.getHref(course.id))),
    shop: [indexed(paths.shop.getHref())],
    category: categories.map((category) => indexed(paths.category.getHref(category.slug))),
    subcategory: categories.flatMap((category) =>
      category.subcategories.map((sub) => indexed(paths.subcategory.getHref(category.slug, sub.slug))),
    ),
    product: published.products.map((product) => indexed(paths.product.getHref(product.id))),
    cart: [unlisted(paths.cart.getHref())],
    checkout: [unlisted(paths.checkout.getHref())],
    testimonials: [indexed(paths.testimonials.getHref())],
    blog: [indexed(paths.blog.getHref())],
    blogPost: published.posts.map((post) => indexed(paths.blogPost.getHref(post.slug), post.date)),
    contact: [indexed(paths.contact.getHref())],
    privacy: [indexed(paths.privacy.getHref())],
    terms: [indexed(paths.terms.getHref())],
    notFound: [unlisted(NOT_FOUND_SAMPLE_PATH)],
  };
  return PUBLIC_PAGES.flatMap((page) => byPage[page].map((entry) => ({ page, ...entry })));
}
