// Compiles content/ into the data the site serves and bundles. Reads every file, collects
// every problem (never stops at the first), and produces deterministic output.
import { isUtf8 } from 'node:buffer';
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isSeq, type Document, type LineCounter, type Node } from 'yaml';
import type { z } from 'zod';
import { validateCollection, type CategoryList, type CollectionItems } from '../../src/lib/collections.ts';
import { refusedLinkMessage, refusedMarkdownLinks } from '../../src/lib/markdown-links.ts';
import type { Collection } from '../../src/lib/prerendered-page.ts';
import {
  businessSchema,
  categoriesFileSchema,
  escapeControls,
  fieldProblems,
  formatCount,
  heroFileSchema,
  isSitePath,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
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
import { documentData, mapKeyIndex, parseYaml, readMarkdown } from './front-matter.ts';
import { symbolicLinks } from '../lib/public-links.ts';
import { firstLink, sitePathSteps } from '../lib/safe-path.ts';
import { withCourseHtml, withPageHtml, withPostHtml, withProductHtml } from './rich-text.ts';

export type ContentProblem = { file: string; line: number; field: string; message: string };

export type CompiledContent = {
  products: Product[];
  courses: CoursesFile;
  blog: BlogPost[];
  pages: Page[];
  settings: SiteSettings;
};

export type CompileResult =
  { ok: true; content: CompiledContent } | { ok: false; problems: ContentProblem[] };

/** A problem as printed, on one line: a control character anywhere in it is shown as its escape (\u001b). */
export function formatProblem(problem: ContentProblem): string {
  return escapeControls(`${problem.file}:${problem.line}  ${problem.field}: ${problem.message}`);
}

type SourceFile = { file: string; text: string };

/** A parsed source: the data, and a way to find the line of a field for error messages. */
type Parsed = {
  data: Record<string, unknown>;
  body: string;
  /** The line just below the front matter's closing ---. */
  bodyLine: number;
  /** The line of the body's first character (past blank lines). */
  bodyFirstLine: number;
  lineOf: (fieldPath: PropertyKey[]) => number;
};

class ProblemList {
  readonly items: ContentProblem[] = [];
  add(file: string, line: number, field: string, message: string) {
    this.items.push({ file, line, field, message });
  }
}

/** Line (1-based) of the node at `fieldPath` in a parsed YAML document; `fallback` when it is not there. */
function makeLineFinder(
  doc: Document | undefined,
  counter: LineCounter,
  fallback: number,
): (fieldPath: PropertyKey[]) => number {
  // Each map's keys indexed once: a file of 100 000 unknown fields is 100 000 look-ups, not their square.
  const pairOf = mapKeyIndex();
  return (fieldPath) => {
    let node: Node | null | undefined = doc?.contents as Node | null | undefined;
    // A field missing at the top level points at the start of the file (its opening line).
    let offset: number | undefined;
    for (const key of fieldPath) {
      if (isMap(node)) {
        const pair = pairOf(node, key);
        if (!pair) break;
        offset = pair.keyNode.range?.[0] ?? offset;
        node = pair.value;
      } else if (isSeq(node) && typeof key === 'number') {
        const item = node.items[key] as Node | undefined;
        if (!item) break;
        offset = item.range?.[0] ?? offset;
        node = item;
      } else break;
    }
    return offset === undefined ? fallback : counter.linePos(offset).line;
  };
}

function parseMarkdownFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  // The one reader (front-matter.ts): exactly "---" on the first line, the `yaml` package only.
  const read = readMarkdown(source.text);
  if (!read.ok) {
    for (const { line, message } of read.problems) problems.add(source.file, line, 'front matter', message);
    return undefined;
  }
  return {
    data: read.data,
    body: read.body.trim(),
    bodyLine: read.bodyLine,
    bodyFirstLine: read.bodyLine + (/^\s*/.exec(read.body)?.[0].split('\n').length ?? 1) - 1,
    lineOf: makeLineFinder(read.doc, read.counter, 1),
  };
}

function parseYamlFile(source: SourceFile, problems: ProblemList): Parsed | undefined {
  const { doc, counter } = parseYaml(source.text);
  const read = documentData(doc, counter);
  if (!read.ok) {
    for (const { line, message } of read.problems) {
      problems.add(source.file, line, 'file', `O ficheiro não está bem escrito (YAML inválido: ${message})`);
    }
    return undefined;
  }
  const data = read.data;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.add(source.file, 1, 'file', 'Deve ser uma lista de linhas "campo: valor"');
    return undefined;
  }
  return {
    data: data as Record<string, unknown>,
    body: '',
    bodyLine: 1,
    bodyFirstLine: 1,
    lineOf: makeLineFinder(doc, counter, 1),
  };
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

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The line (1-based) of the first byte that is not UTF-8: a line break is never inside a character. */
function firstNonUtf8Line(bytes: Uint8Array): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    if (!isUtf8(bytes.subarray(start, i))) return line;
    line++;
    start = i + 1;
  }
  return 1;
}

/** What a content folder holds: its files' extension, and what one file is, for the messages. */
type FolderRule = { extension: '.md' | '.yml'; holds: string };

/** Other spellings of an extension, which the build would otherwise skip without a word. */
const OTHER_SPELLINGS: Record<FolderRule['extension'], RegExp> = {
  '.md': /\.(md|markdown|mdown|mkdn?|mdwn|mdtxt)$/i,
  '.yml': /\.(ya?ml)$/i,
};

const HIDDEN_FILE =
  'O nome do ficheiro começa por um ponto: um ficheiro assim fica oculto e o site não o lê. Dê-lhe um nome que ' +
  'comece por uma letra ou algarismo (por exemplo o título, em minúsculas e com hífenes)';

/**
 * The files of a content folder, decoded as UTF-8 (a byte-order mark is dropped). Hidden files
 * (.DS_Store, .gitkeep) are ignored, but one named like a content file ('.md', '.rascunho.md') is
 * a problem; so is any other entry that is not a `rule.extension` file, so that nothing the owner
 * puts there is skipped without a word: a misspelt extension (.markdown, .MD) is to be renamed,
 * anything else moved or deleted. So is a file not saved as UTF-8.
 */
async function readSources(
  dir: string,
  rule: FolderRule,
  root: string,
  problems: ProblemList,
): Promise<SourceFile[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const relative = (name: string) => path.relative(root, path.join(dir, name)).split(path.sep).join('/');
  const names: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (name.startsWith('.')) {
      // '.md' (from a title with no letter, say) would otherwise be skipped without a word.
      if (entry.isFile() && OTHER_SPELLINGS[rule.extension].test(name)) {
        problems.add(relative(name), 1, 'file', HIDDEN_FILE);
      }
      continue;
    }
    if (entry.isFile() && name.endsWith(rule.extension)) {
      names.push(name);
    } else if (entry.isFile() && OTHER_SPELLINGS[rule.extension].test(name)) {
      const renamed = name.replace(OTHER_SPELLINGS[rule.extension], rule.extension);
      problems.add(
        relative(name),
        1,
        'file',
        `O ficheiro não é lido: o nome deve terminar em ${rule.extension} (minúsculas); mude o nome para ${renamed}`,
      );
    } else {
      const what = entry.isDirectory() ? 'Pasta inesperada' : 'Ficheiro inesperado';
      problems.add(
        relative(name),
        1,
        'file',
        `${what}: esta pasta só pode ter ficheiros ${rule.extension} (${rule.holds}); mova-o para outro lugar ou apague-o`,
      );
    }
  }
  names.sort();
  const sources = await Promise.all(
    names.map(async (name) => {
      const file = relative(name);
      const bytes = await readFile(path.join(dir, name));
      try {
        return { file, text: utf8.decode(bytes) };
      } catch {
        problems.add(
          file,
          firstNonUtf8Line(bytes),
          'file',
          'O ficheiro não está gravado em UTF-8 (os acentos ficariam trocados no site): abra-o e grave-o de novo com a codificação UTF-8',
        );
        return undefined;
      }
    }),
  );
  return sources.filter((source) => source !== undefined);
}

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

// ---------------------------------------------------------------------------------------------
// Pictures and the video: every file of the site a field names must exist under public/, with
// that exact spelling (the host tells Foto.JPG from foto.jpg), and not be too big.

type MediaKind = 'image' | 'video';
/** A field that names a picture or the video, where it was found. */
type MediaRef = { file: string; line: number; field: string; value: string; kind: MediaKind };

/**
 * Adds to `refs` the values at `fieldPath` (`*`: every item of a list) of `data`, a file's raw
 * data: the fields that parsed are checked even when others in the file are wrong.
 */
function collectMedia(
  file: string,
  parsed: Parsed,
  data: unknown,
  fieldPath: readonly (string | number)[],
  kind: MediaKind,
  refs: MediaRef[],
  at: (string | number)[] = [],
) {
  if (fieldPath.length === 0) {
    // An address too long to be one is the schema's to report (its message does not quote it).
    if (typeof data === 'string' && data.trim().length <= TEXT_LIMITS.url && isSitePath(data.trim())) {
      refs.push({ file, line: parsed.lineOf(at), field: at.join('.'), value: data.trim(), kind });
    }
    return;
  }
  const [key, ...rest] = fieldPath;
  if (key === '*') {
    if (Array.isArray(data))
      data.forEach((item, index) => collectMedia(file, parsed, item, rest, kind, refs, [...at, index]));
  } else if (data !== null && typeof data === 'object' && !Array.isArray(data) && key !== undefined) {
    collectMedia(file, parsed, (data as Record<string, unknown>)[key], rest, kind, refs, [...at, key]);
  }
}

const MEDIA_LIMITS: Record<MediaKind, { bytes: number; noun: string; advice: string }> = {
  image: {
    bytes: MAX_IMAGE_BYTES,
    noun: 'A imagem',
    advice: 'reduza-a, por exemplo gravando-a com 2000 píxeis de largura',
  },
  video: { bytes: MAX_VIDEO_BYTES, noun: 'O vídeo', advice: 'reduza-o ou encurte-o' },
};

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',').replace(/,0$/, '')} MB`;

/** What the check of one site path found: its size, or why it is not a file that can be published. */
type MediaFound = { size: number } | { refused: 'missing' | 'escape' | 'link' };

const LINK_ADVICE = 'o site só publica ficheiros verdadeiros; substitua-a pelo próprio ficheiro ou apague-a';

/**
 * Checks every reference against public/: one listing per folder and one stat per file, however
 * many refer to it. Every site path goes through sitePathSteps (scripts/lib/safe-path.ts), which
 * decodes it once as the host does and refuses one that leaves public/ or hides a step; a file
 * reached through a symbolic link is refused, and so is every link under public/, named or not
 * (Vite would copy the file it points at into dist/).
 */
async function checkMedia(root: string, refs: readonly MediaRef[], problems: ProblemList) {
  const publicDir = path.join(root, 'public');
  const listings = new Map<string, Promise<Set<string>>>();
  const found = new Map<string, Promise<MediaFound>>();
  const check = async (sitePath: string): Promise<MediaFound> => {
    const steps = sitePathSteps(sitePath);
    if (!steps) return { refused: 'escape' };
    if (await firstLink(publicDir, steps)) return { refused: 'link' };
    const absolute = path.join(publicDir, ...steps);
    const dir = path.dirname(absolute);
    let listing = listings.get(dir);
    if (!listing) {
      listing = readdir(dir).then(
        (names) => new Set(names),
        () => new Set<string>(),
      );
      listings.set(dir, listing);
    }
    if (!(await listing).has(path.basename(absolute))) return { refused: 'missing' };
    const info = await lstat(absolute).catch(() => undefined);
    return info?.isFile() ? { size: info.size } : { refused: 'missing' };
  };
  const checkOnce = (sitePath: string) => {
    let result = found.get(sitePath);
    if (!result) {
      result = check(sitePath);
      found.set(sitePath, result);
    }
    return result;
  };
  const [results, links] = await Promise.all([
    Promise.all(refs.map((ref) => checkOnce(ref.value))),
    symbolicLinks(publicDir),
  ]);
  refs.forEach((ref, index) => {
    const result = results[index]!;
    const limit = MEDIA_LIMITS[ref.kind];
    if ('refused' in result) {
      const message = {
        missing: `O ficheiro public${ref.value} não existe: carregue-o ou corrija o caminho`,
        escape: `O caminho ${ref.value} sai da pasta public/ ou esconde um passo (como %2e%2e, %2f ou \\): escreva o caminho do ficheiro tal como está, por exemplo /images/products/foto.jpg`,
        link: `O ficheiro public${ref.value} é uma ligação simbólica (um atalho para outro ficheiro), que não é publicada: ponha lá o próprio ficheiro`,
      }[result.refused];
      problems.add(ref.file, ref.line, ref.field, message);
    } else if (result.size > limit.bytes) {
      problems.add(
        ref.file,
        ref.line,
        ref.field,
        `${limit.noun} ${ref.value} tem ${megabytes(result.size)}; o máximo é ${megabytes(limit.bytes)}: ${limit.advice}`,
      );
    }
  });
  for (const link of links) {
    problems.add(
      `public/${link.path}`,
      1,
      'file',
      `É uma ligação simbólica (um atalho para ${link.target}): ${LINK_ADVICE}`,
    );
  }
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
