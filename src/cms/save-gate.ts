// The CMS's save gate (docs/decisions/016-cms-save-gate.md): an entry of the products, courses or
// blog collection is checked with the content build's own rules (src/lib/cms/entry-gate.ts) before
// Decap writes anything. This module turns Decap's entries into what the rules read and the
// rules' answers into what the editor shows; gated-control.tsx and main.tsx wire it into Decap.
import type { CategoryList } from '#src/lib/collections.ts';
import {
  bodyFields,
  entryProblems,
  newEntryProblems,
  type EntryProblem,
  type OtherEntry,
} from '#src/lib/cms/entry-gate.ts';
import type { Collection } from '#src/lib/prerendered-page.ts';
import { fieldLabel } from '#src/lib/field-texts.ts';

/** The CMS's folder collections the gate checks, by their name in config.yml. */
const gatedCollections: Readonly<Record<string, Collection>> = {
  products: 'products',
  courses: 'courses',
  blog: 'posts',
};

/** The collection of the rules for a CMS collection's name; undefined when the gate leaves it alone. */
export const gatedCollection = (cmsName: unknown): Collection | undefined =>
  typeof cmsName === 'string' && Object.hasOwn(gatedCollections, cmsName)
    ? gatedCollections[cmsName]
    : undefined;

/** Decap's name of the field written below the front matter. */
const CMS_BODY = 'body';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An entry's fields (Decap's `entry.get('data').toJS()`) as the content build reads its file: the
 * text below the front matter under the collection's body field, a picked date as yyyy-mm-dd.
 */
export function entryItem(collection: Collection, data: unknown): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(isRecord(data) ? data : {})) {
    const name = key === CMS_BODY ? bodyFields[collection] : key;
    item[name] = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  }
  // Decap leaves out a body never typed into; the build reads it as an empty text.
  if (!(bodyFields[collection] in item)) item[bodyFields[collection]] = '';
  return item;
}

/** One entry of Decap's search results (its `query` action): its slug, file and fields. */
export type EntryHit = { slug?: unknown; path?: unknown; data?: unknown };

/** The other entries of the collection, from Decap's listing, without the one being edited. */
export function otherEntries(hits: readonly EntryHit[], ownSlug: unknown): OtherEntry[] {
  return hits.flatMap((hit) =>
    typeof hit.path === 'string' &&
    isRecord(hit.data) &&
    (ownSlug === undefined || ownSlug === '' || hit.slug !== ownSlug)
      ? [{ file: hit.path, data: hit.data }]
      : [],
  );
}

/** The CMS field a problem belongs to: the top-level field ('images.1' → 'images'), the body as `body`. */
export function cmsFieldOf(collection: Collection, problem: EntryProblem): string {
  const head = problem.field.split('.')[0] ?? '';
  return head === bodyFields[collection] ? CMS_BODY : head;
}

/** The problems of one CMS field, joined into the one message Decap shows under it; undefined when none. */
export function fieldMessage(
  collection: Collection,
  problems: readonly EntryProblem[],
  cmsField: string,
): string | undefined {
  const messages = problems.filter((problem) => cmsFieldOf(collection, problem) === cmsField);
  return messages.length === 0 ? undefined : messages.map((problem) => problem.message).join('. ');
}

/** Every problem as one line for the editor's notice: the field's name before a message that lacks it. */
export function refusalText(collection: Collection, problems: readonly EntryProblem[]): string {
  return problems
    .map(({ field, message }) => {
      const label = fieldLabel(collection, field);
      const name = (label.split(' (')[0] ?? label).toLowerCase();
      return message.toLowerCase().includes(name) ? message : `${label}: ${message}`;
    })
    .join('; ');
}

/**
 * The refusal a preSave handler throws: Decap then writes nothing and shows 'Não foi possível
 * guardar a entrada: %{details}' with this error as the details, which it turns into text.
 */
export class SaveRefused extends Error {
  constructor(
    readonly problems: readonly EntryProblem[],
    text: string,
  ) {
    super(text);
    this.name = 'SaveRefused';
  }
  override toString(): string {
    return this.message;
  }
}

/** What the gate needs of the entry Decap is about to save (an Immutable.js Map). */
export type SavedEntry = { get: (key: string) => unknown; getIn: (path: string[]) => unknown };

/**
 * The check Decap's preSave event runs: throws `SaveRefused` when the build would refuse the
 * entry, so that nothing is written. `others` lists the collection's entries as they are now.
 */
export async function checkBeforeSave(
  entry: SavedEntry,
  others: (cmsCollection: string) => Promise<readonly EntryHit[]>,
  categories: CategoryList,
): Promise<void> {
  const cmsCollection = entry.get('collection');
  const collection = gatedCollection(cmsCollection);
  if (collection === undefined || typeof cmsCollection !== 'string') return;
  const data = entry.get('data') as { toJS?: () => unknown } | undefined;
  const item = entryItem(collection, data?.toJS?.() ?? data);
  const newRecord = entry.get('newRecord') === true;
  const hits = await others(cmsCollection);
  const problems = [
    ...(newRecord ? newEntryProblems(collection, item) : []),
    ...entryProblems(
      collection,
      item,
      otherEntries(hits, newRecord ? undefined : entry.get('slug')),
      categories,
    ),
  ];
  if (problems.length > 0) throw new SaveRefused(problems, refusalText(collection, problems));
}
