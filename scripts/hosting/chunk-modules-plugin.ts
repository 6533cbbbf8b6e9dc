// What each JavaScript chunk of the site's build holds: for every chunk, the modules bundled into
// it, each with the length of its code in the chunk before minification and that code's gzip -9
// size on its own (a module's share of the chunk's gzip size is about its share of the sum of
// these). Written beside Vite's manifest as
// dist/.vite/chunk-modules.json; `npm run bench` reads it to say what the first load of / is made
// of (scripts/bench/bundle-report.ts).
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** One chunk: its output file and its modules, largest (gzip) first. */
export interface ChunkModules {
  file: string;
  modules: { id: string; bytes: number; gzip: number }[];
}

export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json';

/** A module's id as the report shows it: the package for a dependency, the path for our own code. */
export function moduleLabel(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackage = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(clean);
  if (inPackage?.[1]) return inPackage[1].replace(/\\/g, '/');
  if (!path.isAbsolute(clean)) return clean;
  return path.relative(root, clean).split(path.sep).join('/');
}

export function chunkModulesPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'chunk-modules',
    apply: 'build',
    // The browser's chunks only: the prerender's server build is not what a visitor loads.
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: ChunkModules[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = Object.entries(output.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([id, info]) => ({
            id: moduleLabel(id, root),
            bytes: info.renderedLength,
            gzip: gzipSync(info.code ?? '', { level: 9 }).length,
          }))
          .sort((a, b) => b.gzip - a.gzip);
        chunks.push({ file: output.fileName, modules });
      }
      chunks.sort((a, b) => a.file.localeCompare(b.file));
      this.emitFile({
        type: 'asset',
        fileName: CHUNK_MODULES_FILE,
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}
