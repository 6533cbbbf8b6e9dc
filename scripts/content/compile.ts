// Compiles content/ into the data the site serves and bundles. Reads every file, collects
// every problem (never stops at the first), and produces deterministic output. Its parts: the
// gate every file passes (source-files.ts), reading a file with the line of each field
// (parse-source.ts), the pictures and the video (media-check.ts), the problems (problems.ts);
// here: the settings, the collections, the long pages, and the whole.
import path from 'node:path';
import type { z } from 'zod';
import { validateCollection, type CategoryList, type CollectionItems } from '../../src/lib/collections.ts';
import { refusedLinkMessage, refusedMarkdownLinks } from '../../src/lib/markdown/markdown-links.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import {
  businessSchema,
  categoriesFileSchema,
  formatCount,
  heroFileSchema,
  pageFrontMatterSchema,
  pageSchemas,
  quoted,
  testimonialsFileSchema,
  TEXT_LIMITS,
  textControlProblem,
  tooLongMessage,
  UNKNOWN_FIELD_MESSAGE,
  type BlogPost,
  type Course,
  type CoursesFile,
  type Page,
  type Product,
  type SiteSettings,
} from '../../src/lib/schema.ts';
import { sortCourses, sortPosts, sortProducts } from '../../src/lib/sorting.ts';
import { checkMedia, collectMedia, type MediaKind, type MediaRef } from './media-check.ts';
import { parseMarkdownFile, parseYamlFile, validate } from './parse-source.ts';
import { ProblemList, type ContentProblem, type Parsed, type SourceFile } from './problems.ts';
import { withCourseHtml, withPageHtml, withPostHtml, withProductHtml } from './rich-text.ts';
import { readSources } from './source-files.ts';

export type CompiledContent = {
  products: Product[];
  courses: CoursesFile;
  blog: BlogPost[];
  pages: Page[];
  settings: SiteSettings;
};

export type CompileResult =
  { ok: true; content: CompiledContent } | { ok: false; problems: ContentProblem[] };

/** The settings files, and the pictures each names (field paths, `*` for every item of a list). */
const settingsFiles = {
  'business.yml': { schema: businessSchema, media: [] },
  'categories.yml': {
    schema: categoriesFileSchema,
    media: [{ path: ['categories', '*', 'image'], kind: 'image' }],
  },
  'testimonials.yml': {
    schema: testimonialsFileSchema,
    media: [
      { path: ['video'], kind: 'video' },
      { path: ['videoPoster'], kind: 'image' },
      { path: ['images', '*', 'image'], kind: 'image' },
    ],
  },
  'hero.yml': { schema: heroFileSchema, media: [{ path: ['slides', '*', 'image'], kind: 'image' }] },
} as const satisfies Record<
  string,
  { schema: z.ZodType; media: readonly { path: readonly string[]; kind: MediaKind }[] }
>;

type SettingsFileName = keyof typeof settingsFiles;

/**
 * The settings, when every file is right; and the shop's categories, when categories.yml is
 * right (the collections' categories are checked against them even while another file is wrong).
 */
async function compileSettings(
  root: string,
  problems: ProblemList,
  media: MediaRef[],
): Promise<{ settings?: SiteSettings; categories: CategoryList | undefined }> {
  const dir = path.join(root, 'content', 'settings');
  const sources = new Map(
    (await readSources(dir, { extension: '.yml', holds: 'as definições do site' }, root, problems)).map(
      (source) => [path.basename(source.file), source],
    ),
  );
  for (const name of sources.keys()) {
    if (!(name in settingsFiles)) {
      problems.add(
        `content/settings/${name}`,
        1,
        'file',
        `Ficheiro desconhecido: as definições são ${Object.keys(settingsFiles).join(', ')}; mude o nome ou apague-o`,
      );
    }
  }
  const parsedFiles = new Map<SettingsFileName, Parsed>();
  const load = <N extends SettingsFileName>(
    name: N,
  ): z.output<(typeof settingsFiles)[N]['schema']> | undefined => {
    const file = `content/settings/${name}`;
    const source = sources.get(name);
    if (!source) {
      // Not when it was found misspelt (business.yaml) or not UTF-8: that problem says what to do.
      const reported = problems.items.some(
        (problem) => problem.file.toLowerCase().replace(/\.yaml$/, '.yml') === file,
      );
      if (!reported) problems.add(file, 1, 'file', 'O ficheiro não existe');
      return undefined;
    }
    const parsed = parseYamlFile(source, problems);
    if (!parsed) return undefined;
    parsedFiles.set(name, parsed);
    for (const { path: fieldPath, kind } of settingsFiles[name].media)
      collectMedia(source.file, parsed, parsed.data, fieldPath, kind, media);
    return validate(settingsFiles[name].schema, source, parsed, problems) as
      z.output<(typeof settingsFiles)[N]['schema']> | undefined;
  };
  const business = load('business.yml');
  const categoriesFile = load('categories.yml');
  const testimonials = load('testimonials.yml');
  const hero = load('hero.yml');
  // The rules between entries and files run on whatever parsed, even where a field is wrong.
  const categoriesData = parsedFiles.get('categories.yml');
  const rawCategories = categoriesData ? parsedCategories(categoriesData.data) : [];
  if (categoriesData) {
    const seen = new Set<string>();
    rawCategories.forEach(({ slug, index }) => {
      const field = ['categories', index, 'slug'];
      if (seen.has(slug))
        problems.add(
          'content/settings/categories.yml',
          categoriesData.lineOf(field),
          field.join('.'),
          `${quoted(slug)} aparece em duas categorias`,
        );
      seen.add(slug);
    });
  }
  const heroData = parsedFiles.get('hero.yml');
  // Against the categories only when their file is right (its own problems come first).
  if (heroData && categoriesFile) checkHeroSlides(heroData, categoriesFile.categories, problems);
  // The products' categories are checked whenever the categories file is right, whatever the others.
  const categories = categoriesFile?.categories;
  if (!business || !categoriesFile || !testimonials || !hero) return { categories };
  return { settings: { business, categories: categoriesFile.categories, testimonials, hero }, categories };
}

/** The categories of a parsed categories.yml that have a slug, with their position in the list. */
function parsedCategories(data: unknown): (CategoryList[number] & { index: number })[] {
  const list = (data as { categories?: unknown }).categories;
  if (!Array.isArray(list)) return [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return list.flatMap((item: unknown, index) => {
    if (item === null || typeof item !== 'object') return [];
    const { slug, name, subcategories } = item as Record<string, unknown>;
    if (text(slug) === '') return [];
    const subs = Array.isArray(subcategories) ? (subcategories as unknown[]) : [];
    return [
      {
        index,
        slug: text(slug),
        name: text(name),
        subcategories: subs.flatMap((sub) => {
          const { slug: subSlug, name: subName } = (sub ?? {}) as Record<string, unknown>;
          return text(subSlug) === '' ? [] : [{ slug: text(subSlug), name: text(subName) }];
        }),
      },
    ];
  });
}

/** Each hero slide leads to a subcategory of the shop, and no two slides to the same one (the slide's id). */
function checkHeroSlides(hero: Parsed, categories: CategoryList, problems: ProblemList) {
  const file = 'content/settings/hero.yml';
  const slides = (hero.data as { slides?: unknown }).slides;
  if (!Array.isArray(slides)) return;
  const seen = new Set<string>();
  slides.forEach((slide: unknown, index) => {
    const { category: categorySlug, subcategory } = (slide ?? {}) as Record<string, unknown>;
    if (typeof categorySlug !== 'string' || typeof subcategory !== 'string') return;
    const field = (key: string) => [hero.lineOf(['slides', index, key]), `slides.${index}.${key}`] as const;
    const category = categories.find((candidate) => candidate.slug === categorySlug);
    if (!category) {
      problems.add(file, ...field('category'), `${quoted(categorySlug)} não é uma categoria da loja`);
    } else if (!category.subcategories.some((sub) => sub.slug === subcategory)) {
      problems.add(
        file,
        ...field('subcategory'),
        `${quoted(subcategory)} não é uma subcategoria de ${category.name}`,
      );
    }
    if (seen.has(subcategory)) {
      problems.add(file, ...field('subcategory'), `${quoted(subcategory)} aparece em dois diapositivos`);
    }
    seen.add(subcategory);
  });
}

/** Where each collection's files live and which field is the text below the front matter. */
const collectionFiles = {
  products: {
    dir: 'products',
    body: 'description',
    holds: 'um produto por ficheiro',
    images: ['images', '*'],
  },
  courses: { dir: 'courses', body: 'fullDescription', holds: 'uma formação por ficheiro', images: ['image'] },
  posts: { dir: 'blog', body: 'content', holds: 'um artigo por ficheiro', images: ['image'] },
} as const satisfies Record<
  Collection,
  { dir: string; body: string; holds: string; images: readonly string[] }
>;

/** Reports each refused link of a Markdown body at its own line; true when there was one. */
function checkMarkdownLinks(file: string, parsed: Parsed, field: string, problems: ProblemList): boolean {
  const refused = refusedMarkdownLinks(parsed.body);
  for (const { line, url } of refused)
    problems.add(file, parsed.bodyFirstLine + line - 1, field, refusedLinkMessage(url));
  return refused.length > 0;
}

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
  media: MediaRef[],
): Promise<CollectionItems[C][]> {
  const { dir, body, holds, images } = collectionFiles[collection];
  const sources = await readSources(
    path.join(root, 'content', dir),
    { extension: '.md', holds },
    root,
    problems,
  );
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
    checkMarkdownLinks(source.file, parsed, body, problems);
    entries.push({ source, parsed, item });
    collectMedia(source.file, parsed, item, images, 'image', media);
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
        const hint = entry.parsed.body === '' ? BODY_HINT : '';
        problems.add(entry.source.file, entry.parsed.bodyLine, problem.field, problem.message + hint);
      } else {
        problems.add(entry.source.file, entry.parsed.lineOf(fieldPath), problem.field, problem.message);
      }
    }
    return [];
  }
  return sortCollection(collection, result.items);
}

function sortCollection<C extends Collection>(
  collection: C,
  items: CollectionItems[C][],
): CollectionItems[C][] {
  if (collection === 'products') return sortProducts(items as Product[]) as CollectionItems[C][];
  if (collection === 'courses') return sortCourses(items as Course[]) as CollectionItems[C][];
  return sortPosts(items as BlogPost[]) as CollectionItems[C][];
}

async function compilePages(root: string, problems: ProblemList): Promise<Page[]> {
  const rule = { extension: '.md', holds: 'uma página por ficheiro' } as const;
  const sources = await readSources(path.join(root, 'content', 'pages'), rule, root, problems);
  const pages: Page[] = [];
  for (const source of sources) {
    const parsed = parseMarkdownFile(source, problems);
    if (!parsed) continue;
    const schema = pageSchemas[path.basename(source.file, '.md')] ?? pageFrontMatterSchema;
    const front = validate(schema, source, parsed, problems);
    if (!parsed.body)
      problems.add(source.file, parsed.bodyLine, 'body', 'O texto da página é obrigatório' + BODY_HINT);
    const tooLong = parsed.body.length > TEXT_LIMITS.article;
    if (tooLong)
      problems.add(
        source.file,
        parsed.bodyLine,
        'body',
        tooLongMessage('O texto da página', parsed.body.length, TEXT_LIMITS.article),
      );
    const linksRefused = checkMarkdownLinks(source.file, parsed, 'body', problems);
    const controls = textControlProblem('O texto da página', parsed.body);
    if (controls) problems.add(source.file, parsed.bodyLine, 'body', controls);
    if (!front || !parsed.body || tooLong || linksRefused || controls) continue;
    pages.push(withPageHtml({ ...front, name: path.basename(source.file, '.md'), body: parsed.body }));
  }
  return pages;
}

/** The most problems reported for one file: the rest are counted on one line. */
export const MAX_PROBLEMS_PER_FILE = 50;

/** `sorted` (by file, then line) with at most MAX_PROBLEMS_PER_FILE problems per file, then a line counting the others. */
function capPerFile(sorted: readonly ContentProblem[]): ContentProblem[] {
  const kept: ContentProblem[] = [];
  for (let start = 0; start < sorted.length;) {
    const file = sorted[start]?.file;
    let end = start;
    while (end < sorted.length && sorted[end]?.file === file) end++;
    const shown = sorted.slice(start, Math.min(end, start + MAX_PROBLEMS_PER_FILE));
    kept.push(...shown);
    const more = end - start - shown.length;
    const last = shown.at(-1);
    if (more > 0 && last) {
      kept.push({
        file: last.file,
        line: last.line,
        field: 'file',
        message: `… e mais ${formatCount(more)} problemas neste ficheiro (corrija estes e volte a verificar)`,
      });
    }
    start = end;
  }
  return kept;
}

/** Compiles everything under `root/content`. `coursesVersion` is decided by the caller (see version.ts). */
export async function compileContent(root: string, coursesVersion: number): Promise<CompileResult> {
  const problems = new ProblemList();
  const media: MediaRef[] = [];
  const { settings, categories } = await compileSettings(root, problems, media);
  const [products, courses, blog, pages] = await Promise.all([
    compileCollection(root, 'products', categories, problems, media),
    compileCollection(root, 'courses', categories, problems, media),
    compileCollection(root, 'posts', categories, problems, media),
    compilePages(root, problems),
  ]);
  // In a fixed order (the collections above are read concurrently), for deterministic messages.
  media.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  await checkMedia(root, media, problems);
  if (problems.items.length > 0 || !settings) {
    const sorted = [...problems.items].sort((a, b) =>
      a.file === b.file ? a.line - b.line : a.file.localeCompare(b.file),
    );
    return { ok: false, problems: capPerFile(sorted) };
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
