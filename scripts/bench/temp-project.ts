// A throw-away copy of the project to build a generated catalogue in: the files git tracks (and
// new files it does not ignore), copied into a temporary folder, with node_modules linking to
// this checkout's packages. The checkout's own content/, src/generated/ and dist/ are never
// touched.
//
// CLI: tsx scripts/bench/temp-project.ts [products=5000] [posts=300]
//   prints the folder; then e.g. `cd <folder> && npm run build`.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIG_CATALOGUE, writeCatalogue, type CatalogueSize } from './catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Copies the tracked files of the project into a new temporary folder and returns its path. */
export async function makeTempProject(prefix = 'gel-nails-build-'): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  const folders = new Set(files.map((file) => path.dirname(file)));
  for (const folder of folders) await mkdir(path.join(dir, folder), { recursive: true });
  // A tracked file deleted in the working tree is skipped rather than failing the copy.
  await Promise.all(
    files.map((file) => copyFile(path.join(root, file), path.join(dir, file)).catch(() => {})),
  );
  // node_modules: a folder of links to this checkout's packages rather than one link to the
  // folder, so that the copy's build caches (node_modules/.cache) are its own.
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(root, 'node_modules'))) {
    if (entry === '.cache') continue;
    await symlink(path.join(root, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  return dir;
}

/** A temporary copy of the project whose content/ holds the generated catalogue of `size`. */
export async function makeCatalogueProject(size: CatalogueSize = BIG_CATALOGUE): Promise<string> {
  const dir = await makeTempProject();
  await writeCatalogue(path.join(dir, 'content'), size);
  return dir;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const [products, posts] = process.argv.slice(2);
  const dir = await makeCatalogueProject({
    products: products ? Number(products) : BIG_CATALOGUE.products,
    posts: posts ? Number(posts) : BIG_CATALOGUE.posts,
  });
  console.log(dir);
}
