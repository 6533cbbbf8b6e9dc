// Vite plugins for the CMS at /admin/ (admin/index.html, the build's second entry).
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The modules the site's entry (index.html) loads statically, i.e. what every public page
 * downloads first. Rolldown's `$initial` tag also marks what the CMS entry loads statically, so a
 * chunk group based on it alone would put the whole CMS into the site's first chunk. This plugin
 * records the site entry's static module graph when the build has read every module; `has` is the
 * test of the site's chunk group (chunking runs after that).
 */
export function siteInitialModules(siteHtml: string) {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'site-initial-modules',
    apply: 'build',
    buildStart() {
      modules.clear();
    },
    buildEnd() {
      const entry = path.resolve(siteHtml);
      const pending = [entry];
      while (pending.length > 0) {
        const id = pending.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

const COPY = '?cms-copy';
const NO_STYLES = '\0cms-copy-without-styles';
/** What the site's first chunk holds anyway: the CMS shares these (one React on the CMS page). */
const SHARED_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The previews use the site's own components; but a module that the CMS and a public page share
 * becomes a chunk of its own, so each component the CMS imported was split out of its page's
 * chunk and public pages fetched one more file. Instead the CMS gets its own copy of every site
 * module it imports (the same file under another module id), and of the packages those use,
 * except React and the router, which are in the site's first chunk anyway. The site's chunks stay
 * exactly what they are without the CMS.
 */
export function cmsOwnCopies(cmsDir: string, srcDir: string): Plugin {
  const cmsRoot = path.resolve(cmsDir) + path.sep;
  const srcRoot = path.resolve(srcDir) + path.sep;
  return {
    name: 'cms-own-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined) return null;
      const isCopy = importer.endsWith(COPY);
      if (!isCopy && !importer.startsWith(cmsRoot)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || resolved.id.includes('?')) return resolved;
      const { id } = resolved;
      // A copy's own stylesheet import: the previews get the site's styles as text
      // (src/cms/preview-styles.ts); importing the files again would reorder the site's stylesheet.
      if (isCopy && id.endsWith('.css')) return NO_STYLES;
      if (!/\.(m?[jt]sx?|cjs)$/.test(id) || id.startsWith(cmsRoot)) return resolved;
      const siteModule = id.startsWith(srcRoot);
      const packageOfACopy =
        isCopy && id.includes(`${path.sep}node_modules${path.sep}`) && !SHARED_PACKAGES.test(id);
      return siteModule || packageOfACopy ? { ...resolved, id: id + COPY } : resolved;
    },
    load(id) {
      return id === NO_STYLES ? '' : null;
    },
  };
}

/**
 * The CMS page keeps Decap's own look: the site's stylesheet, which the build links into every
 * HTML entry (one stylesheet for everything), is taken out of admin/index.html. The previews get
 * the site's styles on their own (src/cms/preview-styles.ts).
 */
export function cmsPageWithoutSiteStylesheet(cmsHtml: string): Plugin {
  return {
    name: 'cms-page-without-site-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (path.resolve(context.filename) !== path.resolve(cmsHtml)) return html;
        return html.replace(/\s*<link rel="stylesheet"[^>]*href="\/assets\/[^"]+\.css"[^>]*>/g, '');
      },
    },
  };
}

/**
 * The dev server (`vite`, `npm start`): /admin redirects (301) to /admin/, which is the CMS page,
 * like on the host. Every other /admin/... URL (the in-app admin: /admin/login, /admin/dashboard)
 * stays the site's page, as Vite's own fallback serves it.
 */
export function cmsDevRoutes(): Plugin {
  return {
    name: 'cms-dev-routes',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const [pathname = '', query] = (request.url ?? '').split('?', 2);
        if (pathname === '/admin') {
          response.statusCode = 301;
          response.setHeader('Location', `/admin/${query === undefined ? '' : `?${query}`}`);
          response.end();
          return;
        }
        if (pathname === '/admin/')
          request.url = `/admin/index.html${query === undefined ? '' : `?${query}`}`;
        next();
      });
    },
  };
}
