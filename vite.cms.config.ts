// The CMS at /admin/ (admin/index.html → src/cms/main.tsx: Decap CMS with the site's previews),
// built after the site into the same dist/ by `npm run build`. A pass of its own: in one build
// with the site, Rolldown shared chunks (and its runtime helpers) between the two entries, and
// the CMS page started the site's entry. Here the CMS bundle holds its own copy of React, the
// router and the site components its previews use; no file of the site changes because of it.
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cmsWithoutSiteStylesheets } from './scripts/vite-cms.ts';
import siteConfig from './vite.config.ts';

export default defineConfig((env) => {
  const site = (typeof siteConfig === 'function' ? siteConfig(env) : siteConfig) as UserConfig;
  return {
    plugins: [react(), cmsWithoutSiteStylesheets('src')],
    // The same compile-time constants and import alias as the site: the previews use its modules.
    define: site.define,
    resolve: site.resolve,
    // The site's build has already copied public/ (config.yml included) into dist/.
    publicDir: false,
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      // The site's manifest (dist/.vite/manifest.json, read by the prerender) stays the site's.
      manifest: false,
      rolldownOptions: { input: { cms: 'admin/index.html' } },
    },
  };
});
