// Vite plugins for the CMS at /admin/ (admin/index.html → src/cms/main.tsx). The CMS is built in a
// pass of its own (vite.cms.config.ts, after the site's build), so that no chunk of the site is
// shared with it, and in the dev server it is one more page of the site's server.
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The CMS page keeps Decap's own look: the stylesheets that the site's components import are
 * left out of the CMS build (Decap's own widget styles stay). The previews get the
 * site's styles as text on their own (src/cms/preview-styles.ts, `?inline` imports, untouched).
 */
export function cmsWithoutSiteStylesheets(siteDir: string): Plugin {
  const site = path.resolve(siteDir) + path.sep;
  return {
    name: 'cms-without-site-stylesheets',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      return id.startsWith(site) && id.endsWith('.css') ? '' : undefined;
    },
    // What is left of them is an empty stylesheet: not linked from the page.
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /\s*<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = context.bundle?.[file];
            return asset?.type === 'asset' && String(asset.source).trim() === '' ? '' : tag;
          },
        );
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
