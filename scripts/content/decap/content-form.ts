// The CMS's form of one content/ file: what Decap would write if the owner saved the entry after
// typing in its rich text (its Markdown body made again by the editor, the front matter or YAML
// by Decap's formatter, keys in the order of the collection's fields). `npm run content:format`
// puts every file in this form; a unit test checks that every file already is.
import { buildCmsConfig } from '../../cms/cms-config.ts';
import type { CmsField } from '../../cms/cms-fields.ts';
import { CMS_BODY_FIELD, cmsFileText, cmsMarkdown, parseCmsFile, type CmsFileFormat } from './cms-format.ts';

/** The field order Decap sorts a file's keys by, for each folder (`content/blog`) or file of the configuration. */
export type FieldOrders = ReadonlyMap<string, readonly string[]>;

/**
 * The field order of every collection folder and file. The order comes from the schema module
 * alone, so any page names will do: pages are one entry per file.
 */
export function cmsFieldOrders(pageNames: readonly string[]): FieldOrders {
  const { collections } = buildCmsConfig({
    categories: [],
    pages: pageNames.map((name) => ({ name, title: name })),
    blogCategories: [],
  });
  const orders = new Map<string, string[]>();
  const names = (fields: unknown) => (fields as CmsField[]).map((field) => field.name);
  for (const collection of collections) {
    if (typeof collection.folder === 'string') orders.set(collection.folder, names(collection.fields));
    for (const file of (collection.files ?? []) as { file: string; fields: CmsField[] }[]) {
      orders.set(file.file, names(file.fields));
    }
  }
  return orders;
}

/** The format of a content file by its extension (settings are YAML, everything else Markdown). */
export const formatOf = (file: string): CmsFileFormat => (file.endsWith('.yml') ? 'yaml' : 'frontmatter');

/** The order for a file given by its path from the root (`content/blog/post.md`). */
export function fieldOrderOf(orders: FieldOrders, file: string): readonly string[] {
  return orders.get(file) ?? orders.get(file.slice(0, file.lastIndexOf('/'))) ?? [];
}

/**
 * A file's text in the CMS's form. Decap's backend ends every file it writes with a newline
 * (decap-cms-core's backend.ts, entryToRaw); its formatters do not, hence the last line here.
 */
export function cmsText(
  format: CmsFileFormat,
  data: Record<string, unknown>,
  fieldOrder: readonly string[],
): string {
  const text = cmsFileText(format, data, fieldOrder);
  return text.endsWith('\n') ? text : `${text}\n`;
}

/** `text` (the file at `file`, from the root) in the CMS's form: read as the CMS reads it, body through the editor. */
export function toCmsForm(file: string, text: string, orders: FieldOrders): string {
  const format = formatOf(file);
  const data = parseCmsFile(format, text);
  const body = data[CMS_BODY_FIELD];
  if (typeof body === 'string') data[CMS_BODY_FIELD] = cmsMarkdown(body);
  return cmsText(format, data, fieldOrderOf(orders, file));
}
