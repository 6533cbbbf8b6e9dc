// Vite's preload helper, replaced by a call of the import itself.
//
// Vite wraps every dynamic import() of the site in `__vitePreload(() => import(…), deps)`, a
// helper that adds <link rel="modulepreload"> for the chunk's imports and <link rel="stylesheet">
// for its CSS before the import runs. This site needs neither: the build sets
// `build.modulePreload: false` (a prerendered page lists its chunks itself, scripts/prerender/)
// and `build.cssCodeSplit: false` (one stylesheet, linked by every page), so `deps` is always
// empty. Vite inserts the helper all the same (an open upstream issue: modulePreload false does
// not remove it), and it cost 1.4 KB gzip of the entry, the first JavaScript of every page.
import type { Plugin } from 'vite';

/** Vite's id of the helper module (a virtual module, hence the NUL). */
export const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/**
 * The helper's replacement. Its arguments are the import and the files to preload first; with no
 * per-chunk CSS and no module preloading there is never a file to preload. The plugin stops the
 * build if either setting changes (configResolved below), rather than drop a chunk's stylesheet.
 */
export const PRELOAD_HELPER_CODE = 'export const __vitePreload = (load) => load();\n';

export function noPreloadHelperPlugin(): Plugin {
  return {
    name: 'no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      if (config.build.modulePreload !== false || config.build.cssCodeSplit)
        throw new Error(
          'no-preload-helper: the plugin needs build.modulePreload: false and build.cssCodeSplit: false ' +
            "(with either, a dynamic import has files to preload and needs Vite's own helper)",
        );
    },
    load(id) {
      return id === PRELOAD_HELPER_ID ? PRELOAD_HELPER_CODE : null;
    },
  };
}
