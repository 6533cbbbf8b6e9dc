import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { adminLoginFromEnv } from './src/lib/admin-env.ts';
import { cmsDevRoutes } from './scripts/vite-cms.ts';
import { cspPlugin } from './scripts/lib/vite-csp-plugin.ts';

export default defineConfig(({ mode }) => {
  // The admin credentials, from the environment or a .env file, checked once here: a missing
  // half, a malformed hash or a misspelt VITE_ADMIN_* name stops the build (and the dev server)
  // with a message naming the variable. The app sees only the checked result.
  const adminLogin = adminLoginFromEnv(loadEnv(mode, process.cwd(), 'VITE_ADMIN_'));
  return {
    plugins: [
      react(),
      // The dev server also serves the CMS page at /admin/ (its build is vite.cms.config.ts).
      cmsDevRoutes(),
      // Build only: the public pages' CSP <meta>, and the check of the VITE_WEBHOOK_* URLs against it.
      cspPlugin({
        env: loadEnv(mode, process.cwd(), 'VITE_WEBHOOK_'),
        siteUrl: process.env.SITE_URL ?? 'http://localhost:5173',
      }),
    ],
    define: {
      __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '')),
      __ADMIN_LOGIN__: JSON.stringify(adminLogin),
    },
    resolve: {
      alias: { '#src': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      // One stylesheet, linked from every prerendered page: no flash of unstyled content
      // when a route's chunk arrives after the HTML. The admin's styles are not part of it:
      // the admin layout links its own stylesheet (src/features/admin/admin-layout.tsx).
      cssCodeSplit: false,
      manifest: true,
      outDir: 'dist',
      rolldownOptions: {
        output: {
          // Everything the entry loads anyway (React, the router, the table of paths, storage,
          // prices, settings) in one chunk: without this, each module that an admin chunk also
          // uses became a tiny chunk of its own, and every public page paid for the extra files.
          codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        },
      },
    },
    test: {
      include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['./src/test-setup.ts'],
      // decap-cms-locales' CommonJS build is a browser-only bundle: the tests read its ES modules.
      alias: { 'decap-cms-locales': 'decap-cms-locales/dist/esm/index.js' },
      server: { deps: { inline: ['decap-cms-locales'] } },
    },
  };
});
