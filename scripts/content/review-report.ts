// The report of `npm run content:review` (scripts/content/review.ts): what a content change does
// to the published site, from the compiled content of two revisions (not from the text diff), in
// Portuguese, for the person who reviews the owner's pull request. Pure: the command gives it the
// compiled content and the pictures of both revisions.
import { formatLongDate } from '../../src/lib/dates.ts';
import { formatPrice } from '../../src/lib/money.ts';
import { selectPageData } from '../../src/lib/page-loading/page-data.ts';
import { paths, prerenderedPaths } from '../../src/lib/paths.ts';
import type { BlogPost, Course, Product } from '../../src/lib/schema.ts';
import type { CompiledContent } from './compile.ts';

/** A picture under public/images/: its size in bytes, dimensions and a hash of its bytes. */
export type Picture = {
  bytes: number;
  width?: number | undefined;
  height?: number | undefined;
  hash: string;
};

export type ReviewInput = {
  base: CompiledContent;
  head: CompiledContent;
  /** Site path of each picture ('/images/…') → what it is, in each revision. */
  basePictures: ReadonlyMap<string, Picture>;
  headPictures: ReadonlyMap<string, Picture>;
  /** Today, yyyy-mm-dd: a post dated after it is announced before its day. */
  today: string;
};

export type Review = { lines: string[]; warnings: string[] };

/** Pictures over this size deserve a second look (the build makes small variants, but still). */
export const LARGE_PICTURE_BYTES = 1024 * 1024;

const kb = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.round(bytes / 1024)} KB`;
const pictureText = (picture: Picture) =>
  `${kb(picture.bytes)}${picture.width && picture.height ? `, ${picture.width}×${picture.height}` : ''}`;
const yesNo = (value: unknown) => (value === true ? 'sim' : 'não');
const quoted = (text: string) => `«${text}»`;

/** The words of `before` and `after` around what changed: '… antes [-velho-] {+novo+} depois …'. */
export function wordDiff(before: string, after: string, context = 4, maxChanges = 3): string {
  const a = before.split(/\s+/).filter(Boolean);
  const b = after.split(/\s+/).filter(Boolean);
  // Longest common subsequence of the words, a table of (a.length + 1) × (b.length + 1).
  const lcs: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
  }
  type Part = { kind: 'same' | 'removed' | 'added'; word: string };
  const parts: Part[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: 'same', word: a[i]! });
      i += 1;
      j += 1;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) {
      parts.push({ kind: 'added', word: b[j]! });
      j += 1;
    } else {
      parts.push({ kind: 'removed', word: a[i]! });
      i += 1;
    }
  }
  // Runs of changes, each shown with a few words around it.
  const shown: string[] = [];
  let changes = 0;
  let k = 0;
  while (k < parts.length && changes < maxChanges) {
    if (parts[k]!.kind === 'same') {
      k += 1;
      continue;
    }
    const start = k;
    while (k < parts.length && parts[k]!.kind !== 'same') k += 1;
    const before = parts.slice(Math.max(0, start - context), start).map((p) => p.word);
    const removed = parts
      .slice(start, k)
      .filter((p) => p.kind === 'removed')
      .map((p) => p.word);
    const added = parts
      .slice(start, k)
      .filter((p) => p.kind === 'added')
      .map((p) => p.word);
    const after = parts
      .slice(k, k + context)
      .filter((p) => p.kind === 'same')
      .map((p) => p.word);
    shown.push(
      [
        start - context > 0 ? '…' : '',
        ...before,
        removed.length > 0 ? `[-${removed.join(' ')}-]` : '',
        added.length > 0 ? `{+${added.join(' ')}+}` : '',
        ...after,
        k + context < parts.length ? '…' : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    changes += 1;
  }
  const more = parts.slice(k).some((p) => p.kind !== 'same') ? ' (e mais alterações)' : '';
  return shown.join(' / ') + more;
}

type FieldFormat = (value: unknown) => string;
const asPrice: FieldFormat = (value) => (typeof value === 'number' ? formatPrice(value) : '(sem)');
const asDate: FieldFormat = (value) => (typeof value === 'string' ? formatLongDate(value) : '(sem)');
const asText: FieldFormat = (value) =>
  value === undefined || value === '' ? '(vazio)' : quoted(String(value));
const asList: FieldFormat = (value) =>
  Array.isArray(value) ? value.map(String).join(', ') || '(nenhuma)' : '(nenhuma)';

/** How each field is named and shown; the fields the build makes (`*Html`) are left out. */
const FIELDS: Record<string, { label: string; format: FieldFormat; long?: boolean }> = {
  name: { label: 'nome', format: asText },
  title: { label: 'título', format: asText },
  slug: { label: 'endereço', format: asText },
  price: { label: 'preço', format: asPrice },
  salePrice: { label: 'preço promocional', format: asPrice },
  stock: { label: 'stock', format: (value) => String(value ?? 0) },
  category: { label: 'categoria', format: asText },
  subcategory: { label: 'subcategoria', format: asText },
  featured: { label: 'destaque', format: yesNo },
  isNew: { label: 'novidade', format: yesNo },
  order: { label: 'ordem', format: (value) => (value === undefined ? '(sem)' : String(value)) },
  images: { label: 'fotografias', format: asList },
  image: { label: 'imagem', format: asText },
  description: { label: 'descrição', format: asText, long: true },
  fullDescription: { label: 'descrição completa', format: asText, long: true },
  excerpt: { label: 'resumo', format: asText, long: true },
  content: { label: 'texto', format: asText, long: true },
  date: { label: 'data', format: asDate },
  author: { label: 'autora', format: asText },
};

/** The changed fields of an item, as 'campo: antes → depois' lines. */
function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !key.endsWith('Html') && key !== 'id',
  );
  const lines: string[] = [];
  for (const key of keys) {
    const a = before[key];
    const b = after[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const field = FIELDS[key] ?? { label: key, format: (value: unknown) => JSON.stringify(value) ?? '(sem)' };
    if (field.long && typeof a === 'string' && typeof b === 'string') {
      lines.push(`${field.label}: ${wordDiff(a, b)}`);
    } else if (Array.isArray(a) && Array.isArray(b)) {
      const removed = a.filter((value) => !b.includes(value)).map((value) => `− ${String(value)}`);
      const added = b.filter((value) => !a.includes(value)).map((value) => `+ ${String(value)}`);
      const moved = removed.length + added.length === 0 ? ['a ordem mudou'] : [];
      lines.push(`${field.label}: ${[...removed, ...added, ...moved].join('; ')}`);
    } else {
      lines.push(`${field.label}: ${field.format(a)} → ${field.format(b)}`);
    }
  }
  return lines;
}

type ItemWithId = { id: number } & Record<string, unknown>;

/** The additions, removals, address changes and changes of one collection. */
function collectionReview(
  kind: {
    label: string;
    noun: string;
    nameOf: (item: ItemWithId) => string;
    addressOf: (item: ItemWithId) => string;
  },
  before: readonly ItemWithId[],
  after: readonly ItemWithId[],
  warn: (text: string) => void,
): string[] {
  const lines: string[] = [];
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Map(after.map((item) => [item.id, item]));
  for (const item of after) {
    const previous = old.get(item.id);
    const address = kind.addressOf(item);
    if (previous === undefined) {
      lines.push(`  + novo: ${kind.nameOf(item)} (${address})`);
      continue;
    }
    const previousAddress = kind.addressOf(previous);
    const changes = fieldChanges(previous, item);
    if (previousAddress !== address) {
      lines.push(`  ↪ endereço mudado: ${kind.nameOf(item)}: ${previousAddress} → ${address}`);
      warn(`${kind.noun} ${quoted(kind.nameOf(item))} mudou de endereço: ${previousAddress} vai dar 404.`);
    } else if (changes.length > 0) {
      lines.push(`  ~ alterado: ${kind.nameOf(item)} (${address})`);
    }
    for (const change of changes) lines.push(`      ${change}`);
  }
  for (const item of before) {
    if (now.has(item.id)) continue;
    const address = kind.addressOf(item);
    lines.push(`  − removido: ${kind.nameOf(item)} (${address})`);
    warn(`${kind.noun} ${quoted(kind.nameOf(item))} foi removido: ${address} vai dar 404.`);
  }
  return lines.length > 0 ? [`${kind.label}:`, ...lines] : [];
}

/** Every page of a revision's content, with the kind of page each is. */
export const sitePages = (content: CompiledContent) =>
  prerenderedPaths(
    { products: content.products, courses: content.courses, posts: content.blog },
    content.settings.categories,
  );

/** Every site path of a revision's content. */
export const sitePaths = (content: CompiledContent) => sitePages(content).map((entry) => entry.path);

/**
 * The site paths whose HTML changes: a page is rendered from its own slice of the data
 * (selectPageData, src/lib/page-loading/page-data.ts), the long pages and the settings, so a page changes
 * when its slice or its long text does; a change of the settings reaches every page.
 */
export function pagesThatChange(base: CompiledContent, head: CompiledContent): string[] | 'all' {
  if (JSON.stringify(base.settings) !== JSON.stringify(head.settings)) return 'all';
  const data = (content: CompiledContent) => ({
    products: content.products,
    courses: content.courses,
    posts: content.blog,
  });
  const slugs = (content: CompiledContent) => content.settings.categories.map((category) => category.slug);
  const changed = new Set<string>();
  for (const path of new Set([...sitePaths(base), ...sitePaths(head)])) {
    const before = JSON.stringify(selectPageData(path, data(base), slugs(base)));
    const after = JSON.stringify(selectPageData(path, data(head), slugs(head)));
    if (before !== after) changed.add(path);
  }
  const oldPages = new Map(base.pages.map((page) => [page.name, JSON.stringify(page)]));
  for (const page of head.pages)
    if (oldPages.get(page.name) !== JSON.stringify(page)) changed.add(`/${page.name}`);
  return [...changed].sort();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The values that differ between two settings objects, by their dotted path ('shipping.fee'). */
function leafChanges(
  before: unknown,
  after: unknown,
  at: string,
): { at: string; before: string; after: string }[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  if (isRecord(before) && isRecord(after)) {
    return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
      leafChanges(before[key], after[key], at === '' ? key : `${at}.${key}`),
    );
  }
  const shown = (value: unknown) => (value === undefined ? '(sem)' : JSON.stringify(value));
  return [{ at, before: shown(before), after: shown(after) }];
}

const LINK = /\]\((\/[^)\s]*)\)|href="(\/[^"]*)"/g;

/** The site paths a text links to (Markdown links and HTML links that start with '/'). */
function sitePathsLinked(text: string): string[] {
  return [...text.matchAll(LINK)].map((match) => (match[1] ?? match[2] ?? '').split(/[?#]/)[0]!);
}

/** The report: its lines (sections, one item per line) and the warnings that deserve a second look. */
export function reviewContent({ base, head, basePictures, headPictures, today }: ReviewInput): Review {
  const warnings: string[] = [];
  const warn = (text: string) => warnings.push(text);
  const lines: string[] = [];

  const productKind = {
    label: 'Produtos',
    noun: 'O produto',
    nameOf: (item: ItemWithId) => String(item.name),
    addressOf: (item: ItemWithId) => paths.product.getHref(item.id),
  };
  const courseKind = {
    label: 'Formações',
    noun: 'A formação',
    nameOf: (item: ItemWithId) => String(item.title),
    addressOf: (item: ItemWithId) => paths.course.getHref(item.id),
  };
  const postKind = {
    label: 'Artigos do blog',
    noun: 'O artigo',
    nameOf: (item: ItemWithId) => String(item.title),
    addressOf: (item: ItemWithId) => paths.blogPost.getHref(String(item.slug)),
  };
  const asItems = (list: readonly object[]) => list as readonly ItemWithId[];
  lines.push(...collectionReview(productKind, asItems(base.products), asItems(head.products), warn));
  lines.push(
    ...collectionReview(courseKind, asItems(base.courses.courses), asItems(head.courses.courses), warn),
  );
  lines.push(...collectionReview(postKind, asItems(base.blog), asItems(head.blog), warn));

  // Long pages and settings: by name, field by field.
  const pageLines: string[] = [];
  const oldPages = new Map(base.pages.map((page) => [page.name, page]));
  for (const page of head.pages) {
    const previous = oldPages.get(page.name);
    const changes = previous ? fieldChanges(previous as never, page as never) : ['(nova)'];
    if (changes.length === 0) continue;
    pageLines.push(`  ~ ${page.name}`, ...changes.map((change) => `      ${change}`));
  }
  if (pageLines.length > 0) lines.push('Páginas:', ...pageLines);
  const settingChanges = leafChanges(base.settings, head.settings, '').map(
    ({ at, before, after }) => `  ${at}: ${before} → ${after}`,
  );
  if (settingChanges.length > 0) lines.push('Definições:', ...settingChanges);

  // Pictures: by path, their bytes compared.
  const pictureLines: string[] = [];
  for (const [path, picture] of headPictures) {
    const previous = basePictures.get(path);
    if (!previous) pictureLines.push(`  + ${path} (${pictureText(picture)})`);
    else if (previous.hash !== picture.hash) {
      pictureLines.push(`  ~ ${path}: ${pictureText(previous)} → ${pictureText(picture)}`);
    } else continue;
    if (picture.bytes > LARGE_PICTURE_BYTES)
      warn(`A imagem ${path} tem ${kb(picture.bytes)} (mais de 1 MB).`);
  }
  for (const [path, picture] of basePictures) {
    if (!headPictures.has(path)) pictureLines.push(`  − ${path} (${pictureText(picture)})`);
  }
  if (pictureLines.length > 0) lines.push('Imagens:', ...pictureLines);

  // What deserves a second look, item by item.
  const oldProducts = new Map(base.products.map((p) => [p.id, p]));
  for (const product of head.products) {
    const previous = oldProducts.get(product.id);
    const name = quoted(product.name);
    if (previous && previous.price !== product.price) {
      if (product.price < previous.price / 2) {
        warn(
          `O preço de ${name} desce mais de metade: ${formatPrice(previous.price)} → ${formatPrice(product.price)}.`,
        );
      } else if (product.price > previous.price * 1.5) {
        warn(
          `O preço de ${name} sobe mais de metade: ${formatPrice(previous.price)} → ${formatPrice(product.price)}.`,
        );
      }
    }
    if (product.salePrice !== undefined && product.salePrice >= product.price) {
      warn(
        `O preço promocional de ${name} (${formatPrice(product.salePrice)}) não é menor que o preço (${formatPrice(product.price)}).`,
      );
    }
    if (previous && previous.stock > 0 && product.stock === 0)
      warn(`O stock de ${name} passa a 0 (esgotado).`);
  }
  const featuredGone = (
    before: readonly { id: number; featured?: boolean }[],
    after: readonly { id: number; featured?: boolean }[],
    nameOf: (item: never) => string,
    noun: string,
  ) => {
    const now = new Map(after.map((item) => [item.id, item]));
    for (const item of before) {
      if (item.featured === true && now.get(item.id)?.featured !== true) {
        warn(`${noun} ${quoted(nameOf(item as never))} em destaque sai da página inicial.`);
      }
    }
  };
  featuredGone(base.products, head.products, (p: Product) => p.name, 'O produto');
  featuredGone(base.courses.courses, head.courses.courses, (c: Course) => c.title, 'A formação');
  for (const post of head.blog) {
    if (post.date > today && !base.blog.some((p: BlogPost) => p.id === post.id && p.date === post.date)) {
      warn(
        `O artigo ${quoted(post.title)} tem data futura (${formatLongDate(post.date)}): aparece já, com essa data.`,
      );
    }
  }
  // Links inside the texts to a path of the site that does not exist.
  const known = new Set(sitePaths(head));
  const texts: [string, string][] = [
    ...head.products.map((p): [string, string] => [`No produto ${quoted(p.name)}`, p.description]),
    ...head.courses.courses.map((c): [string, string] => [`Na formação ${quoted(c.title)}`, c.description]),
    ...head.blog.map((p): [string, string] => [`No artigo ${quoted(p.title)}`, p.content]),
    ...head.pages.map((p): [string, string] => [`Na página ${p.name}`, JSON.stringify(p)]),
  ];
  for (const [where, text] of texts) {
    for (const path of new Set(sitePathsLinked(text))) {
      const bare = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (!known.has(bare) && !bare.startsWith('/images/') && !bare.startsWith('/admin')) {
        warn(`${where}, a ligação para ${path} leva a uma página que não existe.`);
      }
    }
  }

  const pages = pagesThatChange(base, head);
  if (pages === 'all')
    lines.push('Páginas cujo HTML muda: todas (as definições aparecem em todas as páginas).');
  else if (pages.length > 0) lines.push('Páginas cujo HTML muda:', ...pages.map((page) => `  ${page}`));
  return { lines, warnings };
}
