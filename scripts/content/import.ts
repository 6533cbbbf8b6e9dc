// npm run content:import -- <export.json> [--delete-missing] [--dry-run]
//
// Turns an export of the in-app admin (products, courses or posts) back into content/ files, so
// that the admin and the Git CMS meet in one place. The export is checked exactly as the admin's
// import checks it (src/lib/admin-export.ts); an invalid export writes nothing. Each item is
// matched to its file by id: a changed item updates its file, a renamed one (its slug changed)
// moves to its new file name, a new one gets a new file. Files whose id is not in the export are
// listed and kept, unless --delete-missing is given. --dry-run prints the same report and writes nothing.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { parse as parseYaml } from 'yaml';
import { describeProblem, importedList, parseImport } from '../../src/lib/admin-export.ts';
import { validateCollection, type CategoryList, type CollectionItems } from '../../src/lib/collections.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import { categoriesFileSchema } from '../../src/lib/schema.ts';
import { collectionDirs, itemFileName, serializeItem } from './serialize.ts';

export type ImportOptions = { root: string; file: string; deleteMissing?: boolean; dryRun?: boolean };

export type ImportReport = {
  collection: Collection;
  /** The folder written to, relative to the root: content/products. */
  dir: string;
  items: number;
  created: string[];
  updated: string[];
  renamed: { from: string; to: string; changed: boolean }[];
  unchanged: string[];
  /** Files whose id is not in the export: kept, or deleted with --delete-missing. */
  missing: string[];
  deleted: string[];
  /** Files without a readable id: never touched. */
  unreadable: string[];
};

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; messages: string[] };

const COLLECTIONS: Collection[] = ['products', 'courses', 'posts'];

/** The collection an export holds, recognised by its key (an export is `{ products: [...], ... }`). */
function exportedCollection(text: string): Collection | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  return COLLECTIONS.find((collection) => Array.isArray((value as Record<string, unknown>)[collection]));
}

async function readCategories(root: string): Promise<CategoryList | string> {
  const file = path.join(root, 'content', 'settings', 'categories.yml');
  try {
    const result = categoriesFileSchema.safeParse(parseYaml(await readFile(file, 'utf8')));
    if (result.success) return result.data.categories;
  } catch {
    // Unreadable or not YAML: the same answer as invalid.
  }
  return 'content/settings/categories.yml has problems: run npm run content to see them, fix them, then import again.';
}

/** The id of every content file of the folder, by file name; files without a readable id apart. */
async function existingFiles(dir: string): Promise<{ byId: Map<number, string>; unreadable: string[] }> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.md')).sort();
  const byId = new Map<number, string>();
  const unreadable: string[] = [];
  for (const name of names) {
    let id: unknown;
    try {
      // A fresh options object: gray-matter would otherwise hand back a cached parse.
      id = (matter(await readFile(path.join(dir, name), 'utf8'), {}).data as { id?: unknown }).id;
    } catch {
      id = undefined;
    }
    if (typeof id === 'number' && !byId.has(id)) byId.set(id, name);
    else unreadable.push(name);
  }
  return { byId, unreadable };
}

/** Checks the export and works out (and, unless a dry run, makes) the changes to content/. */
export async function importContent(options: ImportOptions): Promise<ImportResult> {
  let text: string;
  try {
    text = await readFile(options.file, 'utf8');
  } catch {
    return { ok: false, messages: [`Cannot read ${options.file}.`] };
  }
  const fileName = path.basename(options.file);
  const categories = await readCategories(options.root);
  if (typeof categories === 'string') return { ok: false, messages: [categories] };

  const collection = exportedCollection(text);
  const checked = parseImport(collection ?? 'products', fileName, text, categories);
  if (!collection) {
    // Not .json, not JSON: parseImport's reason. Otherwise no collection key.
    const reason =
      !checked.ok && !checked.reason.startsWith('Invalid JSON format')
        ? checked.reason
        : 'Invalid JSON format: products, courses or posts array not found (the import reads the file the admin exports)';
    return { ok: false, messages: [`Erro ao importar: ${reason}`] };
  }
  if (!checked.ok) {
    // A bad item: every problem, not only the first the dashboard shows. Otherwise (the file name) the reason.
    const list = checked.reason.startsWith('Invalid JSON format') ? [] : (importedList(collection, JSON.parse(text)) ?? []);
    const all = validateCollection(collection, list, categories);
    if (all.ok) return { ok: false, messages: [`Erro ao importar: ${checked.reason}`] };
    return {
      ok: false,
      messages: all.problems.map((problem) => `${fileName}  ${describeProblem(collection, list, problem)}`),
    };
  }

  const dir = path.join(options.root, 'content', collectionDirs[collection]);
  const { report, planned } = await planImport(collection, checked.items, dir, options.deleteMissing ?? false);
  report.dir = path.relative(options.root, dir).split(path.sep).join('/');
  if (!options.dryRun) await applyImport(dir, report, planned);
  return { ok: true, report };
}

/** One file to write: its name, its text, and the name of the file it replaces (same id), if any. */
type Planned = { name: string; text: string; previous: string | undefined };

async function planImport<C extends Collection>(
  collection: C,
  items: CollectionItems[C][],
  dir: string,
  deleteMissing: boolean,
): Promise<{ report: ImportReport; planned: Planned[] }> {
  const { byId, unreadable } = await existingFiles(dir);
  const exportedIds = new Set(items.map((item) => item.id));
  const missing = [...byId].filter(([id]) => !exportedIds.has(id)).map(([, name]) => name);
  // Names that stay taken: files left alone (unreadable, or missing and kept).
  const taken = new Set([...unreadable, ...(deleteMissing ? [] : missing)]);
  const report: ImportReport = {
    collection,
    dir: '',
    items: items.length,
    created: [],
    updated: [],
    renamed: [],
    unchanged: [],
    missing,
    deleted: deleteMissing ? missing : [],
    unreadable,
  };
  const planned: Planned[] = [];
  // Items that keep their file name claim it first.
  const keepsName = (item: CollectionItems[C]) => byId.get(item.id) === itemFileName(collection, item);
  for (const item of [...items.filter(keepsName), ...items.filter((item) => !keepsName(item))]) {
    const previous = byId.get(item.id);
    let name = itemFileName(collection, item);
    // Two courses may share a title, and a file left alone may hold the name: the id tells them apart.
    if (taken.has(name)) name = name.replace(/\.md$/, `-${item.id}.md`);
    taken.add(name);
    const text = serializeItem(collection, item);
    const current = previous === undefined ? undefined : await readFile(path.join(dir, previous), 'utf8');
    if (previous === undefined) report.created.push(name);
    else if (previous !== name) report.renamed.push({ from: previous, to: name, changed: current !== text });
    else if (current === text) report.unchanged.push(name);
    else report.updated.push(name);
    planned.push({ name, text, previous });
  }
  return { report, planned };
}

async function applyImport(dir: string, report: ImportReport, planned: Planned[]): Promise<void> {
  // Deletions and the old names of renamed files first (every text is already in memory), so
  // that a name freed by one item can be taken by another.
  for (const name of report.deleted) await rm(path.join(dir, name));
  for (const { from } of report.renamed) await rm(path.join(dir, from), { force: true });
  const unchanged = new Set(report.unchanged);
  for (const entry of planned) {
    if (!unchanged.has(entry.name)) await writeFile(path.join(dir, entry.name), entry.text);
  }
}

const list = (names: string[]) => names.map((name) => `    ${name}`);

/** The report in plain words, one file per line (unchanged files only counted). */
export function describeReport(report: ImportReport, options: { dryRun?: boolean; deleteMissing?: boolean }): string[] {
  const nouns: Record<Collection, [string, string]> = {
    products: ['product', 'products'],
    courses: ['course', 'courses'],
    posts: ['post', 'posts'],
  };
  const [one, many] = nouns[report.collection];
  const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
  const verb = (done: string) => (options.dryRun ? `would be ${done}` : done);
  const lines = [`${count(report.items, one, many)} in the export, written to ${report.dir}/:`];
  if (report.created.length > 0) lines.push(`  ${count(report.created.length, 'file', 'files')} ${verb('created')}:`, ...list(report.created));
  if (report.updated.length > 0) lines.push(`  ${count(report.updated.length, 'file', 'files')} ${verb('updated')}:`, ...list(report.updated));
  if (report.renamed.length > 0) {
    lines.push(
      `  ${count(report.renamed.length, 'file', 'files')} ${verb('renamed')} (the name or title changed, and with it the address):`,
      ...list(report.renamed.map(({ from, to, changed }) => `${from} -> ${to}${changed ? ' (and updated)' : ''}`)),
    );
  }
  lines.push(`  ${count(report.unchanged.length, 'file', 'files')} unchanged.`);
  if (report.deleted.length > 0) {
    lines.push(`  ${count(report.deleted.length, 'file', 'files')} not in the export ${verb('deleted')}:`, ...list(report.deleted));
  } else if (report.missing.length > 0) {
    lines.push(
      `  ${count(report.missing.length, 'file', 'files')} not in the export, kept (add --delete-missing to delete them):`,
      ...list(report.missing),
    );
  }
  if (report.unreadable.length > 0) {
    lines.push(`  ${count(report.unreadable.length, 'file', 'files')} without a readable id, left alone:`, ...list(report.unreadable));
  }
  lines.push(
    options.dryRun
      ? 'Dry run: nothing was written.'
      : 'Next: npm run content (checks and rebuilds the site data), then review and commit content/.',
  );
  return lines;
}

const USAGE = 'Usage: npm run content:import -- <export.json> [--delete-missing] [--dry-run]';

/** The command: returns the exit code. `cwd` resolves a relative export path (npm gives the caller's as INIT_CWD). */
export async function runImportCommand(
  args: readonly string[],
  root: string,
  cwd: string,
  io: { log: (line: string) => void; error: (line: string) => void },
): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--delete-missing' && flag !== '--dry-run');
  if (files.length !== 1 || unknown.length > 0) {
    if (unknown.length > 0) io.error(`Unknown option: ${unknown.join(' ')}`);
    io.error(USAGE);
    return 2;
  }
  const options = {
    root,
    file: path.resolve(cwd, files[0] ?? ''),
    deleteMissing: flags.includes('--delete-missing'),
    dryRun: flags.includes('--dry-run'),
  };
  const result = await importContent(options);
  if (!result.ok) {
    io.error(`The export was not imported; nothing was written:\n`);
    for (const message of result.messages) io.error(message);
    return 1;
  }
  for (const line of describeReport(result.report, options)) io.log(line);
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  runImportCommand(process.argv.slice(2), root, process.env.INIT_CWD ?? process.cwd(), {
    log: (line) => console.log(line),
    error: (line) => console.error(line),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
