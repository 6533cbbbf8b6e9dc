// The in-app admin's local copies in the browser's storage (docs/product.md §4 and §6): where
// and how they are stored. They are read back through the content schema by
// local-copy-check.ts, a module of its own so that the schema's code is downloaded only by a
// browser that holds a local copy (the owner's), never by a visitor's.
import type { BlogPost, Course, Product } from '../schema.ts';
import type { Collection } from '../prerendered-page.ts';
import { readStoredRaw, removeStored, STORAGE_KEYS, writeStored } from '../storage.ts';

/** The storage key of each collection's local copy. */
export const LOCAL_COPY_KEYS = {
  products: STORAGE_KEYS.adminProducts,
  courses: STORAGE_KEYS.adminCourses,
  posts: STORAGE_KEYS.adminBlogPosts,
} as const satisfies Record<Collection, string>;

/** The collection whose local copy is stored under `key`, if any. */
export function collectionOfKey(key: string): Collection | undefined {
  return (Object.keys(LOCAL_COPY_KEYS) as Collection[]).find((c) => LOCAL_COPY_KEYS[c] === key);
}

/** The marker stored with the posts (the format of the admin's exports). */
export const LOCAL_POSTS_FORMAT = '1.0.1';

/**
 * Products: the list as the admin left it. It overrides the published file. Stored as the list
 * alone (before issue 19) or as `{ products, publishedVersions }`.
 */
export type LocalProducts = Product[];
/** Courses: the list and the version of the published file it was based on. */
export type LocalCourses = { version: number; courses: Course[] };
/**
 * Posts: the list and a fingerprint of the published list it was based on. A copy based on
 * another publication is out of date (see `resolvePosts`).
 */
export type LocalPosts = { version: typeof LOCAL_POSTS_FORMAT; basedOn: string; posts: BlogPost[] };

export type LocalCopy = { products: LocalProducts; courses: LocalCourses; posts: LocalPosts };

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether anything is stored as the local copy of `collection` (valid or not). */
export function hasStoredCopy(storage: StorageLike | undefined, collection: Collection): boolean {
  return readStoredRaw(storage, LOCAL_COPY_KEYS[collection]) !== null;
}

/**
 * Stores the local copy of `collection`. With `publishedVersions` (the version of each item as
 * published when the copy was started, src/lib/in-app-admin/item-version.ts), they are stored beside the
 * list: the products as `{ products, publishedVersions }`, the others as one more field of their
 * object. False when the storage refuses (full, blocked).
 */
export function writeLocalCopy<C extends Collection>(
  storage: StorageLike | undefined,
  collection: C,
  copy: LocalCopy[C],
  publishedVersions?: Readonly<Record<string, string>>,
): boolean {
  const stored =
    publishedVersions === undefined
      ? copy
      : Array.isArray(copy)
        ? { products: copy, publishedVersions }
        : { ...copy, publishedVersions };
  return writeStored(storage, LOCAL_COPY_KEYS[collection], stored);
}

export function removeLocalCopy(storage: StorageLike | undefined, collection: Collection): boolean {
  return removeStored(storage, LOCAL_COPY_KEYS[collection]);
}

/**
 * An item read from a local copy without the `*Html` fields the build adds beside each Markdown
 * field (descriptionHtml, contentHtml, ...): they are the HTML of the published text, so the
 * views render the copy's own Markdown instead.
 */
export function withoutHtml<T extends object>(item: T): T {
  if (!Object.keys(item).some((key) => key.endsWith('Html'))) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.endsWith('Html'))) as T;
}
