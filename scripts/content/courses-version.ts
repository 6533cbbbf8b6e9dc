// courses.json carries a version that grows whenever the published courses change, so that a
// published change always wins over an older local admin copy (docs/decisions/002-courses-version.md).
import { execFileSync } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

function git(root: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

async function newestModification(dir: string): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const times = await Promise.all(names.map(async (name) => (await stat(path.join(dir, name))).mtimeMs));
  return Math.floor(Math.max(0, ...times) / 1000);
}

/**
 * Seconds since the epoch of the last published change to content/courses: the time of the
 * last commit touching it; while it has uncommitted changes (editing locally), the newest file
 * modification, which is later. Without git, the newest modification.
 */
export async function coursesVersion(root: string): Promise<number> {
  const dir = path.join(root, 'content', 'courses');
  const committed = Number(git(root, ['log', '-1', '--format=%ct', '--', 'content/courses']) || 0);
  const dirty = git(root, ['status', '--porcelain', '--', 'content/courses']);
  if (committed > 0 && dirty === '') return committed;
  return Math.max(committed, await newestModification(dir));
}
