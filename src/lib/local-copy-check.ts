// Reads the in-app admin's local copies back through the content schema, the same one the
// content build applies to content/: a copy that does not pass (edited by hand, cut short,
// written by an older version of the site) is ignored with a console warning, so that it can
// never reach the pages (a price held as text once made the money code throw). Loaded only when
// a local copy exists (see local-copies.ts).
import { z } from 'zod';
import { LOCAL_COPY_KEYS, LOCAL_POSTS_FORMAT, type LocalCopy } from './local-copies.ts';
import type { Collection } from './prerendered-page.ts';
import { courseSchema, postSchema, productSchema } from './schema.ts';
import { readStoredRaw } from './storage.ts';

const localCopySchemas = {
  products: z.array(productSchema),
  courses: z.object({ version: z.number(), courses: z.array(courseSchema) }),
  posts: z.object({
    version: z.literal(LOCAL_POSTS_FORMAT),
    basedOn: z.string(),
    posts: z.array(postSchema),
  }),
};

type StorageLike = Pick<Storage, 'getItem'>;

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
