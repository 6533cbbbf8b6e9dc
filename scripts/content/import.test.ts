import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildExport, exportText } from '../../src/lib/admin-export.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import type { Product } from '../../src/lib/schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { compileContent, type CompiledContent } from './compile.ts';
import { linkPublicFiles } from './temp-public.ts';
import { importContent, runImportCommand, type ImportReport } from './import.ts';
import { markdownToSafeHtml } from './rich-text.ts';

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

const listOf = (collection: Collection) =>
  collection === 'products'
    ? compiled.products
    : collection === 'courses'
      ? compiled.courses.courses
      : compiled.blog;

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
    it(`gives byte-identical ${collection} files and writes nothing else`, async () => {
      const before = await snapshot(path.join(root, 'content'));
      const file = await writeExport('export.json', exportText(buildExport(collection, listOf(collection), now)));
      const report = reportOf(await importContent({ root, file }));
      expect(report.created).toEqual([]);
      expect(report.updated).toEqual([]);
      expect(report.renamed).toEqual([]);
      expect(report.missing).toEqual([]);
      expect(report.unreadable).toEqual([]);
      expect(report.unchanged).toHaveLength(listOf(collection).length);
      expect(await snapshot(path.join(root, 'content'))).toEqual(before);
    });
  }
});

describe('importContent', () => {
  const products = () => compiled.products.map((product) => ({ ...product }));
  const productsExport = (items: Product[]) => buildExport('products', items, now);

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
        'Erro ao importar: Invalid JSON format: products, courses or posts array not found (the import reads the file the admin exports)',
      ],
    });
    const text = await writeExport('products.txt', productsExport(products()));
    expect(await importContent({ root, file: text })).toEqual({
      ok: false,
      messages: ['Erro ao importar: "products.txt" não é um ficheiro JSON: escolha um ficheiro terminado em .json'],
    });
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
    expect(report.unchanged).toHaveLength(items.length);
    const text = await readFile(path.join(root, 'content/products/gel-novo-edicao-1230.md'), 'utf8');
    expect(text).toContain('\nname: "Gel Novo: Edição 12:30"\n');
    expect(text).toContain('\nimages:\n  - https://cdn.example.com/imagens/gel novo.jpg?v=2\n---\n');
    // What was written compiles back to the same item.
    const recompiled = await compileContent(root, 1);
    if (!recompiled.ok) throw new Error(JSON.stringify(recompiled.problems));
    expect(recompiled.content.products.find((product) => product.id === added.id)).toEqual({
      ...added,
      slug: 'gel-novo-edicao-1230',
    });
  });

  it('updates the file of a changed item', async () => {
    const items = products();
    const changed = items[2]!;
    items[2] = { ...changed, price: 1.5, stock: 0, description: 'Novo texto.\n\nCom **dois** parágrafos.' };
    const file = await writeExport('products.json', productsExport(items));
    const report = reportOf(await importContent({ root, file }));
    const name = `${changed.slug}.md`;
    expect(report.updated).toEqual([name]);
    expect(report.created).toEqual([]);
    const text = await readFile(path.join(root, 'content/products', name), 'utf8');
    expect(text).toContain('\nprice: 1.5\nstock: 0\n');
    expect(text.endsWith('---\nNovo texto.\n\nCom **dois** parágrafos.\n')).toBe(true);
  });

  it('renames the file of an item whose title changed, and says so', async () => {
    const posts = compiled.blog.map((post) => ({ ...post }));
    const old = posts[0]!;
    posts[0] = { ...old, title: 'Um Título Novo' };
    const file = await writeExport('blog.json', buildExport('posts', posts, now));
    const report = reportOf(await importContent({ root, file }));
    expect(report.renamed).toEqual([{ from: `${old.slug}.md`, to: 'um-titulo-novo.md', changed: true }]);
    const names = await readdir(path.join(root, 'content/blog'));
    expect(names).toContain('um-titulo-novo.md');
    expect(names).not.toContain(`${old.slug}.md`);
    expect(names).toHaveLength(posts.length);
  });

  it('lists the files missing from the export and keeps them; --delete-missing deletes them', async () => {
    const courses = compiled.courses.courses;
    const gone = courses[1]!;
    const goneFile = `${slugify(gone.title)}.md`;
    const file = await writeExport(
      'courses.json',
      buildExport(
        'courses',
        courses.filter((course) => course.id !== gone.id),
        now,
      ),
    );
    const kept = reportOf(await importContent({ root, file }));
    expect(kept.missing).toEqual([goneFile]);
    expect(kept.deleted).toEqual([]);
    expect(await readdir(path.join(root, 'content/courses'))).toContain(goneFile);

    const deleted = reportOf(await importContent({ root, file, deleteMissing: true }));
    expect(deleted.deleted).toEqual([goneFile]);
    expect(await readdir(path.join(root, 'content/courses'))).not.toContain(goneFile);
  });

  it('quotes what a YAML reader would misread, so every value compiles back the same', async () => {
    const base = compiled.products[0]!;
    const tricky = ['on', '12:30', '1_000', 'null', "it's", '# cardinal', '- hífen', '"aspas"', 'yes', '2026-01-02', '@x', 'a: b'];
    const added: Product[] = tricky.map((name, index) => ({
      ...base,
      id: 1900000000000 + index,
      slug: '',
      name,
      description: `Linha: ${name}\n\n__forte__`,
    }));
    const posts = compiled.blog.map((post) => ({ ...post }));
    posts[0] = { ...posts[0]!, excerpt: 'Primeira linha\nsegunda: linha', author: 'no', category: '~' };
    // HTML in an imported file is never taken: the build makes it again from the text.
    const builtHtml = posts[0].contentHtml;
    expect(builtHtml).toMatch(/^<[a-z]/);
    posts[0] = { ...posts[0], contentHtml: '<img src=x onerror="alert(1)">' };
    await importContent({ root, file: await writeExport('p.json', productsExport([...products(), ...added])) });
    await importContent({ root, file: await writeExport('b.json', buildExport('posts', posts, now)) });
    const recompiled = await compileContent(root, 1);
    if (!recompiled.ok) throw new Error(JSON.stringify(recompiled.problems));
    for (const product of added) {
      // The text as the CMS's editor writes it: the same bold, marked with asterisks.
      expect(recompiled.content.products.find((candidate) => candidate.id === product.id)).toEqual({
        ...product,
        slug: expect.any(String),
        description: `Linha: ${product.name}

**forte**`,
        descriptionHtml: markdownToSafeHtml(`Linha: ${product.name}

**forte**`),
      });
    }
    expect(recompiled.content.blog.find((post) => post.id === posts[0]!.id)).toEqual({
      ...posts[0],
      contentHtml: builtHtml,
    });
  });

  it('gives a course with the title of another its own file, and leaves a file without an id alone', async () => {
    await writeFile(path.join(root, 'content/courses/notas.md'), 'Notas soltas, sem campos.\n');
    const courses = compiled.courses.courses;
    const twin = { ...courses[0]!, id: 99 };
    const file = await writeExport('courses.json', buildExport('courses', [twin, ...courses], now));
    const report = reportOf(await importContent({ root, file }));
    expect(report.created).toEqual([`${slugify(twin.title)}-99.md`]);
    expect(report.unchanged).toHaveLength(courses.length);
    expect(report.unreadable).toEqual(['notas.md']);
    expect(await readFile(path.join(root, 'content/courses/notas.md'), 'utf8')).toBe('Notas soltas, sem campos.\n');
  });

  it('writes nothing in a dry run', async () => {
    const before = await snapshot(path.join(root, 'content'));
    const items = products().slice(1);
    items[0] = { ...items[0]!, name: 'Outro Nome' };
    const file = await writeExport('products.json', productsExport(items));
    const report = reportOf(await importContent({ root, file, deleteMissing: true, dryRun: true }));
    expect(report.renamed).toHaveLength(1);
    expect(report.deleted).toHaveLength(1);
    expect(await snapshot(path.join(root, 'content'))).toEqual(before);
  });
});

describe('runImportCommand', () => {
  const capture = () => {
    const out: string[] = [];
    const err: string[] = [];
    return { out, err, io: { log: (line: string) => out.push(line), error: (line: string) => err.push(line) } };
  };

  it('prints the report in plain words and exits 0', async () => {
    const posts = compiled.blog.slice(1);
    await writeExport('blog.json', buildExport('posts', posts, now));
    const { out, err, io } = capture();
    expect(await runImportCommand(['blog.json', '--dry-run'], root, root, io)).toBe(0);
    expect(err).toEqual([]);
    expect(out).toEqual([
      `${posts.length} posts in the export, written to content/blog/:`,
      `  ${posts.length} files unchanged.`,
      '  1 file not in the export, kept (add --delete-missing to delete them):',
      `    ${compiled.blog[0]!.slug}.md`,
      'Dry run: nothing was written.',
    ]);
  });

  it('exits 1 with every problem of an invalid export, and 2 on a wrong command line', async () => {
    const posts = compiled.blog.map((post) => ({ ...post, author: '' }));
    await writeExport('blog.json', buildExport('posts', posts, now));
    const { err, io } = capture();
    expect(await runImportCommand(['blog.json'], root, root, io)).toBe(1);
    expect(err[0]).toBe('The export was not imported; nothing was written:\n');
    expect(err.slice(1)).toHaveLength(posts.length);
    expect(err[1]).toBe(`blog.json  o artigo n.º 1 ("${posts[0]!.title}"), campo Autor: Autor é obrigatório`);

    const usage = capture();
    expect(await runImportCommand(['blog.json', '--force'], root, root, usage.io)).toBe(2);
    expect(usage.err).toEqual([
      'Unknown option: --force',
      'Usage: npm run content:import -- <export.json> [--delete-missing] [--dry-run]',
    ]);
  });
});
