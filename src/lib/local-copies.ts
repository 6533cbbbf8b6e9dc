// The in-app admin's local copies in the browser's storage (docs/product.md §4 and §6): how they
// are stored, and how they are read back. A copy is read through the content schema, the same
// one the content build applies to content/: a copy that does not pass (edited by hand, cut
// short, written by an older version of the site) is ignored, with a console warning, so that
// it can never reach the pages (a price held as text once made the money code throw).
import { z } from 'zod';
import {
  courseSchema,
  postSchema,
  productSchema,
  type BlogPost,
  type Course,
  type Product,
} from './schema.ts';
import type { Collection } from './prerendered-page.ts';
import { readStoredRaw, removeStored, STORAGE_KEYS, writeStored } from './storage.ts';

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

/** Products: the list as the admin left it. It overrides the published file. */
export type LocalProducts = Product[];
/** Courses: the list and the version of the published file it was based on. */
export type LocalCourses = { version: number; courses: Course[] };
/**
 * Posts: the list and a fingerprint of the published list it was based on. A copy based on
 * another publication is out of date (see `resolvePosts`).
 */
export type LocalPosts = { version: typeof LOCAL_POSTS_FORMAT; basedOn: string; posts: BlogPost[] };

export type LocalCopy = { products: LocalProducts; courses: LocalCourses; posts: LocalPosts };

const localCopySchemas = {
  products: z.array(productSchema),
  courses: z.object({ version: z.number(), courses: z.array(courseSchema) }),
  posts: z.object({
    version: z.literal(LOCAL_POSTS_FORMAT),
    basedOn: z.string(),
    posts: z.array(postSchema),
  }),
};

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The local copy of `collection`, or undefined when there is none or it does not pass the
 * schema (then it is ignored, with a warning naming the first problem). Never throws.
 */
export function readLocalCopy<C extends Collection>(
  storage: StorageLike | undefined,
  collection: C,
): LocalCopy[C] | undefined {
  const key = LOCAL_COPY_KEYS[collection];
  const raw = readStoredRaw(storage, key);
  if (raw === null) return undefined;
  let problem: string;
  try {
    const result = localCopySchemas[collection].safeParse(JSON.parse(raw));
    if (result.success) return result.data as LocalCopy[C];
    const issue = result.error.issues[0];
    problem = issue ? `${issue.path.join('.') || 'the whole copy'}: ${issue.message}` : 'invalid';
  } catch {
    problem = 'not JSON';
  }
  // Left in storage, untouched: it is only ignored, and the admin's next save replaces it.
  console.warn(`The local copy "${key}" does not pass the content schema and is ignored (${problem}).`);
  return undefined;
}

/** Stores the local copy of `collection`. False when the storage refuses (full, blocked). */
export function writeLocalCopy<C extends Collection>(
  storage: StorageLike | undefined,
  collection: C,
  copy: LocalCopy[C],
): boolean {
  return writeStored(storage, LOCAL_COPY_KEYS[collection], copy);
}

export function removeLocalCopy(storage: StorageLike | undefined, collection: Collection): boolean {
  return removeStored(storage, LOCAL_COPY_KEYS[collection]);
}

/**
 * A short fingerprint (FNV-1a, 32 bits, hex) of a published list: enough to tell whether a
 * local copy of the posts was made from the list that is published now.
 */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
