// Symbolic links under public/: Vite copies public/ into dist/ following them, so a link
// (public/images/x.svg -> ../../.env) would publish the file it points at. The content build
// refuses every link with its path (scripts/content/compile.ts), and the site's Vite build
// refuses to start while one is there (the plugin below, in vite.config.ts).
import { readdir, readlink } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export type PublicLink = { path: string; target: string };

/** Every symbolic link under `dir` (paths relative to it, '/'-separated); links are never entered. */
export async function symbolicLinks(dir: string, under = ''): Promise<PublicLink[]> {
  const entries = await readdir(path.join(dir, under), { withFileTypes: true }).catch(() => []);
  const found: PublicLink[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isSymbolicLink()) {
      found.push({ path: relative, target: await readlink(path.join(dir, relative)).catch(() => '?') });
    } else if (entry.isDirectory()) {
      found.push(...(await symbolicLinks(dir, relative)));
    }
  }
  return found;
}

/** Stops the build when publicDir holds a symbolic link, naming each. */
export function refusePublicLinks(): Plugin {
  let publicDir: string | false = false;
  return {
    name: 'refuse-public-links',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir || false;
    },
    async buildStart() {
      if (!publicDir) return;
      const links = await symbolicLinks(publicDir);
      if (links.length === 0) return;
      const named = links.map(
        (link) =>
          `  ${path.relative(process.cwd(), path.join(publicDir || '', link.path))} -> ${link.target}`,
      );
      this.error(
        `public/ holds symbolic links; Vite would copy the files they point at into dist/. Replace each with the file itself or remove it:\n${named.join('\n')}`,
      );
    },
  };
}
