import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes } from './match.ts';

type Named = { name: string; path?: string; index?: boolean; children?: Named[] };

/** The names of the matched branch, outermost first, and the params of the whole branch. */
const answer = (routes: Named[], pathname: string) => {
  const matches = matchRoutes(routes, pathname);
  return matches && { names: matches.map((m) => m.route.name), params: matches.at(-1)?.params };
};

// The site's public table, as src/app/routes.tsx declares it: the layout at '/', pages inside.
const site: Named[] = [
  { name: 'admin', path: '/admin/*' },
  {
    name: 'layout',
    path: '/',
    children: [
      { name: 'home', index: true },
      { name: 'shop', path: 'loja' },
      { name: 'product', path: 'loja/produto/:id' },
      { name: 'category', path: 'loja/:category' },
      { name: 'subcategory', path: 'loja/:category/:subcategory' },
      { name: 'post', path: 'blog/:slug' },
      { name: 'notFound', path: '*' },
    ],
  },
];

describe('matchRoutes', () => {
  it('finds the page inside its layout, with its params', () => {
    expect(answer(site, '/')).toEqual({ names: ['layout', 'home'], params: {} });
    expect(answer(site, '/loja')).toEqual({ names: ['layout', 'shop'], params: {} });
    expect(answer(site, '/blog/unhas-de-gel')).toEqual({
      names: ['layout', 'post'],
      params: { slug: 'unhas-de-gel' },
    });
    expect(answer(site, '/loja/cores/gel-polish')).toEqual({
      names: ['layout', 'subcategory'],
      params: { category: 'cores', subcategory: 'gel-polish' },
    });
  });

  it('prefers a static segment to a param, whatever the order of declaration', () => {
    expect(answer(site, '/loja/produto/17')?.names).toEqual(['layout', 'product']);
    const reversed: Named[] = [
      { name: 'category', path: '/loja/:category/:subcategory' },
      { name: 'product', path: '/loja/produto/:id' },
    ];
    expect(answer(reversed, '/loja/produto/17')?.params).toEqual({ id: '17' });
  });

  it('leaves to the splat what nothing else answers', () => {
    expect(answer(site, '/nada/aqui')).toEqual({
      names: ['layout', 'notFound'],
      params: { '*': 'nada/aqui' },
    });
    expect(answer(site, '/admin/products/edit/3')).toEqual({
      names: ['admin'],
      params: { '*': 'products/edit/3' },
    });
    expect(answer(site, '/admin')?.names).toEqual(['admin']);
  });

  it('ignores case and a trailing slash, and decodes the segments', () => {
    expect(answer(site, '/Loja/')?.names).toEqual(['layout', 'shop']);
    expect(answer(site, '/blog/p%C3%A1gina%20um')?.params).toEqual({ slug: 'página um' });
  });

  it('answers nothing when no route matches, and a layout alone never answers', () => {
    expect(answer([{ name: 'shop', path: '/loja' }], '/blog')).toBeUndefined();
    const pathless: Named[] = [{ name: 'guard', children: [{ name: 'dashboard', path: 'dashboard' }] }];
    expect(answer(pathless, '/dashboard')?.names).toEqual(['guard', 'dashboard']);
    expect(answer(pathless, '/')).toBeUndefined();
  });

  it('takes a child that repeats its parent’s path relative to it, and refuses one outside it', () => {
    const nested: Named[] = [
      { name: 'shop', path: '/loja', children: [{ name: 'product', path: '/loja/produto/:id' }] },
    ];
    expect(answer(nested, '/loja/produto/5')?.names).toEqual(['shop', 'product']);
    const outside: Named[] = [
      { name: 'shop', path: '/loja', children: [{ name: 'post', path: '/blog/:slug' }] },
    ];
    expect(() => matchRoutes(outside, '/blog/x')).toThrow(/inside "\/loja"/);
  });

  it('keeps the declared order among routes as specific as each other', () => {
    const twins: Named[] = [
      { name: 'first', path: '/:a' },
      { name: 'second', path: '/:b' },
    ];
    expect(answer(twins, '/x')?.names).toEqual(['first']);
  });
});

describe('matchPath', () => {
  it('gives a splat route the part of the URL before the splat as its base', () => {
    expect(matchPath('/admin/*', '/admin/dashboard')).toEqual({
      params: { '*': 'dashboard' },
      pathname: '/admin/dashboard',
      pathnameBase: '/admin',
    });
  });

  it('matches only the start of the URL when not at the end, on segment boundaries', () => {
    expect(matchPath('loja', '/loja/produto/1', false)?.pathnameBase).toBe('/loja');
    expect(matchPath('loja', '/lojas', false)).toBeUndefined();
  });

  it('treats the pattern’s other characters as text', () => {
    expect(matchPath('/a.b', '/a.b')).toBeDefined();
    expect(matchPath('/a.b', '/axb')).toBeUndefined();
  });
});
