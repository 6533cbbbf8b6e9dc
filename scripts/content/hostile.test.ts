// Hostile content files (tests/fixtures/hostile/): front matter written as JavaScript, control
// characters, a file with 100 000 fields, a YAML bomb, 3 000 bad files read through a pipe, a
// megabyte-long name and a field named __proto__. Every command that reads a content file must
// refuse them in Portuguese, naming the file, without running anything, in bounded time, and
// without writing a raw control character or a megabyte to the terminal.
import { spawn } from 'node:child_process';
import { access, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildExport, exportText } from '../../src/lib/in-app-admin/admin-export.ts';
import { entryProblems } from '../../src/lib/cms/entry-gate.ts';
import { itemVersions } from '../../src/lib/in-app-admin/item-version.ts';
import { buildContent } from '../build-content.ts';
import { catalogueImages } from '../media/generate-product-images.ts';
import { compileContent } from './compile.ts';
import { formatProblem } from './problems.ts';
import { formatContent } from './format-content.ts';
import { runImportCommand } from './import.ts';
import { linkPublicFiles } from './temp-public.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const hostile = path.join(repoRoot, 'tests/fixtures/hostile');
vi.setConfig({ testTimeout: 60_000 });

/** The file tests/fixtures/hostile/front-matter-js.md would create if its code ran. */
const MARKER = '/tmp/pwned-by-front-matter';
/** A control character, raw (the terminal would obey it). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

const roots: string[] = [];
let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-hostile-'));
  roots.push(root);
  await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  await linkPublicFiles(root);
  await rm(MARKER, { force: true });
});

afterAll(async () => {
  await Promise.all(roots.map((dir) => rm(dir, { recursive: true, force: true })));
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function place(fixture: string, to: string) {
  await mkdir(path.dirname(path.join(root, to)), { recursive: true });
  await cp(path.join(hostile, fixture), path.join(root, to));
}

const recipe = async <T>(name: string): Promise<T> =>
  JSON.parse(await readFile(path.join(hostile, name), 'utf8')) as T;

/** The build's printed problems (without its first line, the count). */
async function buildProblems(): Promise<string[]> {
  const printed: string[] = [];
  const ok = await buildContent(root, { images: false, reportProblem: (line) => printed.push(line) });
  expect(ok).toBe(false);
  return printed.slice(1);
}

describe('front matter written as JavaScript (---js) is never run', () => {
  const JS_FILE_MESSAGE =
    'o ficheiro deve começar por uma linha "---", seguida dos campos e de outra linha "---"';

  it('by npm run content:import, with or without --dry-run (in a hidden file, which the build refuses by its name)', async () => {
    const compiled = await compileContent(root, 1);
    if (!compiled.ok) throw new Error(compiled.problems.map(formatProblem).join('\n'));
    const products = compiled.content.products;
    const file = path.join(root, 'exportacao.json');
    await writeFile(file, exportText(buildExport('products', products, new Date(), itemVersions(products))));
    await place('front-matter-js.md', 'content/products/.rascunho.md');
    for (const args of [[file, '--dry-run'], [file]]) {
      const errors: string[] = [];
      const code = await runImportCommand(args, root, root, {
        log: () => {},
        error: (line) => errors.push(line),
      });
      expect(await exists(MARKER)).toBe(false);
      expect(code).toBe(1);
      // Named either for its name (a hidden file) or for its front matter: never read as code.
      expect(errors.join('\n')).toMatch(/content\/products\/\.rascunho\.md:1 {2}(file|front matter): /);
    }
  });

  it('by npm run content:import, when the build refuses the file first', async () => {
    await place('front-matter-js.md', 'content/products/front-matter-js.md');
    const file = path.join(root, 'exportacao.json');
    await writeFile(file, JSON.stringify({ products: [] }));
    const errors: string[] = [];
    const code = await runImportCommand([file, '--dry-run'], root, root, {
      log: () => {},
      error: (line) => errors.push(line),
    });
    expect(await exists(MARKER)).toBe(false);
    expect(code).toBe(1);
    expect(errors.join('\n')).toContain('content/products/front-matter-js.md:1  front matter: Em falta');
  });

  it('by npm run media:images', async () => {
    await place('front-matter-js.md', 'content/products/front-matter-js.md');
    await expect(catalogueImages(root)).rejects.toThrow(
      `content/products/front-matter-js.md:1  front matter: Em falta: ${JS_FILE_MESSAGE}`,
    );
    expect(await exists(MARKER)).toBe(false);
  });

  it('by npm run content:format', async () => {
    await place('front-matter-js.md', 'content/blog/front-matter-js.md');
    await expect(formatContent(root, { check: true })).rejects.toThrow(
      `content/blog/front-matter-js.md:1  front matter: Em falta: ${JS_FILE_MESSAGE}`,
    );
    expect(await exists(MARKER)).toBe(false);
  });
});

describe('control characters', () => {
  it('are refused in every text field, and never printed raw', async () => {
    await place('product-control-characters.md', 'content/products/controlo.md');
    const problems = await buildProblems();
    expect(problems).toEqual([
      'content/products/controlo.md:3  name: Nome tem um carácter de controlo invisível (\\u0000, na posição 7): apague-o',
      'content/products/controlo.md:5  category: Categoria tem um carácter de controlo invisível (\\u001b, na posição 6): apague-o',
      'content/products/controlo.md:5  category: "unhas\\u001b]0;janela\\u0007" não é uma categoria da loja',
    ]);
    for (const line of problems) expect(line).not.toMatch(RAW_CONTROL);
  });

  it('are refused by the CMS save gate and the admin forms (the same rules)', () => {
    const item = {
      id: 7,
      name: 'Verniz \u001b[31m',
      price: 9.9,
      category: 'unhas',
      images: ['/images/a.svg'],
      description: 'Texto\u0007 com campainha.\nE linhas.\tE tabulação.',
    };
    const categories = [{ slug: 'unhas', name: 'Unhas', subcategories: [] }];
    expect(entryProblems('products', item, [], categories)).toEqual([
      {
        field: 'name',
        message: 'Nome tem um carácter de controlo invisível (\\u001b, na posição 8): apague-o',
      },
      {
        field: 'description',
        message: 'Descrição tem um carácter de controlo invisível (\\u0007, na posição 6): apague-o',
      },
    ]);
  });
});

describe('bounded work', () => {
  it(
    'refuses a front matter of 100 000 fields in a few seconds, with a short report',
    { timeout: 180_000 },
    async () => {
      const { to, head, key, count, tail } = await recipe<{
        to: string;
        head: string;
        key: string;
        count: number;
        tail: string;
      }>('product-100k-keys.json');
      const keys = Array.from({ length: count }, (_, n) => key.replaceAll('{n}', String(n + 1))).join('');
      await writeFile(path.join(root, to), head + keys + tail);
      const started = Date.now();
      const result = await compileContent(root, 1);
      // About 3 s on a quiet machine, 20 s on a loaded one; the quadratic steps took minutes (> 400 s).
      expect(Date.now() - started).toBeLessThan(60_000);
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      expect(lines).toHaveLength(51);
      expect(lines[0]).toBe(`${to}:8  campo1: Campo desconhecido (verifique se o nome está bem escrito)`);
      expect(lines[50]).toBe(
        `${to}:57  file: … e mais 99 950 problemas neste ficheiro (corrija estes e volte a verificar)`,
      );
    },
  );
});

describe('a YAML bomb', () => {
  it('in a settings file is reported at its file and line', async () => {
    await place('settings-yaml-bomb.yml', 'content/settings/hero.yml');
    expect(await buildProblems()).toEqual([
      'content/settings/hero.yml:3  file: O ficheiro não está bem escrito (YAML inválido: demasiadas referências (*) a valores repetidos (&): escreva os valores por extenso)',
    ]);
  });

  it('in a product is reported the same way', async () => {
    const bomb = await readFile(path.join(hostile, 'settings-yaml-bomb.yml'), 'utf8');
    await writeFile(path.join(root, 'content/products/bomba.md'), `---\n${bomb}---\n\nTexto.\n`);
    expect(await buildProblems()).toEqual([
      'content/products/bomba.md:4  front matter: Os campos não estão bem escritos (YAML inválido: demasiadas referências (*) a valores repetidos (&): escreva os valores por extenso)',
    ]);
  });
});

describe('npm run content read through a pipe', () => {
  it('hands over every line of a report on 3 000 bad files', async () => {
    const { folder, count, name, text } = await recipe<{
      folder: string;
      count: number;
      name: string;
      text: string;
    }>('many-bad-files.json');
    await Promise.all(
      Array.from({ length: count }, (_, n) =>
        writeFile(path.join(root, folder, name.replace('{n}', String(n + 1).padStart(4, '0'))), text),
      ),
    );
    const tsx = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    // Through a shell's pipe (64 KB of buffer, as `npm run content | tee log` has), then ours.
    const command = '{ "$0" "$1" scripts/build-content.ts "$2" 2>&1; echo "exit code $?"; } | cat';
    const child = spawn('sh', ['-c', command, process.execPath, tsx, root], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    await new Promise((resolve) => child.on('close', resolve));
    expect(output.trimEnd().split('\n').at(-1)).toBe('exit code 1');
    const lines = output.split('\n').filter((line) => line.startsWith(`${folder}/`));
    expect(lines).toHaveLength(count);
    expect(lines.at(-1)).toMatch(/produto-sem-campos-3000\.md:1 {2}front matter: Em falta/);
  }, 120_000);
});

describe('a megabyte-long value and a field named __proto__', () => {
  it('are quoted short in messages', async () => {
    const recipeFile = await recipe<{
      to: string;
      head: string;
      fields: string[];
      value: string;
      bytes: number;
      tail: string;
    }>('product-huge-name.json');
    const { to, head, fields, value, bytes, tail } = recipeFile;
    const huge = value.repeat(Math.ceil(bytes / value.length)).slice(0, bytes);
    await writeFile(path.join(root, to), head + fields.map((field) => `${field}: ${huge}\n`).join('') + tail);
    const problems = await buildProblems();
    expect(problems).toEqual([
      `${to}:6  name: Nome tem 1 048 576 caracteres; o máximo é 120`,
      `${to}:7  category: Categoria tem 1 048 576 caracteres; o máximo é 80`,
      `${to}:7  category: "${huge.slice(0, 60)}…" (1 048 576 caracteres) não é uma categoria da loja`,
    ]);
    for (const line of problems) expect(line.length).toBeLessThan(300);
  });

  it('is reported as an unknown field by its name, and pollutes nothing', async () => {
    await place('product-proto-field.md', 'content/products/prototipo.md');
    expect(await buildProblems()).toEqual([
      'content/products/prototipo.md:8  __proto__: Campo desconhecido (verifique se o nome está bem escrito)',
      'content/products/prototipo.md:10  constructor: Campo desconhecido (verifique se o nome está bem escrito)',
    ]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('is named by its name in the messages of npm run content:import', async () => {
    const compiled = await compileContent(root, 1);
    if (!compiled.ok) throw new Error(compiled.problems.map(formatProblem).join('\n'));
    const products = compiled.content.products;
    const text = exportText(buildExport('products', products, new Date(), itemVersions(products)));
    const file = path.join(root, 'exportacao.json');
    await writeFile(file, text.replace('"id":', '"__proto__":{"isAdmin":true},"constructor":1,"id":'));
    const errors: string[] = [];
    const code = await runImportCommand([file, '--dry-run'], root, root, {
      log: () => {},
      error: (line) => errors.push(line),
    });
    expect(code).toBe(1);
    const name = products[0]?.name ?? '';
    expect(errors.slice(1)).toEqual([
      `exportacao.json  o produto n.º 1 ("${name}"), campo __proto__: Campo desconhecido (verifique se o nome está bem escrito)`,
      `exportacao.json  o produto n.º 1 ("${name}"), campo constructor: Campo desconhecido (verifique se o nome está bem escrito)`,
    ]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });
});
