// Files that another process may read, or write, at the same moment (npm start's builds, the
// dev server, a second build sharing node_modules/.cache): written under a temporary name of
// their own, unique per process and per call, then renamed into place in one step.
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Writes `data` to `file` through a temporary file of its own: a reader never sees half of it. */
export async function writeFileAtomic(file: string, data: string | Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
