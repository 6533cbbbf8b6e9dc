// npm run content:import -- <export.json> [--dry-run]
//
// Turns an export of the in-app admin (products, courses or posts) back into content/ files, so
// that the admin and the Git CMS meet in one place. The export is read as strict UTF-8 (a
// byte-order mark dropped), must hold one list in the admin's format, and is checked exactly as
// the admin's import checks it (src/lib/in-app-admin/admin-export.ts), and content/ as the content build checks
// it; an invalid one writes nothing (docs/decisions/022-import-strict-encoding-and-names.md). Each item is compared in three versions
// (docs/decisions/018-import-merges-by-item-version.md): as published when the admin's copy
// started (the export records it), as exported, and as content/ has it now. What the admin
// changed, created or deleted is applied, when content/ still has the item as it was: a changed
// item updates its file, a renamed one (its slug changed) moves to its new file name, a new one
// gets a new file, a deleted one loses its file. An item changed in content/ since the export as
// well is a conflict: nothing is written for it. Files the export does not know (added since)
// are kept. --dry-run prints the same report and writes nothing.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  describeProblem,
  EXPORT_VERSION,
  exportFileText,
  importedList,
  notUtf8Reason,
  parseImport,
} from '../../src/lib/in-app-admin/admin-export.ts';
import { validateCollection, type CollectionItems } from '../../src/lib/collections.ts';
import { itemVersion, type ItemVersions } from '../../src/lib/in-app-admin/item-version.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, Course, Product } from '../../src/lib/schema.ts';
import { compileContent, type CompiledContent } from './compile.ts';
import { formatProblem } from './problems.ts';
import { ContentFileError, frontMatterOf } from './front-matter.ts';
import { exitWhenWritten, terminalText } from '../io/terminal.ts';
import { collectionDirs, itemFileName, serializeItem } from './serialize.ts';

export type ImportOptions = { root: string; file: string; dryRun?: boolean };

/** Why an item the admin changed was left as content/ has it. */
export type ConflictKind =
  /** Changed in the admin and, differently, in content/ since the export. */
  | 'changedBoth'
  /** Deleted in the admin, changed in content/ since the export: the file stays. */
  | 'deletedInAdmin'
  /** Changed in the admin, deleted from content/ since the export: not made again. */
  | 'deletedInContent'
  /** Created in the admin with the id of an item added to content/ since the export. */
  | 'idTaken';

export type Conflict = { kind: ConflictKind; id: number; title: string; file: string | undefined };

export type ImportReport = {
  collection: Collection;
  /** The folder written to, relative to the root: content/products. */
  dir: string;
  items: number;
  created: string[];
  updated: string[];
  renamed: { from: string; to: string }[];
  /** Files of items deleted in the admin (unchanged in content/ since the export). */
  deleted: string[];
  /** Items the admin changed while content/ changed them too: nothing written for them. */
  conflicts: Conflict[];
  /** Items the admin did not change (content/ keeps whatever it has for them now). */
  unchanged: number;
  /** Files of items the export does not know (added to content/ since): kept. */
  added: string[];
};

export type ImportResult = { ok: true; report: ImportReport } | { ok: false; messages: string[] };

const COLLECTIONS: Collection[] = ['products', 'courses', 'posts'];

/**
 * The collections a file holds, recognised by their keys (an export is `{ products: [...], ... }`,
 * one collection: its `publishedVersions` are those of that collection's items, by id).
 */
function exportedCollections(value: unknown): Collection[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  return COLLECTIONS.filter((collection) => Array.isArray((value as Record<string, unknown>)[collection]));
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The file name of every item of content/ by id (the build has checked that ids are unique). */
async function fileNamesById(dir: string): Promise<Map<number, string>> {
  const names = (await readdir(dir).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.md'))
    .sort();
  const byId = new Map<number, string>();
  for (const name of names) {
    // The one front-matter reader: it runs nothing, and refuses a file it cannot read, naming it.
    const file = `content/${path.basename(dir)}/${name}`;
    const id = frontMatterOf(await readFile(path.join(dir, name), 'utf8'), file).data.id;
    if (typeof id === 'number') byId.set(id, name);
  }
  return byId;
}

const listOf = (content: CompiledContent, collection: Collection): CollectionItems[Collection][] =>
  collection === 'products'
    ? content.products
    : collection === 'courses'
      ? content.courses.courses
      : content.blog;

const titleOf = (collection: Collection, item: CollectionItems[Collection]) =>
  collection === 'products' ? (item as Product).name : (item as Course | BlogPost).title;

/**
 * Checks the export and content/, works out the changes (a three-way comparison of each item:
 * as published when the admin's copy started, as exported, as content/ has it now) and, unless
 * a dry run, makes them.
 */
export async function importContent(options: ImportOptions): Promise<ImportResult> {
  let bytes: Buffer;
  try {
    bytes = await readFile(options.file);
  } catch {
    return { ok: false, messages: [`Não foi possível ler o ficheiro ${options.file}.`] };
  }
  const fileName = path.basename(options.file);
  // Not readFile's 'utf8': that turns every byte it cannot read into '�', and the import writes it.
  const text = exportFileText(bytes);
  if (text === undefined) return { ok: false, messages: [notUtf8Message(fileName)] };
  // The export is merged into content/ as the build reads it: content/ must pass the build first.
  const compiled = await compileContent(options.root, 0);
  if (!compiled.ok) {
    return {
      ok: false,
      messages: [
        'O conteúdo (content/) tem problemas: corrija-os (npm run content mostra-os) e importe de novo.',
        ...compiled.problems.map(formatProblem),
      ],
    };
  }
  const categories = compiled.content.settings.categories;

  const value = parseJson(text);
  const collections = exportedCollections(value);
  if (collections.length > 1)
    return { ok: false, messages: [severalListsMessage(fileName, value, collections)] };
  const collection = collections[0];
  const checked = parseImport(collection ?? 'products', fileName, text, categories);
  if (!collection) {
    // Not .json, not JSON: parseImport's reason. Otherwise no collection key.
    const reason =
      !checked.ok && !checked.reason.startsWith('Invalid JSON format')
        ? checked.reason
        : 'o ficheiro não tem uma lista products, courses ou posts (a importação lê o ficheiro que o painel exporta)';
    return { ok: false, messages: [`Erro ao importar: ${reason}`] };
  }
  // A newer admin's format (its version is text; the published courses.json's is a number): its items
  // may differ, so it is refused as such rather than item by item.
  const version = (value as Record<string, unknown>).version;
  if (typeof version === 'string' && version !== EXPORT_VERSION) {
    return { ok: false, messages: [unknownVersionMessage(fileName, version)] };
  }
  if (!checked.ok) {
    // A bad item: every problem, not only the first the dashboard shows. Otherwise (the file name) the reason.
    const list = importedList(collection, value) ?? [];
    const all = validateCollection(collection, list, categories);
    if (all.ok) return { ok: false, messages: [`Erro ao importar: ${checked.reason}`] };
    return {
      ok: false,
      messages: all.problems.map((problem) => `${fileName}  ${describeProblem(collection, list, problem)}`),
    };
  }
  if (checked.publishedVersions === undefined) {
    return { ok: false, messages: [olderExportMessage(fileName)] };
  }
  if (version !== EXPORT_VERSION) return { ok: false, messages: [unknownVersionMessage(fileName, version)] };

  const dir = path.join(options.root, 'content', collectionDirs[collection]);
  const { report, planned } = await planImport(
    collection,
    checked.items,
    checked.publishedVersions,
    listOf(compiled.content, collection),
    dir,
  );
  report.dir = path.relative(options.root, dir).split(path.sep).join('/');
  if (!options.dryRun) await applyImport(dir, report, planned);
  return { ok: true, report };
}

/** The refusal of a file that is not UTF-8: the admin's export re-saved by another program. */
export function notUtf8Message(fileName: string): string {
  return `Erro ao importar: ${notUtf8Reason(fileName)}`;
}

/** The refusal of a file holding several lists: an export of the admin holds one. */
function severalListsMessage(fileName: string, value: unknown, collections: readonly Collection[]): string {
  const lists = collections
    .map((collection) => {
      const items = importedList(collection, value)?.length ?? 0;
      return `${collection}: ${items} ${items === 1 ? NOUNS[collection].one : NOUNS[collection].many}`;
    })
    .join('; ');
  return (
    `Erro ao importar: ${fileName} tem mais de uma lista (${lists}), mas cada exportação do painel tem ` +
    'uma só. Nada foi importado: exporte cada lista no painel (cada uma no seu ficheiro) e importe os ' +
    'ficheiros um a um.'
  );
}

/** The refusal of an export in a format this import does not know (a newer admin's, or edited). */
function unknownVersionMessage(fileName: string, version: unknown): string {
  const given = typeof version === 'string' ? `versão "${version}"` : 'sem versão';
  return (
    `Erro ao importar: ${fileName} foi exportado num formato que esta importação não conhece (${given}; ` +
    `a que ela lê é a ${EXPORT_VERSION}). Atualize o repositório (o painel do site publicado pode ser mais ` +
    'recente) ou exporte de novo no painel desta versão do site.'
  );
}

/** The refusal of an export without versions (made before exports carried them). */
export function olderExportMessage(fileName: string): string {
  return (
    `Erro ao importar: ${fileName} não diz de que versão do conteúdo partiu (foi exportado por uma versão ` +
    'anterior do painel). Sem essa informação, importá-lo podia desfazer alterações feitas depois no CMS e ' +
    'não saberia que itens eliminou. Abra o painel, importe lá este ficheiro (botão Importar), confira a ' +
    'lista e exporte de novo: o ficheiro novo pode ser importado aqui.'
  );
}

/** One file to write: its name, its text, and the name of the file it replaces (same id), if any. */
type Planned = { name: string; text: string; previous: string | undefined };

async function planImport<C extends Collection>(
  collection: C,
  items: CollectionItems[C][],
  base: ItemVersions,
  contentItems: readonly CollectionItems[C][],
  dir: string,
): Promise<{ report: ImportReport; planned: Planned[] }> {
  const names = await fileNamesById(dir);
  const current = new Map(contentItems.map((item) => [item.id, item]));
  const exported = new Map(items.map((item) => [item.id, item]));
  const report: ImportReport = {
    collection,
    dir: '',
    items: items.length,
    created: [],
    updated: [],
    renamed: [],
    deleted: [],
    conflicts: [],
    unchanged: 0,
    added: [],
  };
  const conflict = (kind: ConflictKind, item: CollectionItems[C]) =>
    report.conflicts.push({ kind, id: item.id, title: titleOf(collection, item), file: names.get(item.id) });
  /** Items to write, with the file they replace. */
  const writes: { item: CollectionItems[C]; previous: string | undefined }[] = [];

  for (const [id, item] of exported) {
    const was = base[String(id)];
    const now = current.get(id);
    const nowVersion = now && itemVersion(now);
    const version = itemVersion(item);
    if (was === version) report.unchanged += 1;
    else if (nowVersion === version) report.unchanged += 1;
    else if (was === undefined) {
      if (now === undefined) writes.push({ item, previous: undefined });
      else conflict('idTaken', item);
    } else if (now === undefined) conflict('deletedInContent', item);
    else if (nowVersion === was) writes.push({ item, previous: names.get(id) });
    else conflict('changedBoth', now);
  }
  for (const [id, now] of current) {
    if (exported.has(id)) continue;
    const was = base[String(id)];
    const name = names.get(id);
    if (was === undefined) {
      if (name !== undefined) report.added.push(name);
    } else if (itemVersion(now) !== was) conflict('deletedInAdmin', now);
    else if (name !== undefined) report.deleted.push(name);
  }

  // Names that stay taken: every file that is neither deleted nor moved by a write.
  const moving = new Set(writes.flatMap(({ previous }) => (previous === undefined ? [] : [previous])));
  const deleted = new Set(report.deleted);
  const taken = new Set([...names.values()].filter((name) => !deleted.has(name) && !moving.has(name)));
  const planned: Planned[] = [];
  // Items that keep their file name claim it first.
  const keepsName = ({ item, previous }: (typeof writes)[number]) =>
    previous === itemFileName(collection, item);
  for (const write of [...writes.filter(keepsName), ...writes.filter((write) => !keepsName(write))]) {
    const { item, previous } = write;
    let name = itemFileName(collection, item);
    // Two courses may share a title, and a file left alone may hold the name: the id tells them apart.
    if (taken.has(name)) name = name.replace(/\.md$/, `-${item.id}.md`);
    taken.add(name);
    if (previous === undefined) report.created.push(name);
    else if (previous !== name) report.renamed.push({ from: previous, to: name });
    else report.updated.push(name);
    planned.push({ name, text: serializeItem(collection, item), previous });
  }
  for (const list of [report.created, report.updated, report.deleted, report.added]) list.sort();
  report.renamed.sort((a, b) => a.from.localeCompare(b.from));
  return { report, planned };
}

/** The path of `name` inside `dir`; throws if it would lead elsewhere (a name is a file name, never a path). */
function inside(dir: string, name: string): string {
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir || path.basename(file) !== name)
    throw new Error(`Nome de ficheiro inválido: ${name}`);
  return file;
}

async function applyImport(dir: string, report: ImportReport, planned: Planned[]): Promise<void> {
  // Deletions and the old names of renamed files first (every text is already in memory), so
  // that a name freed by one item can be taken by another.
  for (const name of report.deleted) await rm(inside(dir, name));
  for (const { from } of report.renamed) await rm(inside(dir, from), { force: true });
  for (const entry of planned) await writeFile(inside(dir, entry.name), entry.text);
}

const list = (names: string[]) => names.map((name) => `    ${name}`);

const NOUNS: Record<Collection, { one: string; many: string; article: string }> = {
  products: { one: 'produto', many: 'produtos', article: 'o produto' },
  courses: { one: 'formação', many: 'formações', article: 'a formação' },
  posts: { one: 'artigo', many: 'artigos', article: 'o artigo' },
};

const CONFLICT_TEXT: Record<ConflictKind, string> = {
  changedBoth:
    'alterado no painel e também em content/ (no CMS, por exemplo) depois da exportação; o ficheiro fica como está',
  deletedInAdmin: 'eliminado no painel, mas alterado em content/ depois da exportação; o ficheiro fica',
  deletedInContent:
    'alterado no painel, mas eliminado de content/ depois da exportação; não é criado de novo',
  idTaken: 'criado no painel, mas content/ já tem outro item com este ID; não é criado',
};

/** The report in plain Portuguese words, one file per line (items left unchanged only counted). */
export function describeReport(report: ImportReport, options: { dryRun?: boolean }): string[] {
  const nouns = NOUNS[report.collection];
  const count = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
  const files = (n: number) => count(n, 'ficheiro', 'ficheiros');
  /** '2 ficheiros criados', or in a dry run '2 ficheiros seriam criados'. */
  const done = (n: number, participle: string) =>
    `${files(n)} ${options.dryRun ? (n === 1 ? 'seria ' : 'seriam ') : ''}${participle}${n === 1 ? '' : 's'}`;
  const lines = [`${count(report.items, nouns.one, nouns.many)} na exportação, para ${report.dir}/:`];
  if (report.created.length > 0)
    lines.push(`  ${done(report.created.length, 'criado')}:`, ...list(report.created));
  if (report.updated.length > 0)
    lines.push(`  ${done(report.updated.length, 'atualizado')}:`, ...list(report.updated));
  if (report.renamed.length > 0) {
    lines.push(
      `  ${done(report.renamed.length, 'renomeado')} (o nome ou o título mudou, e com ele o endereço):`,
      ...list(report.renamed.map(({ from, to }) => `${from} -> ${to}`)),
    );
  }
  if (report.deleted.length > 0) {
    const where = report.deleted.length === 1 ? '(eliminado no painel)' : '(eliminados no painel)';
    lines.push(`  ${done(report.deleted.length, 'eliminado')} ${where}:`, ...list(report.deleted));
  }
  lines.push(`  ${count(report.unchanged, nouns.one, nouns.many)} sem alterações no painel.`);
  if (report.added.length > 0) {
    lines.push(
      `  ${files(report.added.length)} de content/ que a exportação não conhece (${report.added.length === 1 ? 'acrescentado' : 'acrescentados'} depois dela), ${report.added.length === 1 ? 'mantido' : 'mantidos'}:`,
      ...list(report.added),
    );
  }
  if (report.conflicts.length > 0) {
    lines.push(
      `  ${count(report.conflicts.length, 'conflito', 'conflitos')}: nada foi escrito para ${report.conflicts.length === 1 ? 'este item' : 'estes itens'}:`,
      ...list(
        report.conflicts.map(
          ({ kind, id, title, file }) =>
            `${file ?? `${nouns.article} "${title}" (ID ${id})`}: ${CONFLICT_TEXT[kind]}`,
        ),
      ),
      'Para resolver um conflito: veja o item como está agora (no CMS ou em content/) e repita lá a alteração do ' +
        'painel, ou recarregue o painel (Recarregar), refaça a alteração e exporte de novo.',
    );
  }
  lines.push(
    options.dryRun
      ? 'Simulação (--dry-run): nada foi escrito.'
      : 'A seguir: npm run content (verifica e reconstrói os dados do site), depois reveja e faça commit de content/.',
  );
  return lines;
}

const USAGE = 'Uso: npm run content:import -- <ficheiro exportado.json> [--dry-run]';

/** The command: returns the exit code (1 also when an item was left out as a conflict). `cwd` resolves a relative export path (npm gives the caller's as INIT_CWD). */
export async function runImportCommand(
  args: readonly string[],
  root: string,
  cwd: string,
  io: { log: (line: string) => void; error: (line: string) => void },
): Promise<number> {
  const flags = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const unknown = flags.filter((flag) => flag !== '--dry-run');
  if (files.length !== 1 || unknown.length > 0) {
    if (unknown.length > 0) io.error(`Opção desconhecida: ${unknown.join(' ')}`);
    io.error(USAGE);
    return 2;
  }
  const options = {
    root,
    file: path.resolve(cwd, files[0] ?? ''),
    dryRun: flags.includes('--dry-run'),
  };
  let result: ImportResult;
  try {
    result = await importContent(options);
  } catch (error) {
    // A content file the build does not read (a hidden one) that cannot be read either.
    if (!(error instanceof ContentFileError)) throw error;
    result = { ok: false, messages: [error.message] };
  }
  if (!result.ok) {
    io.error(`A exportação não foi importada; nada foi escrito:\n`);
    for (const message of result.messages) io.error(message);
    return 1;
  }
  for (const line of describeReport(result.report, options)) io.log(line);
  // Something the owner must look at: part of the export was not applied.
  return result.report.conflicts.length > 0 ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  runImportCommand(process.argv.slice(2), root, process.env.INIT_CWD ?? process.cwd(), {
    log: (line) => console.log(terminalText(line)),
    error: (line) => console.error(terminalText(line)),
  }).then(
    (code) => exitWhenWritten(code),
    (error: unknown) => {
      console.error(error);
      return exitWhenWritten(1);
    },
  );
}
