// Data loading (docs/product.md §4): how the published files, the local admin copies and the
// built-in defaults combine. Pure rules; the fetching and storage live in src/data/.
import type { BlogPost, Course, CoursesFile, Product } from '../schema.ts';
import { fingerprint } from '../fingerprint.ts';
import type { LocalCourses, LocalPosts } from '../in-app-admin/local-copies.ts';
import { sortCourses, sortPosts, sortProducts } from '../sorting.ts';

export type FileResult<T> = { ok: true; value: T } | { ok: false };

export type Resolved<T> = { value: T; source: 'file' | 'local' | 'defaults' | 'empty'; saveLocal?: boolean };

/** Products: local admin changes override the file; on failure local storage, else an empty list. */
export function resolveProducts(
  file: FileResult<Product[]>,
  local: Product[] | undefined,
): Resolved<Product[]> {
  if (local) return { value: sortProducts(local), source: 'local' };
  if (file.ok) return { value: sortProducts(file.value), source: 'file' };
  return { value: [], source: 'empty' };
}

/**
 * Courses: the local copy wins when its stored version is at least the file's version. On
 * failure, the local copy; else the built-in defaults, which are then saved locally.
 */
export function resolveCourses(
  file: FileResult<CoursesFile>,
  local: LocalCourses | undefined,
  defaults: CoursesFile,
): Resolved<Course[]> & { version: number } {
  if (file.ok) {
    if (local && local.version >= file.value.version) {
      return { value: sortCourses(local.courses), source: 'local', version: local.version };
    }
    return { value: sortCourses(file.value.courses), source: 'file', version: file.value.version };
  }
  if (local) return { value: sortCourses(local.courses), source: 'local', version: local.version };
  return {
    value: sortCourses(defaults.courses),
    source: 'defaults',
    version: defaults.version,
    saveLocal: true,
  };
}

/**
 * Blog posts prefer the file. A local copy made from the very list that is published now (the
 * admin's unpublished edits) is shown instead; one made from an older publication is out of
 * date and is cleared. On failure, the local copy, then the built-in defaults.
 */
export function resolvePosts(
  file: FileResult<BlogPost[]>,
  local: LocalPosts | undefined,
  defaults: BlogPost[],
): Resolved<BlogPost[]> & { clearLocal: boolean } {
  if (file.ok) {
    if (local && local.basedOn === fingerprint(file.value)) {
      return { value: sortPosts(local.posts), source: 'local', clearLocal: false };
    }
    return { value: sortPosts(file.value), source: 'file', clearLocal: local !== undefined };
  }
  if (local) return { value: sortPosts(local.posts), source: 'local', clearLocal: false };
  return { value: sortPosts(defaults), source: 'defaults', clearLocal: false };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object';

/** Loose shape checks for data read from storage or the network: a list of objects with an id. */
export function asEntityList<T>(value: unknown): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((item) => isObject(item) && typeof item.id === 'number') ? (value as T[]) : undefined;
}

export function asCoursesFile(value: unknown): CoursesFile | undefined {
  if (!isObject(value) || typeof value.version !== 'number') return undefined;
  const courses = asEntityList<Course>(value.courses);
  return courses ? { version: value.version, courses } : undefined;
}
