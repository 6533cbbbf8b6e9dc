import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildExport, exportText } from '../../src/lib/in-app-admin/admin-export.ts';
import type { CollectionItems } from '../../src/lib/collections.ts';
import { itemVersions } from '../../src/lib/in-app-admin/item-version.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import type { BlogPost, Course, Product } from '../../src/lib/schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { compileContent, type CompiledContent } from './compile.ts';
import { collectionDirs, itemFileName, serializeItem } from './serialize.ts';
import { linkPublicFiles } from './temp-public.ts';
import {
  importContent,
  notUtf8Message,
  olderExportMessage,
  runImportCommand,
  type ImportReport,
} from './import.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// An import writes every item of the export through the CMS's rich-text serializer (about 10 ms
// an item): a whole collection, twice in some tests, outlasts the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const now = new Date('2026-05-06T07:08:09.000Z');

let compiled: CompiledContent;
let root: string;

/** Every file under `dir` (relative path → bytes). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file, 'utf8'));
  }
  return files;
}

const listOf = <C extends Collection>(collection: C): CollectionItems[C][] =>
  (collection === 'products'
    ? compiled.products
    : collection === 'courses'
      ? compiled.courses.courses
      : compiled.blog) as CollectionItems[C][];

/** An export of `items`, made from the published `base` (by default content/ as it is). */
const exportOf = <C extends Collection>(
  collection: C,
  items: readonly CollectionItems[C][],
  base: readonly CollectionItems[C][] = listOf(collection),
) => buildExport(collection, items, now, itemVersions(base));

/** Edits a content/ file as the CMS would: one line replaced. */
async function editFile(file: string, from: RegExp, to: string) {
  const text = await readFile(path.join(root, 'content', file), 'utf8');
  if (!from.test(text)) throw new Error(`${file} has no ${String(from)}`);
  await writeFile(path.join(root, 'content', file), text.replace(from, to));
}

async function writeExport(name: string, value: unknown): Promise<string> {
  const file = path.join(root, name);
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

function reportOf(result: Awaited<ReturnType<typeof importContent>>): ImportReport {
  if (!result.ok) throw new Error(result.messages.join('\n'));
  return result.report;
}

beforeAll(async () => {
  const result = await compileContent(repoRoot, 1);
  if (!result.ok) throw new Error('the repository content must compile');
  compiled = result.content;
});

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-import-'));
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await linkPublicFiles(root);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('round trip: content/ -> build -> admin export -> import', () => {
  for (const collection of ['products', 'courses', 'posts'] as const) {
    it(`finds every ${collection.slice(0, -1)} unchanged and writes nothing`, async () => {
      const before = await snapshot(path.join(root, 'content'));
      const file = await writeExport('export.json', exportText(exportOf(collection, listOf(collection))));
      const report = reportOf(await importContent({ root, file }));
      expect(report).toMatchObject({
        created: [],
        updated: [],
        renamed: [],
        deleted: [],
        conflicts: [],
        added: [],
      });
      expect(report.unchanged).toBe(listOf(collection).length);
      expect(await snapshot(path.join(root, 'content'))).toEqual(before);
    });
  }
});

describe('the form of the files the import writes', () => {
  for (const collection of ['products', 'courses', 'posts'] as const) {
    it(`is the form of every ${collection.slice(0, -1)} file: each compiled item written back gives its file byte for byte`, async () => {
      const dir = path.join(root, 'content', collectionDirs[collection]);
      const files = new Map<string, string>();
      for (const name of await readdir(dir)) files.set(name, await readFile(path.join(dir, name), 'utf8'));
      for (const item of listOf(collection)) {
        const name = [...files].find(([, text]) => new RegExp(`^id: ${item.id}$`, 'm').test(text))?.[0];
        expect(name, `the file of id ${item.id}`).toBe(itemFileName(collection, item));
        expect(serializeItem(collection, item), name).toBe(files.get(name!));
      }
    });
  }
});

describe('importContent', () => {
  const products = () => compiled.products.map((product) => ({ ...product }));
  const productsExport = (items: Product[]) => exportOf('products', items);

  it('refuses an invalid export with the build messages, writing nothing', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const items = products();
    items[1] = { ...items[1]!, price: 0 };
    items[3] = { ...items[3]!, category: 'cabelos' };
    const file = await writeExport('products.json', productsExport(items));
    const result = await importContent({ root, file });
    expect(result).toEqual({
      ok: false,
      messages: [
        `products.json  o produto n.º 2 ("${items[1]!.name}"), campo Preço: Preço deve ser maior que 0`,
        `products.json  o produto n.º 4 ("${items[3]!.name}"), campo Categoria: "cabelos" não é uma categoria da loja`,
      ],
    });
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('refuses a file that is not JSON or holds no collection', async () => {
    const notJson = await writeExport('products.json', '{ "products": [');
    expect(await importContent({ root, file: notJson })).toEqual({
      ok: false,
      messages: [
        'Erro ao importar: o conteúdo de "products.json" não é JSON válido (o ficheiro está incompleto ou foi alterado)',
      ],
    });
    const bare = await writeExport('lista.json', []);
    expect(await importContent({ root, file: bare })).toEqual({
      ok: false,
      messages: [
        'Erro ao importar: o ficheiro não tem uma lista products, courses ou posts (a importação lê o ficheiro que o painel exporta)',
      ],
    });
    const text = await writeExport('products.txt', productsExport(products()));
    expect(await importContent({ root, file: text })).toEqual({
      ok: false,
      messages: [
        'Erro ao importar: "products.txt" não é um ficheiro JSON: escolha um ficheiro terminado em .json',
      ],
    });
  });

  it('refuses an older export, without versions, writing nothing', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const items = products().slice(1);
    const { publishedVersions: _dropped, ...older } = productsExport(items);
    const file = await writeExport('products.json', older);
    expect(await importContent({ root, file })).toEqual({
      ok: false,
      messages: [olderExportMessage('products.json')],
    });
    expect(olderExportMessage('products.json')).toMatch(
      /^Erro ao importar: products\.json não diz de que versão do conteúdo partiu .* importe lá este ficheiro \(botão Importar\)/,
    );
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('refuses while content/ itself does not pass the build, naming its problems', async () => {
    await writeFile(path.join(root, 'content/courses/notas.md'), 'Notas soltas, sem campos.\n');
    const before = await snapshot(path.join(root, 'content'));
    const file = await writeExport('products.json', productsExport(products().slice(1)));
    const result = await importContent({ root, file });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.messages[0]).toBe(
      'O conteúdo (content/) tem problemas: corrija-os (npm run content mostra-os) e importe de novo.',
    );
    expect(result.messages[1]).toMatch(/^content\/courses\/notas\.md:1 {2}front matter: /);
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('creates a file for a new item, keeping an image URL as it is', async () => {
    const items = products();
    const added: Product = {
      ...items[0]!,
      id: 1900000000000,
      name: 'Gel Novo: Edição 12:30',
      images: ['https://cdn.example.com/imagens/gel novo.jpg?v=2'],
      order: undefined,
    };
    delete added.order;
    const file = await writeExport('products.json', productsExport([...items, added]));
    const report = reportOf(await importContent({ root, file }));
    expect(report.created).toEqual(['gel-novo-edicao-1230.md']);
    expect(report.unchanged).toBe(items.length);
    const text = await readFile(path.join(root, 'content/products/gel-novo-edicao-1230.md'), 'utf8');
    expect(text).toContain('\nname: "Gel Novo: Edição 12:30"\n');
    expect(text).toContain('\nimages:\n  - https://cdn.example.com/imagens/gel novo.jpg?v=2\n---\n');
    // What was written compiles back to the same item.
    const recompiled = await compileContent(root, 1);
    if (!recompiled.ok) throw new Error(JSON.stringify(recompiled.problems));
    expect(recompiled.content.products.find((product) => product.id === added.id)).toMatchObject({
      ...added,
      slug: 'gel-novo-edicao-1230',
    });
  });

  it('updates the file of a changed item, and only that file', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const items = products();
    const changed = items[2]!;
    items[2] = { ...changed, price: 1.5, stock: 0, description: 'Novo texto.\n\nCom **dois** parágrafos.' };
    const file = await writeExport('products.json', productsExport(items));
    const report = reportOf(await importContent({ root, file }));
    const name = `${changed.slug}.md`;
    expect(report).toMatchObject({ updated: [name], created: [], deleted: [], conflicts: [] });
    const text = await readFile(path.join(root, 'content/products', name), 'utf8');
    expect(text).toContain('\nprice: 1.5\nstock: 0\n');
    expect(text.endsWith('---\nNovo texto.\n\nCom **dois** parágrafos.\n')).toBe(true);
    const after = await snapshot(path.join(root, 'content'));
    const touched = [...after.keys()].filter((key) => after.get(key) !== before.get(key));
    expect(touched).toEqual([path.join('products', name)]);
  });

  it('renames the file of an item whose title changed, and says so', async () => {
    const posts = compiled.blog.map((post) => ({ ...post }));
    const old = posts[0]!;
    posts[0] = { ...old, title: 'Um Título Novo' };
    const file = await writeExport('blog.json', exportOf('posts', posts));
    const report = reportOf(await importContent({ root, file }));
    expect(report.renamed).toEqual([{ from: `${old.slug}.md`, to: 'um-titulo-novo.md' }]);
    const names = await readdir(path.join(root, 'content/blog'));
    expect(names).toContain('um-titulo-novo.md');
    expect(names).not.toContain(`${old.slug}.md`);
    expect(names).toHaveLength(posts.length);
  });

  it('deletes the file of an item deleted in the admin, and keeps a file added to content/ after the export', async () => {
    const courses = compiled.courses.courses;
    const gone = courses[1]!;
    const goneFile = `${slugify(gone.title)}.md`;
    // Exported before a course was added to content/ (by the CMS, say).
    const exported = exportOf(
      'courses',
      courses.filter((course) => course.id !== gone.id),
    );
    const newer = courses[0]!;
    const addedText = (
      await readFile(path.join(root, 'content/courses', `${slugify(newer.title)}.md`), 'utf8')
    )
      .replace(/^id: \d+$/m, 'id: 4242')
      .replace(/^title: .*$/m, 'title: Curso Acrescentado Depois');
    await writeFile(path.join(root, 'content/courses/curso-acrescentado-depois.md'), addedText);
    const file = await writeExport('courses.json', exported);

    const dry = reportOf(await importContent({ root, file, dryRun: true }));
    expect(dry).toMatchObject({
      deleted: [goneFile],
      added: ['curso-acrescentado-depois.md'],
      conflicts: [],
    });
    expect(await readdir(path.join(root, 'content/courses'))).toContain(goneFile);

    const report = reportOf(await importContent({ root, file }));
    expect(report).toMatchObject({
      deleted: [goneFile],
      added: ['curso-acrescentado-depois.md'],
      conflicts: [],
    });
    const names = await readdir(path.join(root, 'content/courses'));
    expect(names).not.toContain(goneFile);
    expect(await readFile(path.join(root, 'content/courses/curso-acrescentado-depois.md'), 'utf8')).toBe(
      addedText,
    );
  });

  it('never undoes a change made in content/ after the export, and reports a conflict for an item changed on both sides', async () => {
    const items = products();
    // In the admin: product 0 changed, product 1 untouched, product 2 deleted, product 3 changed.
    const [p0, p1, p2, p3] = items as [Product, Product, Product, Product];
    const exported = productsExport([
      { ...p0, stock: p0.stock + 7 },
      ...items.slice(1).filter((item) => item.id !== p2.id && item.id !== p3.id),
      { ...p3, price: p3.price + 1 },
    ]);
    // In content/ after the export (the CMS): products 0, 1 and 2 changed, product 3 deleted.
    await editFile(`products/${p0.slug}.md`, /^stock: \d+$/m, 'stock: 999');
    await editFile(`products/${p1.slug}.md`, /^stock: \d+$/m, 'stock: 998');
    await editFile(`products/${p2.slug}.md`, /^stock: \d+$/m, 'stock: 997');
    await rm(path.join(root, `content/products/${p3.slug}.md`));
    const before = await snapshot(path.join(root, 'content'));

    const file = await writeExport('products.json', exported);
    const report = reportOf(await importContent({ root, file }));
    expect(report).toMatchObject({ created: [], updated: [], renamed: [], deleted: [], added: [] });
    expect(report.conflicts).toEqual([
      { kind: 'changedBoth', id: p0.id, title: p0.name, file: `${p0.slug}.md` },
      { kind: 'deletedInContent', id: p3.id, title: p3.name, file: undefined },
      { kind: 'deletedInAdmin', id: p2.id, title: p2.name, file: `${p2.slug}.md` },
    ]);
    // Product 1's change in content/ stays: the admin did not touch it.
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('quotes what a YAML reader would misread, so every value compiles back the same', async () => {
    const base = compiled.products[0]!;
    const tricky = [
      'on',
      '12:30',
      '1_000',
      'null',
      "it's",
      '# cardinal',
      '- hífen',
      '"aspas"',
      'yes',
      '2026-01-02',
      '@x',
      'a: b',
    ];
    const added: Product[] = tricky.map((name, index) => ({
      ...base,
      id: 1900000000000 + index,
      slug: '',
      name,
      description: `Linha: ${name}\n\n__forte__`,
    }));
    const posts: BlogPost[] = compiled.blog.map((post) => ({ ...post }));
    posts[0] = { ...posts[0]!, excerpt: 'Primeira linha\nsegunda: linha', author: 'no', category: '~' };
    // HTML in an imported file is never taken: the build makes it again from the text.
    const builtHtml = posts[0].contentHtml;
    expect(builtHtml).toMatch(/^<[a-z]/);
    posts[0] = { ...posts[0], contentHtml: '<img src=x onerror="alert(1)">' };
    reportOf(
      await importContent({
        root,
        file: await writeExport('p.json', productsExport([...products(), ...added])),
      }),
    );
    reportOf(await importContent({ root, file: await writeExport('b.json', exportOf('posts', posts)) }));
    const recompiled = await compileContent(root, 1);
    if (!recompiled.ok) throw new Error(JSON.stringify(recompiled.problems));
    // The text as the CMS's editor writes it (the same bold, marked with asterisks); its HTML is
    // the build's business (rich-text tests).
    for (const { descriptionHtml: _given, ...product } of added) {
      const { descriptionHtml: _built, ...written } = recompiled.content.products.find(
        (candidate) => candidate.id === product.id,
      )!;
      expect(written).toEqual({
        ...product,
        slug: expect.any(String),
        description: `Linha: ${product.name}\n\n**forte**`,
      });
    }
    expect(recompiled.content.blog.find((post) => post.id === posts[0]!.id)).toEqual({
      ...posts[0],
      contentHtml: builtHtml,
    });
  });

  it('gives a course with the title of another its own file', async () => {
    const courses: Course[] = compiled.courses.courses;
    const twin = { ...courses[0]!, id: 99 };
    const file = await writeExport('courses.json', exportOf('courses', [twin, ...courses]));
    const report = reportOf(await importContent({ root, file }));
    expect(report.created).toEqual([`${slugify(twin.title)}-99.md`]);
    expect(report.unchanged).toBe(courses.length);
  });

  it('writes nothing in a dry run', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const items = products().slice(1);
    items[0] = { ...items[0]!, name: 'Outro Nome' };
    const file = await writeExport('products.json', productsExport(items));
    const report = reportOf(await importContent({ root, file, dryRun: true }));
    expect(report.renamed).toHaveLength(1);
    expect(report.deleted).toHaveLength(1);
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });
});

describe('exports that are subtly wrong (tests/fixtures/hostile/)', () => {
  const hostile = path.join(repoRoot, 'tests/fixtures/hostile');
  /** The fixture copied next to the copy of content/; its path. */
  const fixture = async (name: string) => {
    await cp(path.join(hostile, name), path.join(root, name));
    return path.join(root, name);
  };
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { log: (line: string) => out.push(line), error: (line: string) => err.push(line) },
    };
  };

  it('refuses an export re-saved as Windows-1252, saying it is not UTF-8 and what to do, writing nothing, also in a dry run', async () => {
    const before = await snapshot(path.join(root, 'content'));
    await fixture('export-windows-1252.json');
    for (const args of [['export-windows-1252.json', '--dry-run'], ['export-windows-1252.json']]) {
      const { out, err, io } = capture();
      expect(await runImportCommand(args, root, root, io)).toBe(1);
      expect(out).toEqual([]);
      expect(err[0]).toBe('A exportação não foi importada; nada foi escrito:\n');
      expect(err.slice(1)).toEqual([notUtf8Message('export-windows-1252.json')]);
    }
    expect(notUtf8Message('export-windows-1252.json')).toMatch(
      /^Erro ao importar: "export-windows-1252\.json" não está gravado em UTF-8 .* gravado de novo noutro programa .* exporte de novo no painel/,
    );
    // The same export saved as 'Unicode' (UTF-16, as Notepad calls it) is refused the same way.
    const text = (await readFile(path.join(hostile, 'export-windows-1252.json'))).toString('latin1');
    const utf16 = path.join(root, 'export-utf16.json');
    await writeFile(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
    expect(await importContent({ root, file: utf16 })).toEqual({
      ok: false,
      messages: [notUtf8Message('export-utf16.json')],
    });
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('imports an export that starts with a byte-order mark as the same file without it', async () => {
    const withBom = await fixture('export-bom.json');
    const bytes = await readFile(withBom);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const withoutBom = path.join(root, 'export-sem-bom.json');
    await writeFile(withoutBom, bytes.subarray(3));
    const expected = reportOf(await importContent({ root, file: withoutBom, dryRun: true }));
    expect(expected.updated).toHaveLength(1);
    expect(reportOf(await importContent({ root, file: withBom, dryRun: true }))).toEqual(expected);
    expect(reportOf(await importContent({ root, file: withBom }))).toEqual(expected);
  });

  it('gives a course whose title has no letter a-z a visible file name, which the build reads', async () => {
    const file = await fixture('export-non-ascii-titles.json');
    const report = reportOf(await importContent({ root, file }));
    expect(report.created).toHaveLength(2);
    for (const name of report.created) expect(name).toMatch(/^formacao-[0-9a-f]{8}\.md$/);
    expect(new Set(report.created).size).toBe(2);
    const recompiled = await compileContent(root, 1);
    if (!recompiled.ok) throw new Error(JSON.stringify(recompiled.problems));
    const titles = recompiled.content.courses.courses.map((course) => course.title);
    expect(titles).toEqual(expect.arrayContaining(['★★★', '日本語']));
    expect(titles).toHaveLength(compiled.courses.courses.length + 2);
    // The same title gives the same name again (an import made twice does not rename the file).
    expect(itemFileName('courses', { ...compiled.courses.courses[0]!, title: '日本語' })).toBe(
      itemFileName('courses', { ...compiled.courses.courses[1]!, title: ' 日本語 ' }),
    );
  });

  it('refuses an export holding two collections as a whole, naming each, writing nothing', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const file = await fixture('export-two-collections.json');
    expect(await importContent({ root, file, dryRun: true })).toEqual({
      ok: false,
      messages: [
        'Erro ao importar: export-two-collections.json tem mais de uma lista (courses: 6 formações; posts: 8 artigos), ' +
          'mas cada exportação do painel tem uma só. Nada foi importado: exporte cada lista no painel (cada uma ' +
          'no seu ficheiro) e importe os ficheiros um a um.',
      ],
    });
    expect(await importContent({ root, file })).toMatchObject({ ok: false });
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });

  it('refuses valid JSON that is not an export, an export of an unknown version and repeated ids, writing nothing', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const noList =
      'Erro ao importar: o ficheiro não tem uma lista products, courses ou posts (a importação lê o ficheiro que o painel exporta)';
    for (const value of [{ nome: 'loja' }, null, 42, 'products', { products: 'todos' }, { products: {} }]) {
      const file = await writeExport('outro.json', JSON.stringify(value));
      expect(await importContent({ root, file }), JSON.stringify(value)).toEqual({
        ok: false,
        messages: [noList],
      });
    }
    const courses = compiled.courses.courses;
    // Its items may differ from this version's (here a price as text): the format is what is named.
    const futureItems = courses.map((course) => ({ ...course, price: `${course.price} EUR` }));
    const future = await writeExport('courses.json', {
      ...exportOf('courses', futureItems as unknown as Course[]),
      version: '2.0.0',
    });
    expect(await importContent({ root, file: future })).toEqual({
      ok: false,
      messages: [
        'Erro ao importar: courses.json foi exportado num formato que esta importação não conhece (versão "2.0.0"; ' +
          'a que ela lê é a 1.0.1). Atualize o repositório (o painel do site publicado pode ser mais recente) ' +
          'ou exporte de novo no painel desta versão do site.',
      ],
    });
    const { version: _version, ...unversioned } = exportOf('courses', courses);
    const bare = await writeExport('courses.json', unversioned);
    expect(await importContent({ root, file: bare })).toMatchObject({
      ok: false,
      messages: [
        expect.stringMatching(/^Erro ao importar: courses\.json foi exportado num formato .* \(sem versão;/),
      ],
    });
    const twice = await writeExport(
      'courses.json',
      exportOf('courses', [...courses, { ...courses[0]!, title: 'Cópia' }]),
    );
    expect(await importContent({ root, file: twice })).toEqual({
      ok: false,
      messages: [
        `courses.json  a formação n.º ${courses.length + 1} ("Cópia"), campo ID: O ID ${courses[0]!.id} repete-se: a formação n.º 1 ("${courses[0]!.title}") tem o mesmo ID`,
      ],
    });
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });
});

describe('runImportCommand', () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return {
      out,
      err,
      io: { log: (line: string) => out.push(line), error: (line: string) => err.push(line) },
    };
  };

  it('prints the report in Portuguese and exits 0', async () => {
    const posts = compiled.blog.map((post) => ({ ...post }));
    const [gone, changed] = posts as [BlogPost, BlogPost];
    const kept = posts.slice(2);
    await writeExport('blog.json', exportOf('posts', [{ ...changed, author: 'Outra Autora' }, ...kept]));
    const { out, err, io } = capture();
    expect(await runImportCommand(['blog.json', '--dry-run'], root, root, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      `${posts.length - 1} artigos na exportação, para content/blog/:`,
      '  1 ficheiro seria atualizado:',
      `    ${changed.slug}.md`,
      '  1 ficheiro seria eliminado (eliminado no painel):',
      `    ${gone.slug}.md`,
      `  ${kept.length} artigos sem alterações no painel.`,
      'Simulação (--dry-run): nada foi escrito.',
    ]);

    const applied = capture();
    expect(await runImportCommand(['blog.json'], root, root, applied.io)).toBe(0);
    expect(applied.out.at(1)).toBe('  1 ficheiro atualizado:');
    expect(applied.out.at(-1)).toBe(
      'A seguir: npm run content (verifica e reconstrói os dados do site), depois reveja e faça commit de content/.',
    );
  });

  it('lists each conflict with what to do, and exits 1', async () => {
    const courses = compiled.courses.courses.map((course) => ({ ...course }));
    const first = courses[0]!;
    await writeExport(
      'courses.json',
      exportOf('courses', [{ ...first, duration: '99 horas' }, ...courses.slice(1)]),
    );
    await editFile(`courses/${slugify(first.title)}.md`, /^duration: .*$/m, 'duration: 1 hora');
    const { out, io } = capture();
    expect(await runImportCommand(['courses.json'], root, root, io)).toBe(1);
    expect(out).toContain('  1 conflito: nada foi escrito para este item:');
    expect(out).toContain(
      `    ${slugify(first.title)}.md: alterado no painel e também em content/ (no CMS, por exemplo) depois da exportação; o ficheiro fica como está`,
    );
    expect(out.some((line) => line.startsWith('Para resolver um conflito:'))).toBe(true);
  });

  it('exits 1 with every problem of an invalid export, and 2 on a wrong command line', async () => {
    const posts = compiled.blog.map((post) => ({ ...post, author: '' }));
    await writeExport('blog.json', exportOf('posts', posts));
    const { err, io } = capture();
    expect(await runImportCommand(['blog.json'], root, root, io)).toBe(1);
    expect(err[0]).toBe('A exportação não foi importada; nada foi escrito:\n');
    expect(err.slice(1)).toHaveLength(posts.length);
    expect(err[1]).toBe(`blog.json  o artigo n.º 1 ("${posts[0]!.title}"), campo Autor: Autor é obrigatório`);

    const usage = capture();
    expect(await runImportCommand(['blog.json', '--delete-missing'], root, root, usage.io)).toBe(2);
    expect(usage.err).toEqual([
      'Opção desconhecida: --delete-missing',
      'Uso: npm run content:import -- <ficheiro exportado.json> [--dry-run]',
    ]);
  });
});
