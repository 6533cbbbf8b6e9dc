import { cp, mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentOutputs } from '../build-content.ts';
import { compileContent, formatProblem, type CompileResult } from './compile.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let root: string;

async function write(relative: string, text: string) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const product = (fields: string, body = 'Um gel **resistente** para construção.') => `---\n${fields}\n---\n\n${body}\n`;
const validProduct = (id: number, name: string) =>
  product(`id: ${id}\nname: ${name}\nprice: 19.9\nstock: 5\ncategory: unhas\nsubcategory: limas\nimages:\n  - /images/a.svg`);
const post = (id: number, title: string) =>
  `---\nid: ${id}\ntitle: ${title}\nexcerpt: Resumo.\nimage: /images/b.svg\ndate: 2026-03-05\nauthor: Sofia\ncategory: Cuidados\n---\n\n## Texto\n\nConteúdo.\n`;

function problemsOf(result: CompileResult): string[] {
  if (result.ok) throw new Error('expected the content to be rejected');
  return result.problems.map(formatProblem);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-'));
  // The real settings: the rules below are about the collections.
  await cp(path.join(repoRoot, 'content', 'settings'), path.join(root, 'content', 'settings'), { recursive: true });
  await write('content/products/lima.md', validProduct(1, 'Lima 180/180'));
  await write('content/blog/primeiro.md', post(1, 'Primeiro artigo'));
  await write(
    'content/courses/inicial.md',
    '---\nid: 1\ntitle: Formação Inicial\ndescription: Curso base.\nprice: 350\nduration: 40 horas\nimage: /images/c.svg\ntype: presencial\nfeatured: true\n---\n\n## Programa\n',
  );
  await write('content/pages/sobre.md', '---\ntitle: Sobre\nupdated: 2026-10-15\ndescription: Quem somos.\n---\n\nTexto.\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('compileContent', () => {
  it('compiles valid content, deriving slugs and defaults', async () => {
    const result = await compileContent(root, 42);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const [lima] = result.content.products;
    expect(lima).toEqual({
      id: 1,
      slug: 'lima-180180',
      name: 'Lima 180/180',
      description: 'Um gel **resistente** para construção.',
      images: ['/images/a.svg'],
      price: 19.9,
      stock: 5,
      category: 'unhas',
      subcategory: 'limas',
      featured: false,
      isNew: false,
    });
    expect(result.content.courses.version).toBe(42);
    expect(result.content.courses.courses[0]?.fullDescription).toBe('## Programa');
    expect(result.content.blog[0]?.slug).toBe('primeiro-artigo');
  });

  it('gives byte-identical output for the same content', async () => {
    await write('content/products/b.md', validProduct(7, 'Gel B'));
    await write('content/products/a.md', validProduct(3, 'Gel A'));
    const first = await compileContent(root, 1);
    const second = await compileContent(root, 1);
    if (!first.ok || !second.ok) throw new Error('expected valid content');
    expect([...contentOutputs(second.content)]).toEqual([...contentOutputs(first.content)]);
    expect(first.content.products.map((p) => p.id)).toEqual([1, 3, 7]);
  });

  it('reports every problem of a file, each at its line', async () => {
    await write(
      'content/products/gel-x.md',
      product('id: 2\nname: ""\nprice: -3\nstock: 1.5\ncategory: unhas\ncolour: red\nimages: []', ''),
    );
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toEqual([
      'content/products/gel-x.md:3  name: is required',
      'content/products/gel-x.md:4  price: must be greater than 0',
      'content/products/gel-x.md:5  stock: must be a whole number',
      'content/products/gel-x.md:7  colour: is not a known field',
      'content/products/gel-x.md:8  images: needs at least one image',
      'content/products/gel-x.md:10  description: is required (write it below the closing ---)',
    ]);
  });

  it('reports missing required fields and wrong types', async () => {
    await write('content/products/incompleto.md', product('id: "abc"\nname: Gel\ncategory: unhas'));
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toContain('content/products/incompleto.md:2  id: must be a number');
    expect(problems).toContain('content/products/incompleto.md:1  price: is required');
    expect(problems).toContain('content/products/incompleto.md:1  images: is required');
  });

  it('reports problems in every file, not just the first', async () => {
    await write('content/products/um.md', product('id: 10\nname: Um\nprice: 0\ncategory: unhas\nimages: [/a.svg]'));
    await write('content/blog/dois.md', post(2, 'Dois').replace('date: 2026-03-05', 'date: 5 de março'));
    await write('content/courses/tres.md', '---\nid: 3\ntitle: Três\n---\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toContain('content/products/um.md:4  price: must be greater than 0');
    expect(problems).toContain('content/blog/dois.md:6  date: must be a date written yyyy-mm-dd');
    expect(problems.filter((p) => p.startsWith('content/courses/tres.md'))).toHaveLength(4);
  });

  it('names both files when an id is used twice', async () => {
    await write('content/products/zz-copia.md', validProduct(1, 'Lima Cópia'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/products/zz-copia.md:2  id: 1 is already used by content/products/lima.md (ids must be unique among products)',
    ]);
  });

  it('rejects two posts whose titles give the same address', async () => {
    await write('content/blog/segundo.md', post(2, 'Primeiro Artigo!'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/blog/segundo.md:3  title: gives the address /blog/primeiro-artigo, already used by content/blog/primeiro.md',
    ]);
  });

  it('checks categories, subcategories and sale prices against the settings', async () => {
    await write('content/products/x.md', product('id: 20\nname: X\nprice: 10\nsalePrice: 12\ncategory: cabelos\nimages: [/a.svg]'));
    await write('content/products/y.md', product('id: 21\nname: Y\nprice: 10\ncategory: unhas\nsubcategory: stamping\nimages: [/a.svg]'));
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toEqual([
      'content/products/x.md:5  salePrice: must be lower than price',
      'content/products/x.md:6  category: "cabelos" is not a category in content/settings/categories.yml',
      'content/products/y.md:6  subcategory: "stamping" is not a subcategory of unhas',
    ]);
  });

  it('explains a file without front matter and invalid YAML', async () => {
    await write('content/products/sem.md', 'Só texto.\n');
    await write('content/blog/partido.md', '---\nid: 3\ntitle: [aberto\n---\n\nTexto\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems[0]).toMatch(/^content\/blog\/partido\.md:\d+ {2}front matter: is not valid YAML/);
    expect(problems[1]).toBe(
      'content/products/sem.md:1  front matter: missing: the file must start with a line "---", the fields, and another "---"',
    );
  });

  it('reports a broken settings file with its line', async () => {
    await write('content/settings/business.yml', 'name: Atelier\nemail: not-an-email\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toContain('content/settings/business.yml:2  email: must be an email address');
    expect(problems).toContain('content/settings/business.yml:1  phone: is required');
  });

  it('accepts the repository content as it is', async () => {
    const result = await compileContent(repoRoot, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.content.products.length).toBeGreaterThanOrEqual(48);
    expect(result.content.courses.courses).toHaveLength(6);
    expect(result.content.blog.length).toBeGreaterThanOrEqual(6);
  });
});
