import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// The layers of src/, one direction only (see docs/architecture.md):
//   lib  <-  components, data  <-  state  <-  features  <-  routes  <-  app, entry-*
// lib/ is framework-free (also imported by the Node scripts); components/ are shared UI pieces;
// data/ holds the published data (and the small store that state/ and features use too), state/
// the browser state several features share (the cart); a feature may
// use all of those but never another feature's files. generated/ (the compiled settings and
// pages) is data, readable from every layer.
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: './src/lib',
    from: ['./src/components', './src/data', './src/state', './src/features', './src/routes', './src/app'],
    message: 'src/lib is framework-free: it may import only src/lib and src/generated.',
  },
  {
    target: './src/components',
    from: ['./src/data', './src/state', './src/features', './src/routes', './src/app'],
    message: 'Shared components take their data as props: they may import src/lib and other components.',
  },
  {
    target: './src/data',
    from: ['./src/components', './src/state', './src/features', './src/routes', './src/app'],
    message:
      'src/data holds the published data and the store it lives in: it may import only src/lib and src/data.',
  },
  {
    target: './src/state',
    from: ['./src/components', './src/features', './src/routes', './src/app'],
    message:
      'src/state holds browser state that features share: it may import src/lib, src/data and src/state.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: `A feature may not reach into another feature; move what both need to src/lib, src/components or src/state.`,
  })),
  {
    target: './src/features',
    from: ['./src/routes', './src/app'],
    message: 'Features are put on a URL by src/routes and src/app, not the other way round.',
  },
  {
    target: './src/routes',
    from: './src/app',
    message: 'Route modules are thin: they put a feature on a URL and do not import the app shell.',
  },
  {
    // The CMS at /admin/ (its own entry) may use every layer of the site; nothing of the site may
    // import it, so no public page ever loads CMS code.
    target: [
      './src/lib',
      './src/components',
      './src/data',
      './src/state',
      './src/features',
      './src/routes',
      './src/app',
      './src/entry-client.tsx',
      './src/entry-server.tsx',
    ],
    from: './src/cms',
    message: 'Nothing of the site imports src/cms: the CMS is an entry of its own (admin/index.html).',
  },
  {
    target: ['./scripts', './tests'],
    from: ['./src/components', './src/data', './src/state', './src/features', './src/routes', './src/app'],
    message: 'Node scripts and browser tests share only src/lib (and src/generated) with the app.',
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'src/generated', 'public', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ['**/*.js'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      // How import-x parses the modules it follows (for no-cycle) and resolves '#src/...'.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            // The site has its own router; the React Router in node_modules is the CMS's (another
            // major version), there for Decap only.
            ...['react-router', 'react-router-dom'].map((name) => ({
              name,
              message:
                "Use the site's router: '#src/components/router/router.tsx' (links: '#src/components/link/link.tsx').",
            })),
          ],
        },
      ],
    },
  },
  {
    // The React Compiler's checks (every other rule of the React hooks plugin), as errors, on the
    // app's own code. They run the compiler's analysis on each file, which costs more than all the
    // other rules together: the test files and the Node scripts, whose React is at most a test's
    // render call, are left out.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs['recommended-latest'].rules).map((rule) => [rule, 'error']),
    ),
  },
  {
    // Playwright's fixtures hand each value on with a function named `use`, which is no React hook;
    // a fixture that needs no other one declares that with an empty pattern, as Playwright asks.
    files: ['tests/e2e/**/*.ts', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
);
