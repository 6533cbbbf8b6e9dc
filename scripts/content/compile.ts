// Compiles content/ into the data the site serves and bundles. Reads every file, collects
// every problem (never stops at the first), and produces deterministic output.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import { validateCollection, type CategoryList, type CollectionItems } from '../../src/lib/collections.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import {
  businessSchema,
  categoriesFileSchema,
  fieldProblems,
  heroFileSchema,
  pageFrontMatterSchema,
  pageSchemas,
  testimonialsFileSchema,
  UNKNOWN_FIELD_MESSAGE,
  type BlogPost,
  type Course,
  type CoursesFile,
  type Page,
  type Product,
  type SiteSettings,
} from '../../src/lib/schema.ts';
import { sortCourses, sortPosts, sortProducts } from '../../src/lib/sorting.ts';
import { withCourseHtml, withPageHtml, withPostHtml, withProductHtml } from './rich-text.ts';

export type ContentProblem = { file: string; line: number; field: string; message: string };

export type CompiledContent = {
  products: Product[];
  courses: CoursesFile;
  blog: BlogPost[];
  pages: Page[];
  settings: SiteSettings;
};

export type CompileResult = { ok: true; content: CompiledContent } | { ok: false; problems: ContentProblem[] };

export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}:${problem.line}  ${problem.field}: ${problem.message}`;
}

type SourceFile = { file: string; text: string };

/** A parsed source: the data, and a way to find the line of a field for error messages. */
type Parsed = { data: Record<string, unknown>; body: string; bodyLine: number; lineOf: (fieldPath: PropertyKey[]) => number };

class ProblemList {
  readonly items: ContentProblem[] = [];
  add(file: string, line: number, field: string, message: string) {
    this.items.push({ file, line, field, message });
  }
}

/** Line (1-based, in the whole file) of the node at `fieldPath` in a YAML text that starts at `firstLine`. */
function makeLineFinder(yamlText: string, firstLine: number): (fieldPath: PropertyKey[]) => number {
  let doc: ReturnType<typeof parseDocument> | undefined;
  let counter: LineCounter | undefined;
  return (fieldPath) => {
    if (!doc) {
      counter = new LineCounter();
      doc = parseDocument(yamlText, { lineCounter: counter });
    }
    let node: Node | null | undefined = doc.contents as Node | null;
    // A field missing at the top level points at the start of the file (its opening line).
    let offset: number | undefined;
    for (const key of fieldPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => (item.key as { value?: unknown } | null)?.value === key);
        if (!pair) break;
        offset = (pair.key as Node).range?.[0] ?? offset;
        node = pair.value as Node | null;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else break;
    }
    if (offset === undefined || !counter) return Math.max(1, firstLine - 1);
    return counter.linePos(offset).line + firstLine - 1;
  };
}

function parseMarkdownFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  if (!/^---\r?\n/.test(source.text)) {
    problems.add(source.file, 1, 'front matter', 'Em falta: o ficheiro deve começar por uma linha "---", seguida dos campos e de outra linha "---"');
    return undefined;
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object bypasses the cache so errors repeat.
    parsed = matter(source.text, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    problems.add(source.file, (mark?.line ?? 0) + 2, 'front matter', `Os campos não estão bem escritos (YAML inválido: ${reason})`);
    return undefined;
  }
  const frontMatterText = parsed.matter.replace(/^\r?\n/, '');
  const frontMatterLines = parsed.matter.split('\n').length;
  const data = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'front matter', 'Deve ser uma lista de linhas "campo: valor"');
    return undefined;
  }
  return {
    data: data as Record<string, unknown>,
    body: parsed.content.trim(),
    bodyLine: frontMatterLines + 2,
    lineOf: makeLineFinder(frontMatterText, 2),
  };
}

function parseYamlFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  const counter = new LineCounter();
  const doc = parseDocument(source.text, { lineCounter: counter });
  if (doc.errors.length > 0) {
    for (const error of doc.errors) {
      problems.add(source.file, counter.linePos(error.pos[0]).line, 'file', `O ficheiro não está bem escrito (YAML inválido: ${error.message.split('\n')[0]})`);
    }
    return undefined;
  }
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'file', 'Deve ser uma lista de linhas "campo: valor"');
    return undefined;
  }
  return { data: data as Record<string, unknown>, body: '', bodyLine: 1, lineOf: makeLineFinder(source.text, 1) };
}

/** Validates `parsed.data` against `schema`, reporting every problem at its line. */
function validate<S extends z.ZodType>(
  schema: S,
  source: SourceFile,
  parsed: Parsed,
  problems: ProblemList,
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data);
  if (result.success) return result.data;
  for (const problem of fieldProblems(result.error.issues)) {
    const field = problem.path.length > 0 ? problem.path.join('.') : 'file';
    problems.add(source.file, parsed.lineOf(problem.path), field, problem.message);
  }
  return undefined;
}

async function readSources(dir: string, extension: string, root: string): Promise<SourceFile[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const files = names.filter((name) => name.endsWith(extension) && !name.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => {
      const absolute = path.join(dir, name);
      return { file: path.relative(root, absolute).split(path.sep).join('/'), text: await readFile(absolute, 'utf8') };
    }),
  );
}

async function compileSettings(root: string, problems: ProblemList): Promise<SiteSettings | undefined> {
  const dir = path.join(root, 'content', 'settings');
  const sources = new Map((await readSources(dir, '.yml', root)).map((source) => [path.basename(source.file), source]));
  const lineFinders = new Map<string, Parsed['lineOf']>();
  const load = <S extends z.ZodType>(name: string, schema: S): z.output<S> | undefined => {
    const source = sources.get(name);
    if (!source) {
      problems.add(`content/settings/${name}`, 1, 'file', 'O ficheiro não existe');
      return undefined;
    }
    const parsed = parseYamlFile(source, problems);
    if (parsed) lineFinders.set(name, parsed.lineOf);
    return parsed && validate(schema, source, parsed, problems);
  };
  const business = load('business.yml', businessSchema);
  const categoriesFile = load('categories.yml', categoriesFileSchema);
  const testimonials = load('testimonials.yml', testimonialsFileSchema);
  const hero = load('hero.yml', heroFileSchema);
  if (categoriesFile) {
    const seen = new Set<string>();
    categoriesFile.categories.forEach((category, index) => {
      if (seen.has(category.slug)) problems.add('content/settings/categories.yml', 1, `categories.${index}.slug`, `"${category.slug}" aparece em duas categorias`);
      seen.add(category.slug);
    });
  }
  if (hero && categoriesFile) checkHeroSlides(hero, categoriesFile.categories, lineFinders.get('hero.yml'), problems);
  if (!business || !categoriesFile || !testimonials || !hero) return undefined;
  return { business, categories: categoriesFile.categories, testimonials, hero };
}

/** Each hero slide leads to a subcategory of the shop, and no two slides to the same one (the slide's id). */
function checkHeroSlides(
  hero: SiteSettings['hero'],
  categories: SiteSettings['categories'],
  lineOf: Parsed['lineOf'] | undefined,
  problems: ProblemList,
) {
  const file = 'content/settings/hero.yml';
  const line = (fieldPath: PropertyKey[]) => lineOf?.(fieldPath) ?? 1;
  const seen = new Set<string>();
  hero.slides.forEach((slide, index) => {
    const category = categories.find((candidate) => candidate.slug === slide.category);
    if (!category) {
      problems.add(file, line(['slides', index, 'category']), `slides.${index}.category`, `"${slide.category}" não é uma categoria da loja`);
    } else if (!category.subcategories.some((sub) => sub.slug === slide.subcategory)) {
      problems.add(file, line(['slides', index, 'subcategory']), `slides.${index}.subcategory`, `"${slide.subcategory}" não é uma subcategoria de ${category.name}`);
    }
    if (seen.has(slide.subcategory)) {
      problems.add(file, line(['slides', index, 'subcategory']), `slides.${index}.subcategory`, `"${slide.subcategory}" aparece em dois diapositivos`);
    }
    seen.add(slide.subcategory);
  });
}

/** Where each collection's files live and which field is the text below the front matter. */
const collectionFiles = {
  products: { dir: 'products', body: 'description' },
  courses: { dir: 'courses', body: 'fullDescription' },
  posts: { dir: 'blog', body: 'content' },
} as const satisfies Record<Collection, { dir: string; body: string }>;

const BODY_HINT = ' (o texto escreve-se abaixo da linha --- que fecha os campos)';

/**
 * Reads a collection's files and checks them with the collection rules the admin uses
 * (src/lib/collections.ts); each problem is reported at its file and line, and an item that
 * repeats another's id or slug names the other file. `categories` is undefined when the
 * settings themselves are broken: the categories are then not checked.
 */
async function compileCollection<C extends Collection>(
  root: string,
  collection: C,
  categories: CategoryList | undefined,
  problems: ProblemList,
): Promise<CollectionItems[C][]> {
  const { dir, body } = collectionFiles[collection];
  const sources = await readSources(path.join(root, 'content', dir), '.md', root);
  const entries: { source: SourceFile; parsed: Parsed; item: Record<string, unknown> }[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const item: Record<string, unknown> = { ...parsed.data };
    // The body field is written below the front matter and the slug is derived: neither is a front matter field.
    for (const key of [body, 'slug']) {
      if (key in item) {
        problems.add(source.file, parsed.lineOf([key]), key, UNKNOWN_FIELD_MESSAGE);
        delete item[key];
      }
    }
    item[body] = parsed.body;
    entries.push({ source, parsed, item });
  }
  const result = validateCollection(
    collection,
    entries.map((entry) => entry.item),
    categories ?? [],
    { itemName: (index) => entries[index]?.source.file ?? '', checkCategories: categories !== undefined },
  );
  if (!result.ok) {
    for (const problem of result.problems) {
      const entry = entries[problem.index];
      if (!entry) continue;
      const fieldPath = problem.field.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
      if (fieldPath[0] === body) {
        problems.add(entry.source.file, entry.parsed.bodyLine, problem.field, problem.message + BODY_HINT);
      } else {
        problems.add(entry.source.file, entry.parsed.lineOf(fieldPath), problem.field, problem.message);
      }
    }
    return [];
  }
  return sortCollection(collection, result.items);
}

function sortCollection<C extends Collection>(collection: C, items: CollectionItems[C][]): CollectionItems[C][] {
  if (collection === 'products') return sortProducts(items as Product[]) as CollectionItems[C][];
  if (collection === 'courses') return sortCourses(items as Course[]) as CollectionItems[C][];
  return sortPosts(items as BlogPost[]) as CollectionItems[C][];
}

async function compilePages(root: string, problems: ProblemList): Promise<Page[]> {
  const sources = await readSources(path.join(root, 'content', 'pages'), '.md', root);
  const pages: Page[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const schema = pageSchemas[path.basename(source.file, '.md')] ?? pageFrontMatterSchema;
    const front = validate(schema, source, parsed, problems);
    if (!parsed.body) problems.add(source.file, parsed.bodyLine, 'body', 'O texto da página é obrigatório' + BODY_HINT);
    if (!front || !parsed.body) continue;
    pages.push(withPageHtml({ ...front, name: path.basename(source.file, '.md'), body: parsed.body }));
  }
  return pages;
}

/** Compiles everything under `root/content`. `coursesVersion` is decided by the caller (see version.ts). */
export async function compileContent(root: string, coursesVersion: number): Promise<CompileResult> {
  const problems = new ProblemList();
  const settings = await compileSettings(root, problems);
  const [products, courses, blog, pages] = await Promise.all([
    compileCollection(root, 'products', settings?.categories, problems),
    compileCollection(root, 'courses', settings?.categories, problems),
    compileCollection(root, 'posts', settings?.categories, problems),
    compilePages(root, problems),
  ]);
  if (problems.items.length > 0 || !settings) {
    const sorted = [...problems.items].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { ok: false, problems: sorted };
  }
  // Beside each rich text, its HTML (rendered and sanitised here, never taken from a file).
  return {
    ok: true,
    content: {
      products: products.map(withProductHtml),
      courses: { version: coursesVersion, courses: courses.map(withCourseHtml) },
      blog: blog.map(withPostHtml),
      pages,
      settings,
    },
  };
}
