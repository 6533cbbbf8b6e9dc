// The in-app admin's export and import files (docs/product.md §6). The dashboard downloads
// `buildExport`'s object and reads an uploaded file with `parseImport`; `npm run content:import`
// reads the same files with the same checks (src/lib/collections.ts), so an export that the
// dashboard accepts is one the content build accepts, and the other way round.
import {
  describeItem,
  validateCollection,
  type CategoryList,
  type CollectionItems,
  type ItemProblem,
} from '../collections.ts';
import { asItemVersions, type ItemVersions } from './item-version.ts';
import { plural } from '../plural.ts';
import type { Collection } from '../prerendered-page.ts';
import { fieldLabel } from '../field-texts.ts';

/** The format version written in every export. */
export const EXPORT_VERSION = '1.0.1';

export type ExportFile<C extends Collection> = { [K in C]: CollectionItems[C][] } & {
  lastUpdated: string;
  version: typeof EXPORT_VERSION;
  /**
   * The version of each item as published when the admin's copy was started (by id,
   * src/lib/in-app-admin/item-version.ts): what `npm run content:import` compares content/ with, to apply the
   * admin's changes, deletions included, without undoing a change made elsewhere since.
   */
  publishedVersions: ItemVersions;
};

/**
 * The export of a collection: its items exactly as the app holds them, the time, the format
 * version, and the published versions the items were edited from.
 */
export function buildExport<C extends Collection>(
  collection: C,
  items: readonly CollectionItems[C][],
  now: Date,
  publishedVersions: ItemVersions,
): ExportFile<C> {
  return {
    [collection]: [...items],
    lastUpdated: now.toISOString(),
    version: EXPORT_VERSION,
    publishedVersions,
  } as ExportFile<C>;
}

/** The published versions an export was made from; undefined for a file without them (older exports). */
export function exportedVersions(value: unknown): ItemVersions | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return asItemVersions((value as Record<string, unknown>).publishedVersions);
}

/** The export as the downloaded file's text: indented JSON, with a final newline. */
export function exportText<C extends Collection>(file: ExportFile<C>): string {
  return `${JSON.stringify(file, null, 2)}\n`;
}

const publishedFiles: Record<Collection, string> = {
  products: 'products.json',
  courses: 'courses.json',
  posts: 'blog.json',
};

/** The name of the published file an export replaces, and so of the downloaded file. */
export function exportFileName(collection: Collection): string {
  return publishedFiles[collection];
}

/**
 * The list inside an imported value: the value itself when it is an array, or the array under
 * the collection's own key (`products`, `courses` or `posts`: an export of this collection, or
 * the published `courses.json`). Another collection's export is refused rather than checked
 * field by field against the wrong schema.
 */
export function importedList(collection: Collection, value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  if (value === null || typeof value !== 'object') return undefined;
  const list = (value as Record<string, unknown>)[collection];
  return Array.isArray(list) ? list : undefined;
}

/** An export is read as the admin writes it: UTF-8; a byte-order mark before it is dropped. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The text of an uploaded export's bytes, or undefined when they are not UTF-8: the export was
 * re-saved by another program (as Windows-1252, UTF-16), and reading it anyway, as `File.text()`
 * or Node's 'utf8' do, would turn every accented letter into '\uFFFD', which an import then writes.
 */
export function exportFileText(bytes: ArrayBuffer | Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Why a file that is not UTF-8 is refused (after 'Erro ao importar: '), and what to do. */
export function notUtf8Reason(fileName: string): string {
  return (
    `"${fileName}" não está gravado em UTF-8 (a codificação em que o painel exporta): provavelmente foi ` +
    'aberto e gravado de novo noutro programa (um editor de texto, uma folha de cálculo), que mudou a ' +
    'codificação, e importá-lo trocaria todas as letras acentuadas por \uFFFD. Não use este ficheiro: ' +
    'exporte de novo no painel (botão Exportar) e importe o ficheiro descarregado sem o abrir noutro programa.'
  );
}

/** One problem of an imported list, for the shop owner: 'o produto n.º 3 ("Gel"), campo Preço: ...'. */
export function describeProblem(
  collection: Collection,
  items: readonly unknown[],
  problem: ItemProblem,
): string {
  const item = describeItem(collection, items, problem.index);
  const where = problem.field === 'item' ? item : `${item}, campo ${fieldLabel(collection, problem.field)}`;
  return `${where}: ${problem.message}`;
}

export type ImportResult<C extends Collection> =
  | { ok: true; items: CollectionItems[C][]; publishedVersions: ItemVersions | undefined }
  | { ok: false; reason: string };

/**
 * Reads an uploaded file for `collection`. On success, the items checked and normalised (slugs
 * derived again, as validateCollection gives them); otherwise the reason, in Portuguese, to show
 * after 'Erro ao importar: ': a name not ending in .json, a text that is not JSON, no list
 * ('Invalid JSON format: products array not found'), or the first bad item and field.
 */
export function parseImport<C extends Collection>(
  collection: C,
  fileName: string,
  text: string,
  categories: CategoryList,
): ImportResult<C> {
  if (!/\.json$/i.test(fileName.trim())) {
    return {
      ok: false,
      reason: `"${fileName}" não é um ficheiro JSON: escolha um ficheiro terminado em .json`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      reason: `o conteúdo de "${fileName}" não é JSON válido (o ficheiro está incompleto ou foi alterado)`,
    };
  }
  const items = importedList(collection, value);
  if (!items) return { ok: false, reason: `Invalid JSON format: ${collection} array not found` };
  const result = validateCollection(collection, items, categories);
  if (result.ok) return { ok: true, items: result.items, publishedVersions: exportedVersions(value) };
  const [first, ...others] = result.problems;
  if (!first) return { ok: false, reason: 'Erro desconhecido' };
  const more =
    others.length === 0 ? '' : ` (e mais ${plural(others.length, 'problema', 'problemas')} no ficheiro)`;
  return { ok: false, reason: `${describeProblem(collection, items, first)}${more}` };
}
