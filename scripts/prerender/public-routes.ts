import type { BlogPost, CoursesFile, Product, SiteSettings } from '../../src/lib/schema.ts';

export type PublicRoute = { path: string; sitemap: boolean; lastmod?: string };

/** Every public URL of the site, from the published data and the settings. */
export function publicRoutes(
  published: { products: Product[]; courses: CoursesFile; posts: BlogPost[] },
  settings: SiteSettings,
): PublicRoute[] {
  const indexed = (path: string, lastmod?: string): PublicRoute => ({
    path,
    sitemap: true,
    ...(lastmod && { lastmod }),
  });
  return [
    indexed('/'),
    indexed('/sobre'),
    indexed('/formacoes'),
    ...published.courses.courses.map((course) => indexed(`/formacoes/${course.id}`)),
    indexed('/loja'),
    ...settings.categories.flatMap((category) => [
      indexed(`/loja/${category.slug}`),
      ...category.subcategories.map((sub) => indexed(`/loja/${category.slug}/${sub.slug}`)),
    ]),
    ...published.products.map((product) => indexed(`/loja/produto/${product.id}`)),
    { path: '/carrinho', sitemap: false },
    { path: '/checkout', sitemap: false },
    indexed('/testemunhos'),
    indexed('/blog'),
    ...published.posts.map((post) => indexed(`/blog/${post.slug}`, post.date)),
    indexed('/contactos'),
    indexed('/politica-privacidade'),
    indexed('/termos-condicoes'),
  ];
}
