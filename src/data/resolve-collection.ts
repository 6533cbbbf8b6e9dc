// A whole collection as this browser shows it: the published file, or the in-app admin's local
// copy over it (docs/product.md §4 and §6), or the built-in defaults when the file cannot be
// loaded. Also the admin's write path: a list stored as the local copy.
import type { BlogPost, Course, CoursesFile, Product } from '#src/lib/schema.ts';
import {
  resolveCourses,
  resolvePosts,
  resolveProducts,
  type FileResult,
} from '#src/lib/page-loading/data-loading.ts';
import { fingerprint } from '#src/lib/fingerprint.ts';
import {
  hasStoredCopy,
  LOCAL_POSTS_FORMAT,
  removeLocalCopy,
  withoutHtml,
  writeLocalCopy,
  type LocalCopy,
} from '#src/lib/in-app-admin/local-copies.ts';
import { sortCollection, type CollectionItem } from '#src/lib/in-app-admin/admin-data.ts';
import { itemVersions, type ItemVersions } from '#src/lib/in-app-admin/item-version.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { categories } from '#src/generated/settings.json';
import type { ResolvedCollections } from './data-state.ts';

type BuiltInDefaults = { courses: CoursesFile; posts: BlogPost[] };
/** The built-in defaults are only needed when a file cannot be loaded: a chunk of their own. */
const loadDefaults = async (): Promise<BuiltInDefaults> =>
  (await import('#src/generated/defaults.json')).default as BuiltInDefaults;

/**
 * The local copy of `collection`, checked against the content schema, its items without any
 * build-made `*Html` field (see local-copy-check.ts). The check (and the schema library) is a
 * chunk of its own, fetched only when a copy is stored: visitors never hold one.
 */
async function readLocalCopy<C extends Collection>(
  storage: Storage | undefined,
  collection: C,
): Promise<{ copy: LocalCopy[C]; publishedVersions: ItemVersions | undefined } | undefined> {
  if (!hasStoredCopy(storage, collection)) return undefined;
  const check = await import('#src/lib/in-app-admin/local-copy-check.ts');
  const copy = check.readLocalCopy(storage, collection, categories);
  return copy && { copy, publishedVersions: check.readCopyVersions(storage, collection) };
}

/** The slot's published versions: those stored with the local copy, when it is the one shown. */
const versionsOf = (shown: boolean, local: { publishedVersions: ItemVersions | undefined } | undefined) =>
  shown && local?.publishedVersions !== undefined ? { publishedVersions: local.publishedVersions } : {};

/** The versions of the items of a published file (none when it could not be loaded). */
export function fileVersions(file: FileResult<unknown> | undefined): ItemVersions {
  if (!file?.ok) return {};
  const value = file.value as CoursesFile | { id: number }[];
  return itemVersions(Array.isArray(value) ? value : value.courses);
}

/**
 * The whole list of `collection` from its published `file` and the local copy in `storage`. A
 * courses copy older than the file's version is replaced, and a posts copy made from another
 * publication dropped, in storage too (src/lib/page-loading/data-loading.ts says when).
 */
export async function resolveCollection(
  collection: Collection,
  file: FileResult<unknown>,
  storage: Storage | undefined,
): Promise<ResolvedCollections> {
  const defaults = file.ok ? undefined : await loadDefaults();
  const slot = { complete: true, settled: true };
  switch (collection) {
    case 'products': {
      const local = await readLocalCopy(storage, 'products');
      const resolved = resolveProducts(file as FileResult<Product[]>, local?.copy);
      const isLocal = resolved.source === 'local';
      return {
        products: { ...slot, value: resolved.value, local: isLocal, ...versionsOf(isLocal, local) },
      };
    }
    case 'courses': {
      const local = await readLocalCopy(storage, 'courses');
      const resolved = resolveCourses(
        file as FileResult<CoursesFile>,
        local?.copy,
        defaults?.courses ?? { version: 0, courses: [] },
      );
      if (resolved.saveLocal)
        writeLocalCopy(storage, 'courses', { version: resolved.version, courses: resolved.value });
      const isLocal = resolved.source === 'local' || resolved.saveLocal === true;
      return {
        courses: {
          ...slot,
          value: resolved.value,
          version: resolved.version,
          local: isLocal,
          ...versionsOf(resolved.source === 'local', local),
        },
      };
    }
    case 'posts': {
      const local = await readLocalCopy(storage, 'posts');
      const resolved = resolvePosts(file as FileResult<BlogPost[]>, local?.copy, defaults?.posts ?? []);
      if (resolved.clearLocal) removeLocalCopy(storage, 'posts');
      const isLocal = resolved.source === 'local';
      return { posts: { ...slot, value: resolved.value, local: isLocal, ...versionsOf(isLocal, local) } };
    }
  }
}

type CopyBasis = {
  /** The version of each item as published when the admin's list was started. */
  versions: ItemVersions;
  /** The courses' version the copy is of. */
  coursesVersion: number;
  /** The published posts file: while it stays published, a posts copy made from it is shown. */
  postsFile: FileResult<unknown> | undefined;
};

/** Stores `items` (re-sorted, without build-made `*Html` fields) as the local copy; false when refused. */
export function storeLocalCopy<C extends Collection>(
  storage: Storage | undefined,
  collection: C,
  items: CollectionItem[C][],
  { versions, coursesVersion, postsFile }: CopyBasis,
): boolean {
  // The build's `*Html` fields describe the published text, not the copy's.
  const sorted = sortCollection(collection, items.map(withoutHtml));
  if (collection === 'courses') {
    return writeLocalCopy(
      storage,
      'courses',
      { version: coursesVersion, courses: sorted as Course[] },
      versions,
    );
  }
  if (collection === 'posts') {
    const basedOn = postsFile?.ok ? fingerprint(postsFile.value) : '';
    const copy = { version: LOCAL_POSTS_FORMAT, basedOn, posts: sorted as BlogPost[] } as const;
    return writeLocalCopy(storage, 'posts', copy, versions);
  }
  return writeLocalCopy(storage, 'products', sorted as Product[], versions);
}
