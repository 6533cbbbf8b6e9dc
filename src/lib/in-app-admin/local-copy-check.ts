// Reads the in-app admin's local copies back through the content schema, the same one the
// content build applies to content/: a copy that does not pass (edited by hand, cut short,
// written by an older version of the site) is removed with a console warning, so that it can
// never reach the pages (a price held as text once made the money code throw). A copy is judged
// whole, never item by item (docs/decisions/006-admin-local-copies.md). Loaded only when a local
// copy exists (see local-copies.ts).
import { z } from 'zod';
import { LOCAL_COPY_KEYS, LOCAL_POSTS_FORMAT, withoutHtml, type LocalCopy } from './local-copies.ts';
import type { Collection } from '../prerendered-page.ts';
import { validateCollection, type CategoryList } from '../collections.ts';
import { asItemVersions, type ItemVersions } from './item-version.ts';
import { discardStored, readStoredRaw, type ReadableStorage } from '../storage.ts';

// The envelope of each copy; the list inside is checked by validateCollection, with every rule
// of the content build (categories, unique ids and slugs, sale price below price).
const envelopes = {
  products: z
    .union([
      z.array(z.unknown()),
      z
        .object({ products: z.array(z.unknown()), publishedVersions: z.record(z.string(), z.string()) })
        .transform(({ products }) => products),
    ])
    .transform((list) => ({ list, rebuild: (items: unknown[]) => items })),
  courses: z
    .object({ version: z.number(), courses: z.array(z.unknown()) })
    .transform(({ version, courses }) => ({
      list: courses,
      rebuild: (items: unknown[]) => ({ version, courses: items }),
    })),
  posts: z
    .object({ version: z.literal(LOCAL_POSTS_FORMAT), basedOn: z.string(), posts: z.array(z.unknown()) })
    .transform(({ version, basedOn, posts }) => ({
      list: posts,
      rebuild: (items: unknown[]) => ({ version, basedOn, posts: items }),
    })),
};

/**
 * The local copy of `collection`, or undefined when there is none or it does not pass the
 * schema (then it is removed, with a warning naming the key and the first problem); its items
 * never keep a `*Html` field. Never throws.
 */
export function readLocalCopy<C extends Collection>(
  storage: ReadableStorage | undefined,
  collection: C,
  categories: CategoryList,
): LocalCopy[C] | undefined {
  const key = LOCAL_COPY_KEYS[collection];
  const raw = readStoredRaw(storage, key);
  if (raw === null) return undefined;
  let problem: string;
  try {
    const envelope = envelopes[collection].safeParse(JSON.parse(raw));
    if (envelope.success) {
      // Items saved from published ones may carry the build's `*Html` fields: the HTML of the
      // published text, never of the copy's; they are dropped before the check.
      const list = envelope.data.list.map((item) =>
        item !== null && typeof item === 'object' ? withoutHtml(item) : item,
      );
      const checked = validateCollection(collection, list, categories);
      if (checked.ok) return envelope.data.rebuild(checked.items) as LocalCopy[C];
      const first = checked.problems[0];
      problem = first ? `item ${first.index + 1}, ${first.field}: ${first.message}` : 'invalid';
    } else {
      problem = 'not the format the admin writes';
    }
  } catch {
    problem = 'not JSON';
  }
  discardStored(storage, key, `the local copy does not pass the content schema: ${problem}`);
  return undefined;
}

/**
 * The published versions stored with the local copy of `collection` (the version of each item
 * when the copy was started); undefined when there are none (a copy stored before issue 19) or
 * they are not versions. Read after `readLocalCopy` has accepted the copy.
 */
export function readCopyVersions(
  storage: ReadableStorage | undefined,
  collection: Collection,
): ItemVersions | undefined {
  const raw = readStoredRaw(storage, LOCAL_COPY_KEYS[collection]);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    return asItemVersions((value as Record<string, unknown>).publishedVersions);
  } catch {
    return undefined;
  }
}
