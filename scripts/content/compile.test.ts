import { cp, mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentOutputs } from '../build-content.ts';
import { compileContent, type CompileResult } from './compile.ts';
import { formatProblem } from './problems.ts';
import { linkPublicFiles } from './temp-public.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let root: string;

async function write(relative: string, text: string) {
  const file = path.join(root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

const product = (fields: string, body = 'Um gel **resistente** para construção.') =>
  `---\n${fields}\n---\n\n${body}\n`;
const validProduct = (id: number, name: string) =>
  product(
    `id: ${id}\nname: ${name}\nprice: 19.9\nstock: 5\ncategory: unhas\nsubcategory: limas\nimages:\n  - /images/a.svg`,
  );
const post = (id: number, title: string) =>
  `---\nid: ${id}\ntitle: ${title}\nexcerpt: Resumo.\nimage: /images/b.svg\ndate: 2026-03-05\nauthor: Sofia\ncategory: Cuidados\n---\n\n## Texto\n\nConteúdo.\n`;

function problemsOf(result: CompileResult): string[] {
  if (result.ok) throw new Error('expected the content to be rejected');
  return result.problems.map(formatProblem);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'content-'));
  // The real settings: the rules below are about the collections.
  await cp(path.join(repoRoot, 'content', 'settings'), path.join(root, 'content', 'settings'), {
    recursive: true,
  });
  await write('content/products/lima.md', validProduct(1, 'Lima 180/180'));
  await write('content/blog/primeiro.md', post(1, 'Primeiro artigo'));
  await write(
    'content/courses/inicial.md',
    '---\nid: 1\ntitle: Formação Inicial\ndescription: Curso base.\nprice: 350\nduration: 40 horas\nimage: /images/c.svg\ntype: presencial\nfeatured: true\n---\n\n## Programa\n',
  );
  await write(
    'content/pages/termos.md',
    '---\ntitle: Termos\nupdated: 2026-10-15\ndescription: Regras.\n---\n\nTexto.\n',
  );
  await cp(
    path.join(repoRoot, 'content', 'pages', 'sobre.md'),
    path.join(root, 'content', 'pages', 'sobre.md'),
  );
  // The pictures the files above and below name.
  await linkPublicFiles(root, [
    '/images/a.svg',
    '/images/b.svg',
    '/images/c.svg',
    '/a.svg',
    '/images/hero/a.svg',
    '/images/hero/b.svg',
    '/images/hero/c.svg',
    '/images/hero/d.svg',
  ]);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('compileContent', () => {
  it("checks the about page's own fields (mission, vision, 4 values, message)", async () => {
    await write(
      'content/pages/sobre.md',
      '---\ntitle: Sobre\nupdated: 2026-10-15\ndescription: Quem somos.\nmission: " "\nvalues:\n  - title: Qualidade\n    text: Sempre.\n---\n\nTexto.\n',
    );
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/pages\/sobre\.md:5 {2}mission: /),
        expect.stringMatching(/^content\/pages\/sobre\.md:\d+ {2}vision: /),
        expect.stringMatching(/^content\/pages\/sobre\.md:6 {2}values: Deve ter exatamente 4 valores$/),
        expect.stringMatching(/^content\/pages\/sobre\.md:\d+ {2}message: /),
      ]),
    );
  });

  it('compiles valid content, deriving slugs and defaults', async () => {
    const result = await compileContent(root, 42);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    const [lima] = result.content.products;
    expect(lima).toEqual({
      id: 1,
      slug: 'lima-180180',
      name: 'Lima 180/180',
      description: 'Um gel **resistente** para construção.',
      descriptionHtml: '<p>Um gel <strong>resistente</strong> para construção.</p>\n',
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
    expect(result.content.courses.courses[0]?.fullDescriptionHtml).toBe('<h2>Programa</h2>\n');
    expect(result.content.blog[0]?.contentHtml).toBe('<h2>Texto</h2>\n<p>Conteúdo.</p>\n');
    expect(result.content.pages.every((page) => typeof page.bodyHtml === 'string')).toBe(true);
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
      'content/products/gel-x.md:3  name: Nome é obrigatório',
      'content/products/gel-x.md:4  price: Preço deve ser maior que 0',
      'content/products/gel-x.md:5  stock: Stock deve ser um número inteiro',
      'content/products/gel-x.md:7  colour: Campo desconhecido (verifique se o nome está bem escrito)',
      'content/products/gel-x.md:8  images: Pelo menos uma imagem é obrigatória',
      'content/products/gel-x.md:10  description: Descrição é obrigatória (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ]);
  });

  it('reports missing required fields and wrong types', async () => {
    await write('content/products/incompleto.md', product('id: "abc"\nname: Gel\ncategory: unhas'));
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toEqual([
      'content/products/incompleto.md:1  price: Preço deve ser maior que 0',
      'content/products/incompleto.md:1  images: Pelo menos uma imagem é obrigatória',
      'content/products/incompleto.md:2  id: ID deve ser um número',
    ]);
  });

  it('reports problems in every file, not just the first', async () => {
    await write(
      'content/products/um.md',
      product('id: 10\nname: Um\nprice: 0\ncategory: unhas\nimages: [/a.svg]'),
    );
    await write('content/blog/dois.md', post(2, 'Dois').replace('date: 2026-03-05', 'date: 5 de março'));
    await write('content/courses/tres.md', '---\nid: 3\ntitle: Três\n---\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toContain('content/products/um.md:4  price: Preço deve ser maior que 0');
    expect(problems).toContain(
      'content/blog/dois.md:6  date: Data deve ser escrita aaaa-mm-dd, por exemplo 2026-03-05',
    );
    expect(problems.filter((p) => p.startsWith('content/courses/tres.md'))).toEqual([
      'content/courses/tres.md:1  description: Descrição é obrigatória',
      'content/courses/tres.md:1  price: Preço deve ser maior que 0',
      'content/courses/tres.md:1  duration: Duração é obrigatória',
      'content/courses/tres.md:1  image: Imagem é obrigatória',
      'content/courses/tres.md:1  type: Tipo é obrigatório',
      'content/courses/tres.md:5  fullDescription: Descrição completa é obrigatória (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ]);
  });

  it('names both files when an id is used twice', async () => {
    await write('content/products/zz-copia.md', validProduct(1, 'Lima Cópia'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/products/zz-copia.md:2  id: O ID 1 repete-se: content/products/lima.md tem o mesmo ID',
    ]);
  });

  it('rejects two posts whose titles give the same address', async () => {
    await write('content/blog/segundo.md', post(2, 'Primeiro Artigo!'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/blog/segundo.md:3  title: O título dá o mesmo endereço (/blog/primeiro-artigo) que content/blog/primeiro.md: mude um dos títulos',
    ]);
  });

  it('checks categories, subcategories and sale prices against the settings', async () => {
    await write(
      'content/products/x.md',
      product('id: 20\nname: X\nprice: 10\nsalePrice: 12\ncategory: cabelos\nimages: [/a.svg]'),
    );
    await write(
      'content/products/y.md',
      product('id: 21\nname: Y\nprice: 10\ncategory: unhas\nsubcategory: stamping\nimages: [/a.svg]'),
    );
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toEqual([
      'content/products/x.md:5  salePrice: Preço promocional deve ser menor que o preço',
      'content/products/x.md:6  category: "cabelos" não é uma categoria da loja',
      'content/products/y.md:6  subcategory: "stamping" não é uma subcategoria de Unhas',
    ]);
  });

  it('gives a missing field the message of an empty one, spaces counting as empty', async () => {
    await write('content/blog/sem-autor.md', post(2, 'Sem autor').replace('author: Sofia\n', ''));
    await write(
      'content/blog/autor-vazio.md',
      post(3, 'Autor vazio').replace('author: Sofia', 'author: "   "'),
    );
    await write('content/blog/autor-nulo.md', post(4, 'Autor nulo').replace('author: Sofia', 'author:'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/blog/autor-nulo.md:7  author: Autor é obrigatório',
      'content/blog/autor-vazio.md:7  author: Autor é obrigatório',
      'content/blog/sem-autor.md:1  author: Autor é obrigatório',
    ]);
  });

  it('rejects two products whose names give the same slug, and a name without letters or digits', async () => {
    await write('content/products/zz-lima.md', validProduct(2, 'LIMA 180/180!'));
    await write('content/products/zz-simbolos.md', validProduct(3, '"***"'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/products/zz-lima.md:3  name: O nome dá o mesmo identificador ("lima-180180") que content/products/lima.md: mude um dos nomes',
      'content/products/zz-simbolos.md:3  name: O nome precisa de pelo menos uma letra ou algarismo',
    ]);
  });

  it('refuses a content file whose name starts with a dot (hidden, or empty before .md), ignoring other hidden files', async () => {
    const course = await readFile(path.join(root, 'content/courses/inicial.md'), 'utf8');
    await write('content/courses/.md', course.replace('id: 1', 'id: 2'));
    await write('content/blog/.rascunho.md', post(2, 'Rascunho'));
    await write('content/products/.DS_Store', 'x');
    await write('content/courses/.gitkeep', '');
    const hidden = (file: string) =>
      `${file}:1  file: O nome do ficheiro começa por um ponto: um ficheiro assim fica oculto e o site não o lê. ` +
      'Dê-lhe um nome que comece por uma letra ou algarismo (por exemplo o título, em minúsculas e com hífenes)';
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      hidden('content/blog/.rascunho.md'),
      hidden('content/courses/.md'),
    ]);
  });

  it('rejects a slug or the body field written in the front matter', async () => {
    await write(
      'content/products/lima.md',
      product(
        'id: 1\nname: Lima\nslug: lima\ndescription: Curta.\nprice: 2\ncategory: unhas\nimages: [/a.svg]',
      ),
    );
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/products/lima.md:4  slug: Campo desconhecido (verifique se o nome está bem escrito)',
      'content/products/lima.md:5  description: Campo desconhecido (verifique se o nome está bem escrito)',
    ]);
  });

  it('requires a course price above 0 and its full description', async () => {
    await write(
      'content/courses/gratis.md',
      '---\nid: 2\ntitle: Grátis\ndescription: Curso.\nprice: 0\nduration: 2 horas\nimage: /images/c.svg\ntype: online\n---\n',
    );
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/courses/gratis.md:5  price: Preço deve ser maior que 0',
      'content/courses/gratis.md:10  fullDescription: Descrição completa é obrigatória (o texto escreve-se abaixo da linha --- que fecha os campos)',
    ]);
  });

  it('does not check the categories of products while the categories file is broken', async () => {
    await write('content/settings/categories.yml', 'categories: []\n');
    await write(
      'content/products/x.md',
      product('id: 20\nname: X\nprice: 10\ncategory: cabelos\nimages: [/a.svg]'),
    );
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/settings/categories.yml:1  categories: Deve haver pelo menos uma categoria',
    ]);
  });

  it('explains a file without front matter and invalid YAML', async () => {
    await write('content/products/sem.md', 'Só texto.\n');
    await write('content/blog/partido.md', '---\nid: 3\ntitle: [aberto\n---\n\nTexto\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems[0]).toMatch(
      /^content\/blog\/partido\.md:\d+ {2}front matter: Os campos não estão bem escritos \(YAML inválido: /,
    );
    expect(problems[1]).toBe(
      'content/products/sem.md:1  front matter: Em falta: o ficheiro deve começar por uma linha "---", seguida dos campos e de outra linha "---"',
    );
  });

  it('reports a broken settings file with its line', async () => {
    await write('content/settings/business.yml', 'name: Atelier\nemail: not-an-email\n');
    const problems = problemsOf(await compileContent(root, 1));
    expect(problems).toContain('content/settings/business.yml:2  email: Deve ser um endereço de email');
    expect(problems).toContain('content/settings/business.yml:1  phone: Campo obrigatório');
  });

  it('compiles the hero slides into the settings, in order', async () => {
    const result = await compileContent(root, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.content.settings.hero.slides.map((slide) => slide.subcategory)).toEqual([
      'summer-crush',
      'lady-in-red',
      'geis-construcao',
    ]);
  });

  it("checks that each hero slide's category and subcategory exist, once each", async () => {
    await write(
      'content/settings/hero.yml',
      [
        'slides:',
        '  - image: /images/hero/a.svg',
        '    tone: light',
        '    category: perfumes',
        '    subcategory: summer-crush',
        '  - image: /images/hero/b.svg',
        '    tone: dark',
        '    category: unhas',
        '    subcategory: summer-crush',
        '  - image: /images/hero/c.svg',
        '    tone: light',
        '    category: cores',
        '    subcategory: summer-crush',
        '  - image: /images/hero/d.svg',
        '    tone: dark',
        '    category: cores',
        '    subcategory: lady-in-red',
        '',
      ].join('\n'),
    );
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/settings/hero.yml:4  slides.0.category: "perfumes" não é uma categoria da loja',
      'content/settings/hero.yml:9  slides.1.subcategory: "summer-crush" não é uma subcategoria de Unhas',
      'content/settings/hero.yml:9  slides.1.subcategory: "summer-crush" aparece em dois diapositivos',
      'content/settings/hero.yml:13  slides.2.subcategory: "summer-crush" aparece em dois diapositivos',
    ]);
  });

  it('reports a wrong hero tone, and a missing hero file', async () => {
    await write(
      'content/settings/hero.yml',
      'slides:\n  - image: /images/hero/a.svg\n    tone: grey\n    category: cores\n    subcategory: cat-eye\n',
    );
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/settings/hero.yml:3  slides.0.tone: Deve ser light (claro) ou dark (escuro)',
    ]);
    await rm(path.join(root, 'content/settings/hero.yml'));
    expect(problemsOf(await compileContent(root, 1))).toEqual([
      'content/settings/hero.yml:1  file: O ficheiro não existe',
    ]);
  });

  it('accepts the repository content as it is', async () => {
    const result = await compileContent(repoRoot, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.content.products.length).toBeGreaterThanOrEqual(48);
    expect(result.content.courses.courses).toHaveLength(6);
    expect(result.content.blog.length).toBeGreaterThanOrEqual(6);
  });
});
