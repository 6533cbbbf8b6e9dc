// For the tests that build content in a temporary project root: the content build checks that
// every picture a field names exists under public/, so such a root needs the site's pictures.
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoPublic = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');

/** The folders of public/ that content names files in. */
const MEDIA_FOLDERS = ['images', 'media'];

/**
 * Mirrors `from` into `to`: real folders and copies of the files (a few MB). Not links: the
 * content build refuses every symbolic link under public/ (scripts/io/public-links.ts).
 */
async function mirror(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  const entries = await readdir(from, { withFileTypes: true });
  await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? mirror(path.join(from, entry.name), path.join(to, entry.name))
        : copyFile(path.join(from, entry.name), path.join(to, entry.name)),
    ),
  );
}

/**
 * Gives `root` the site's pictures and videos (public/images, public/media, copied), and a
 * small file at each of `extraFiles` (site paths such as /images/a.svg). A file written into
 * the root never reaches the repository's own public/.
 */
export async function linkPublicFiles(root: string, extraFiles: readonly string[] = []): Promise<void> {
  await Promise.all(
    MEDIA_FOLDERS.map((folder) => mirror(path.join(repoPublic, folder), path.join(root, 'public', folder))),
  );
  for (const sitePath of extraFiles) {
    const file = path.join(root, 'public', ...sitePath.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await rm(file, { force: true });
    await writeFile(file, '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  }
}
