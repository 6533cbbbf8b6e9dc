// Paths that stay where they are meant to: the one place that decides whether a path written in
// a content file (a site path such as /images/a.jpg) or sent to the CMS's local backend (a
// repository path such as content/products/a.md) stays inside its folder, and whether a file
// on the way is a symbolic link. Used by the content build's existence checks
// (scripts/content/compile.ts) and by the CMS backend's guard (scripts/dev/cms-backend.ts).
import { lstat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The steps of a relative path, or undefined when one is empty, `.` or `..`, or holds a
 * backslash, a percent sign (an encoded character a later decoding could turn into one of
 * those), a NUL or another control character. A leading slash is refused too: the path is
 * relative to the folder it must stay in.
 */
export function safeSteps(relative: string): string[] | undefined {
  if (relative === '' || relative.startsWith('/')) return undefined;
  const steps = relative.split('/');
  return steps.every(isPlainStep) ? steps : undefined;
}

/** A file or folder name that names itself only (see safeSteps). */
function isPlainStep(step: string): boolean {
  // eslint-disable-next-line no-control-regex
  return step !== '' && step !== '.' && step !== '..' && !/[\\%\u0000-\u001f\u007f]/.test(step);
}

/**
 * The steps under public/ of a site path (/images/a%20b.jpg), each decoded once as the host
 * decodes an address: undefined when the path, decoded, leaves public/ or hides a step
 * (`%2e%2e`, `%2f`, `%5c`, a backslash, `.`, an empty step) or cannot be decoded.
 */
export function sitePathSteps(sitePath: string): string[] | undefined {
  if (!sitePath.startsWith('/') || sitePath.startsWith('//')) return undefined;
  const decoded: string[] = [];
  for (const step of sitePath.slice(1).split('/')) {
    let name: string;
    try {
      name = decodeURIComponent(step);
    } catch {
      return undefined;
    }
    // A decoded percent sign is a real one in a file name; anything else safeSteps refuses stays refused.
    if (name.includes('/') || !isPlainStep(name.replaceAll('%', '_'))) return undefined;
    decoded.push(name);
  }
  return decoded;
}

/**
 * The first of `steps` under `base` (a real folder) that is a symbolic link, as a relative path;
 * undefined when none is. Steps that do not exist end the walk (nothing below them can be a link).
 */
export async function firstLink(base: string, steps: readonly string[]): Promise<string | undefined> {
  let at = base;
  for (const [index, step] of steps.entries()) {
    at = path.join(at, step);
    const info = await lstat(at).catch(() => undefined);
    if (!info) return undefined;
    if (info.isSymbolicLink()) return steps.slice(0, index + 1).join('/');
  }
  return undefined;
}
