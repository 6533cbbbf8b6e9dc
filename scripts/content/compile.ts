// Compiles content/ into the data the site serves and bundles. Reads every file, collects
// every problem (never stops at the first), and produces deterministic output.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { LineCounter, parseDocument, isMap, isSeq, type Node } from 'yaml';
import type { z } from 'zod';
import {
  businessSchema,
  categoriesFileSchema,
  courseFrontMatterSchema,
  pageFrontMatterSchema,
  postFrontMatterSchema,
  productFrontMatterSchema,
  testimonialsFileSchema,
  type BlogPost,
  type Course,
  type CoursesFile,
  type Page,
  type Product,
  type SiteSettings,
} from '../../src/lib/schema.ts';
import { slugify } from '../../src/lib/slug.ts';
import { sortCourses, sortPosts, sortProducts } from '../../src/lib/sorting.ts';

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
    problems.add(source.file, 1, 'front matter', 'missing: the file must start with a line "---", the fields, and another "---"');
    return undefined;
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // gray-matter caches by content; a fresh options object bypasses the cache so errors repeat.
    parsed = matter(source.text, {});
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    problems.add(source.file, (mark?.line ?? 0) + 2, 'front matter', `is not valid YAML (${reason})`);
    return undefined;
  }
  const frontMatterText = parsed.matter.replace(/^\r?\n/, '');
  const frontMatterLines = parsed.matter.split('\n').length;
  const data = parsed.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'front matter', 'must be a list of "field: value" lines');
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
      problems.add(source.file, counter.linePos(error.pos[0]).line, 'file', `is not valid YAML (${error.message.split('\n')[0]})`);
    }
    return undefined;
  }
  const data: unknown = doc.toJS();
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'file', 'must be a list of "field: value" lines');
    return undefined;
  }
  return { data: data as Record<string, unknown>, body: '', bodyLine: 1, lineOf: makeLineFinder(source.text, 1) };
}

function valueAt(data: unknown, fieldPath: PropertyKey[]): unknown {
  let value = data;
  for (const key of fieldPath) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Validates `parsed.data` against `schema`, reporting every issue at its line. */
function validate<S extends z.ZodType>(
  schema: S,
  source: SourceFile,
  parsed: Parsed,
  problems: ProblemList,
): z.output<S> | undefined {
  const result = schema.safeParse(parsed.data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    const fieldPath = issue.path;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const full = [...fieldPath, key];
        problems.add(source.file, parsed.lineOf(full), full.join('.'), 'is not a known field');
      }
      continue;
    }
    const missing = issue.code === 'invalid_type' && valueAt(parsed.data, fieldPath) === undefined;
    const field = fieldPath.length > 0 ? fieldPath.join('.') : 'file';
    problems.add(source.file, parsed.lineOf(fieldPath), field, missing ? 'is required' : issue.message);
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

/** Where an item came from; lines are found only when a problem needs one (YAML positions are slow). */
type Origin = { file: string; lineOf: Parsed['lineOf'] };

function checkUniqueIds(items: { id: number; origin: Origin }[], collection: string, problems: ProblemList) {
  const seen = new Map<number, string>();
  for (const { id, origin } of items) {
    const first = seen.get(id);
    if (first) problems.add(origin.file, origin.lineOf(['id']), 'id', `${id} is already used by ${first} (ids must be unique among ${collection})`);
    else seen.set(id, origin.file);
  }
}

async function compileSettings(root: string, problems: ProblemList): Promise<SiteSettings | undefined> {
  const dir = path.join(root, 'content', 'settings');
  const sources = new Map((await readSources(dir, '.yml', root)).map((source) => [path.basename(source.file), source]));
  const load = <S extends z.ZodType>(name: string, schema: S): z.output<S> | undefined => {
    const source = sources.get(name);
    if (!source) {
      problems.add(`content/settings/${name}`, 1, 'file', 'is missing');
      return undefined;
    }
    const parsed = parseYamlFile(source, problems);
    return parsed && validate(schema, source, parsed, problems);
  };
  const business = load('business.yml', businessSchema);
  const categoriesFile = load('categories.yml', categoriesFileSchema);
  const testimonials = load('testimonials.yml', testimonialsFileSchema);
  if (categoriesFile) {
    const seen = new Set<string>();
    categoriesFile.categories.forEach((category, index) => {
      if (seen.has(category.slug)) problems.add('content/settings/categories.yml', 1, `categories.${index}.slug`, `"${category.slug}" is used twice`);
      seen.add(category.slug);
    });
  }
  if (!business || !categoriesFile || !testimonials) return undefined;
  return { business, categories: categoriesFile.categories, testimonials };
}

async function compileProducts(root: string, settings: SiteSettings | undefined, problems: ProblemList): Promise<Product[]> {
  const sources = await readSources(path.join(root, 'content', 'products'), '.md', root);
  const products: (Product & { origin: Origin })[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const front = validate(productFrontMatterSchema, source, parsed, problems);
    if (!parsed.body) problems.add(source.file, parsed.bodyLine, 'description', 'is required (write it below the closing ---)');
    if (front && settings) {
      const category = settings.categories.find((c) => c.slug === front.category);
      if (!category) {
        problems.add(source.file, parsed.lineOf(['category']), 'category', `"${front.category}" is not a category in content/settings/categories.yml`);
      } else if (front.subcategory && !category.subcategories.some((s) => s.slug === front.subcategory)) {
        problems.add(source.file, parsed.lineOf(['subcategory']), 'subcategory', `"${front.subcategory}" is not a subcategory of ${category.slug}`);
      }
    }
    if (front && front.salePrice !== undefined && front.salePrice >= front.price) {
      problems.add(source.file, parsed.lineOf(['salePrice']), 'salePrice', 'must be lower than price');
    }
    if (!front || !parsed.body) continue;
    const { id, name, price, salePrice, stock, category, subcategory, featured, isNew, order, images } = front;
    // Fixed key order: the JSON is byte-identical for the same content.
    products.push({
      id,
      slug: slugify(name),
      name,
      description: parsed.body,
      images,
      price,
      ...(salePrice !== undefined && { salePrice }),
      stock,
      category,
      ...(subcategory !== undefined && { subcategory }),
      featured,
      isNew,
      ...(order !== undefined && { order }),
      origin: { file: source.file, lineOf: parsed.lineOf },
    });
  }
  checkUniqueIds(products, 'products', problems);
  return sortProducts(products).map(({ origin: _origin, ...product }) => product);
}

async function compileCourses(root: string, problems: ProblemList): Promise<Course[]> {
  const sources = await readSources(path.join(root, 'content', 'courses'), '.md', root);
  const courses: (Course & { origin: Origin })[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const front = validate(courseFrontMatterSchema, source, parsed, problems);
    if (!front) continue;
    const { id, title, description, price, duration, image, type, featured } = front;
    courses.push({
      id,
      title,
      description,
      ...(parsed.body && { fullDescription: parsed.body }),
      price,
      duration,
      image,
      type,
      featured,
      origin: { file: source.file, lineOf: parsed.lineOf },
    });
  }
  checkUniqueIds(courses, 'courses', problems);
  return sortCourses(courses).map(({ origin: _origin, ...course }) => course);
}

async function compilePosts(root: string, problems: ProblemList): Promise<BlogPost[]> {
  const sources = await readSources(path.join(root, 'content', 'blog'), '.md', root);
  const posts: (BlogPost & { origin: Origin })[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const front = validate(postFrontMatterSchema, source, parsed, problems);
    if (!parsed.body) problems.add(source.file, parsed.bodyLine, 'content', 'is required (write it below the closing ---)');
    if (!front || !parsed.body) continue;
    const { id, title, excerpt, image, date, author, category } = front;
    posts.push({
      id,
      slug: slugify(title),
      title,
      excerpt,
      content: parsed.body,
      image,
      date,
      author,
      category,
      origin: { file: source.file, lineOf: parsed.lineOf },
    });
  }
  checkUniqueIds(posts, 'blog posts', problems);
  const slugs = new Map<string, string>();
  for (const post of posts) {
    const first = slugs.get(post.slug);
    if (first) problems.add(post.origin.file, post.origin.lineOf(['title']), 'title', `gives the address /blog/${post.slug}, already used by ${first}`);
    else slugs.set(post.slug, post.origin.file);
  }
  return sortPosts(posts).map(({ origin: _origin, ...post }) => post);
}

async function compilePages(root: string, problems: ProblemList): Promise<Page[]> {
  const sources = await readSources(path.join(root, 'content', 'pages'), '.md', root);
  const pages: Page[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const front = validate(pageFrontMatterSchema, source, parsed, problems);
    if (!parsed.body) problems.add(source.file, parsed.bodyLine, 'body', 'is required (write the page text below the closing ---)');
    if (!front || !parsed.body) continue;
    pages.push({ ...front, name: path.basename(source.file, '.md'), body: parsed.body });
  }
  return pages;
}

/** Compiles everything under `root/content`. `coursesVersion` is decided by the caller (see version.ts). */
export async function compileContent(root: string, coursesVersion: number): Promise<CompileResult> {
  const problems = new ProblemList();
  const settings = await compileSettings(root, problems);
  const [products, courses, blog, pages] = await Promise.all([
    compileProducts(root, settings, problems),
    compileCourses(root, problems),
    compilePosts(root, problems),
    compilePages(root, problems),
  ]);
  if (problems.items.length > 0 || !settings) {
    const sorted = [...problems.items].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { ok: false, problems: sorted };
  }
  return { ok: true, content: { products, courses: { version: coursesVersion, courses }, blog, pages, settings } };
}
