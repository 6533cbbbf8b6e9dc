// The content build's rules for one entry, as the CMS checks it before saving
// (docs/decisions/016-cms-save-gate.md): the entry against its schema and the collection rules
// (src/lib/collections.ts: sale price, category and subcategory, unique ids and addresses) among
// the other entries of its collection, and the links of its Markdown text
// (src/lib/markdown/markdown-links.ts). The same functions the build runs, so the CMS refuses exactly
// what the build would refuse of that entry, with the build's messages. What one entry cannot
// tell (a picture missing under public/, a broken settings file) is left to the build.
import { validateCollection, type CategoryList } from '../collections.ts';
import { refusedLinkMessage, refusedMarkdownLinks } from '../markdown/markdown-links.ts';
import type { Collection } from '../prerendered-page.ts';
import { slugify } from '../slug.ts';

/** The field of each collection written below the front matter (its Markdown text). */
export const bodyFields = { products: 'description', courses: 'fullDescription', posts: 'content' } as const;

/** Another entry of the collection, as far as the rules between entries need it. */
export type OtherEntry = {
  /** How a message names it: its file, as the build names it ('content/products/gel-x.md'). */
  file: string;
  /** Its fields (only the id and the name or title are read). */
  data: Readonly<Record<string, unknown>>;
};

/** One refused field of the entry (a dotted path such as 'images.0'; 'item' for the whole entry). */
export type EntryProblem = { field: string; message: string };

/**
 * What the content build would refuse in `item` (the entry's fields, its text under the name of
 * the collection's body field), saved beside `others`. Empty when the build would accept it.
 */
export function entryProblems(
  collection: Collection,
  item: Readonly<Record<string, unknown>>,
  others: readonly OtherEntry[],
  categories: CategoryList,
): EntryProblem[] {
  // The entry comes last, so that an id or address it shares with another entry is reported on
  // it, naming the other file; the other entries' own problems are not its business.
  const items = [...others.map((other) => other.data), item];
  const own = others.length;
  const result = validateCollection(collection, items, categories, {
    itemName: (index) => others[index]?.file ?? 'esta entrada',
  });
  const problems: EntryProblem[] = result.ok
    ? []
    : result.problems
        .filter((problem) => problem.index === own)
        .map(({ field, message }) => ({ field, message }));
  const body = item[bodyFields[collection]];
  if (typeof body === 'string') {
    for (const { url } of refusedMarkdownLinks(body)) {
      problems.push({ field: bodyFields[collection], message: refusedLinkMessage(url) });
    }
  }
  return problems;
}

/**
 * What the CMS cannot do with a new entry: name its file. Decap makes the file name of a new
 * entry from its name or title (scripts/cms/cms-config.ts: ASCII, accents dropped), and from a
 * title with no letter a-z or digit ('★★★', '日本語') it makes '.md', a hidden file the build
 * refuses. A product's name and a post's title already need one (they give the address); a
 * course's is checked here. An existing entry keeps its file, whatever its title becomes.
 */
export function newEntryProblems(
  collection: Collection,
  item: Readonly<Record<string, unknown>>,
): EntryProblem[] {
  const title = item.title;
  if (collection !== 'courses' || typeof title !== 'string' || title.trim() === '' || slugify(title) !== '')
    return [];
  return [
    {
      field: 'title',
      message:
        'O título precisa de pelo menos uma letra latina (a a z, com ou sem acento) ou um algarismo: ' +
        'é dele que o CMS faz o nome do ficheiro',
    },
  ];
}
