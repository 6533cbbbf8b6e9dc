import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { readdirSync, readFileSync } from 'node:fs';
import { adminLoginFromEnv } from './src/lib/in-app-admin/admin-env.ts';
import { cmsDevRoutes } from './scripts/vite-cms.ts';
import { startDevRoutes } from './scripts/dev/build-status.ts';
import { refusePublicLinks } from './scripts/io/public-links.ts';
import { cspPlugin } from './scripts/hosting/vite-csp-plugin.ts';
import { chunkModulesPlugin } from './scripts/hosting/chunk-modules-plugin.ts';
import { noPreloadHelperPlugin } from './scripts/hosting/no-preload-helper-plugin.ts';
import { decapSerializersInNode } from './scripts/content/decap/serializers-plugin.ts';
import { PAGE_INLINE_SCRIPTS } from './src/lib/page-loading/inline-scripts.ts';

/** The setup that every unit test file runs first (any console.error fails a test). */
const SETUP = './src/test-setup.ts';
/** The jsdom files' setup: Testing Library's DOM matchers, and a clean page for each file. */
const DOM_SETUP = './src/test/setup-dom.ts';

/**
 * The unit test files (`*.test.ts` and `*.test.tsx` under src, `*.test.ts` under scripts) by what
 * each needs from Vitest's isolation (a fresh module graph per file):
 * - `dom`: it runs in jsdom (the `@vitest-environment jsdom` comment at its top). These files share
 *   one jsdom and one module graph per worker (`isolate: false`): setting up jsdom and loading React
 *   again for each file cost 70 of the unit tests' 90 seconds of jsdom time. What a file can leave
 *   behind in the page (storage, the DOM, timers, spies, stubbed globals) is reset before the next
 *   one by src/test/setup-dom.ts.
 * - `dom-isolated`: jsdom, but it replaces modules (`vi.mock`...) or changes the environment, which
 *   a shared module graph would carry into the next file; isolated.
 * - `isolated`: Node, but it mocks modules, spies, fakes timers, stubs globals or the environment,
 *   or changes Vitest's settings: anything that could leak into the next file; isolated.
 * - `shared`: plain functions in, values out. These files share one module graph per worker
 *   (`isolate: false`), which saves loading the same modules again for each file.
 * Read from each file's text, so a new file lands in the right group by itself; in doubt, a file is
 * isolated (a false match of the patterns below costs a little time, never a wrong result).
 */
const ISOLATION_NEEDED =
  /\bvi\.(mock|doMock|unmock|hoisted|spyOn|stub|useFakeTimers|setSystemTime|setConfig|resetModules)|process\.(env|chdir)|globalThis|\bwindow\b|\bdocument\b|localStorage|Object\.defineProperty/;
const MODULES_REPLACED = /\bvi\.(mock|doMock|unmock|hoisted|setConfig|resetModules)|process\.(env|chdir)/;
/**
 * The test files that build the whole site (twice) and drive Chromium: a fifth group, run alone
 * once the others have finished, so that its builds do not take the cores from tests that have a
 * time limit. In none of the four groups above.
 */
const SITE_BUILDS = ['scripts/content/review-screenshots.test.ts'];
const testFilesBy = (group: 'dom' | 'dom-isolated' | 'isolated' | 'shared'): string[] =>
  ['src', 'scripts']
    .flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    )
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => /\.test\.tsx?$/.test(file) && !(file.startsWith('scripts/') && file.endsWith('.tsx')))
    .filter((file) => !SITE_BUILDS.includes(file))
    .filter((file) => {
      const text = readFileSync(file, 'utf8');
      const found = /^\s*(\/\/|\/\*+)\s*@vitest-environment jsdom/.test(text)
        ? MODULES_REPLACED.test(text)
          ? 'dom-isolated'
          : 'dom'
        : ISOLATION_NEEDED.test(text)
          ? 'isolated'
          : 'shared';
      return found === group;
    })
    .sort();

/** The packages of the vendor chunk (see build.rolldownOptions below). */
const VENDOR_REACT = (id: string) =>
  /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id) ||
  // The bundler's own small runtime, which every chunk imports: here rather than a file of its own.
  id.includes('rolldown/runtime');

export default defineConfig(({ mode }) => {
  // The admin credentials, from the environment or a .env file, checked once here: a missing
  // half, a malformed hash or a misspelt VITE_ADMIN_* name stops the build (and the dev server)
  // with a message naming the variable. The app sees only the checked result.
  const adminLogin = adminLoginFromEnv(loadEnv(mode, process.cwd(), 'VITE_ADMIN_'));
  return {
    plugins: [
      react(),
      noPreloadHelperPlugin(),
      // The dev server also serves the CMS page at /admin/ (its build is vite.cms.config.ts).
      cmsDevRoutes(),
      // npm start only: its build state for the CMS, and decap-server's port when not the default.
      startDevRoutes(),
      // Build only: the public pages' CSP <meta>, and the check of the VITE_WEBHOOK_* URLs against it.
      cspPlugin({
        env: loadEnv(mode, process.cwd(), 'VITE_WEBHOOK_'),
        siteUrl: process.env.SITE_URL ?? 'http://localhost:5173',
        // The pages' own inline scripts (src/lib/page-loading/inline-scripts.ts).
        inlineScripts: PAGE_INLINE_SCRIPTS,
      }),
      // Build only: no symbolic link under public/ is ever copied into dist/ (the build stops).
      refusePublicLinks(),
      // Build only: what each chunk holds, for the bench's bundle report (dist/.vite/chunk-modules.json).
      chunkModulesPlugin(),
      // Unit tests only: the content scripts' tests run Decap's Markdown serializers in Node.
      ...(process.env.VITEST ? [decapSerializersInNode()] : []),
    ],
    define: {
      __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '')),
      __ADMIN_LOGIN__: JSON.stringify(adminLogin),
    },
    build: {
      // One stylesheet, linked from every prerendered page: no flash of unstyled content
      // when a route's chunk arrives after the HTML. The admin's styles are not part of it:
      // the admin layout links its own stylesheet (src/features/in-app-admin/admin-layout.tsx).
      cssCodeSplit: false,
      manifest: true,
      // No preload helper in the entry (1.4 KB gz of every page's first JavaScript): a prerendered
      // page lists its chunks as <link rel="modulepreload"> itself (scripts/prerender.ts); a chunk
      // loaded later (another page, a part below the fold) fetches its imports as the browser
      // finds them, one round trip more (docs/decisions/009-hydration-and-loading.md).
      modulePreload: false,
      outDir: 'dist',
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              // React, React DOM, its scheduler and the router: one chunk named for what it is, whose
              // file name (hash) changes only when those packages do, so that a content-only deploy
              // leaves it in the visitors' cache.
              { name: 'vendor-react', test: VENDOR_REACT, priority: 2 },
              // Everything else the entry loads anyway (the table of paths, storage, prices,
              // settings) in one chunk: without this, each module that an admin chunk also uses
              // became a tiny chunk of its own, and every public page paid for the extra files.
              { name: 'app', tags: ['$initial'], priority: 1 },
              // What a page loads beside the entry, in a few files rather than one per shared
              // module: on a phone's link each file is a request of its own, and on HTTP/1.1 six at a
              // time. A product page went from 13 files to 8 (docs/decisions/031-pictures-after-the-scripts.md).
              // The page's <head>, its pictures, the phone number's link: every page uses them.
              {
                name: 'page-kit',
                test: /[\\/]src[\\/](components[\\/](seo[\\/]page-meta|picture[\\/]picture)\.tsx|lib[\\/](responsive-image|phone)\.ts)$/,
                priority: 1,
              },
              // The parts of the content pages (the shop's, the blog's, the courses', the legal ones).
              {
                name: 'page-parts',
                test: /[\\/]src[\\/]components[\\/](breadcrumbs|skeleton[\\/]lazy-skeleton|markdown[\\/]markdown-content|pagination)[\\/.]/,
              },
              // The catalogue and its cards, for the shop's pages and the cart.
              {
                name: 'catalogue',
                test: /[\\/]src[\\/](lib[\\/]catalogue\.ts|components[\\/](product-card|quantity-stepper)[\\/]|features[\\/]shop[\\/]use-scroll-to-top)/,
              },
            ],
          },
        },
      },
    },
    resolve: {
      alias: [
        { find: '#src', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // Decap's gray-matter without its JavaScript engine (a "---js" file runs nothing in the CMS).
        {
          find: /^gray-matter$/,
          replacement: fileURLToPath(new URL('./src/cms/gray-matter-without-code.ts', import.meta.url)),
        },
      ],
    },
    test: {
      environment: 'node',
      // Five groups of files (see testFilesBy and SITE_BUILDS above), each file in exactly one. Only
      // when Vitest runs: the site's build and dev server do not read every test file. Each group names
      // its own files and setup: a project merges its settings into these, and a list here would be
      // added to its own.
      projects: process.env.VITEST
        ? [
            {
              extends: true,
              test: { name: 'shared', include: testFilesBy('shared'), setupFiles: [SETUP], isolate: false },
            },
            {
              extends: true,
              test: { name: 'isolated', include: testFilesBy('isolated'), setupFiles: [SETUP] },
            },
            {
              extends: true,
              test: {
                name: 'dom',
                include: testFilesBy('dom'),
                environment: 'jsdom',
                isolate: false,
                setupFiles: [SETUP, DOM_SETUP],
              },
            },
            {
              extends: true,
              test: {
                name: 'dom-isolated',
                include: testFilesBy('dom-isolated'),
                environment: 'jsdom',
                setupFiles: [SETUP, DOM_SETUP],
              },
            },
            {
              extends: true,
              test: {
                name: 'site-builds',
                include: SITE_BUILDS,
                setupFiles: [SETUP],
                // After the groups of order 0 (the default): alone on the machine.
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : undefined,
      // Node 25 and newer have a localStorage of their own (empty without --localstorage-file),
      // which stops Vitest from putting jsdom's in its place: every jsdom test then finds
      // window.localStorage undefined (vitest-dev/vitest#8757). Node 20 does not know the flag.
      execArgv: Number(process.versions.node.split('.')[0]) >= 25 ? ['--no-webstorage'] : [],
      // One test file per core. Vitest's own default keeps a core free for its main process, which
      // on the two-core CI machine meant one file at a time; its main process has little to do.
      maxWorkers: availableParallelism(),
      // decap-cms-locales' CommonJS build is a browser-only bundle: the tests read its ES modules.
      alias: { 'decap-cms-locales': 'decap-cms-locales/dist/esm/index.js' },
      server: { deps: { inline: ['decap-cms-locales'] } },
    },
  };
});
