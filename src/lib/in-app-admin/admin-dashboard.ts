// The in-app admin dashboard's counts, search and filters (docs/product.md §6): pure functions
// over the lists the dashboard shows, so each tab's cards and table agree with these rules.
import { LOW_STOCK_LIMIT } from '../catalogue.ts';
import { parseIsoDate, todayIso } from '../dates.ts';
import { plural } from '../plural.ts';
import type { BlogPost, Course, CourseType, Product } from '../schema.ts';
import { adminSearch, type SearchResult } from '../search/search.ts';

/** In the admin, stock below 10 (0 included) is shown in red and counted as low. */
export function isLowStock(product: Pick<Product, 'stock'>): boolean {
  return product.stock < LOW_STOCK_LIMIT;
}

export type ProductStats = { total: number; featured: number; isNew: number; lowStock: number };
export type CourseStats = { total: number; featured: number; presencial: number; online: number };
export type PostStats = {
  total: number;
  /** Posts dated in the current month (local time). */
  thisMonth: number;
  /** Distinct categories among the posts. */
  categories: number;
  /** The newest post's date (yyyy-mm-dd), undefined when there is none. */
  lastDate: string | undefined;
};

const count = <T>(list: readonly T[], test: (item: T) => boolean) => list.filter(test).length;

export function productStats(products: readonly Product[]): ProductStats {
  return {
    total: products.length,
    featured: count(products, (p) => p.featured),
    isNew: count(products, (p) => p.isNew),
    lowStock: count(products, isLowStock),
  };
}

export function courseStats(courses: readonly Course[]): CourseStats {
  return {
    total: courses.length,
    featured: count(courses, (c) => c.featured),
    presencial: count(courses, (c) => c.type === 'presencial'),
    online: count(courses, (c) => c.type === 'online'),
  };
}

export function postStats(posts: readonly BlogPost[], now: Date = new Date()): PostStats {
  const month = todayIso(now).slice(0, 7);
  const dates = posts.map((post) => post.date).filter((date) => parseIsoDate(date) !== undefined);
  return {
    total: posts.length,
    thisMonth: count(dates, (date) => date.slice(0, 7) === month),
    categories: new Set(posts.map((post) => post.category.trim()).filter((c) => c !== '')).size,
    lastDate: dates.length === 0 ? undefined : dates.reduce((a, b) => (b > a ? b : a)),
  };
}

/** 'dd/mm/aaaa' for a yyyy-mm-dd date; 'N/A' when there is none (the blog's last-publication card). */
export function formatAdminDate(isoDate: string | undefined): string {
  const parts = isoDate === undefined ? undefined : parseIsoDate(isoDate);
  if (parts === undefined) return isoDate ?? 'N/A';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.day)}/${two(parts.month)}/${parts.year}`;
}

export const PRODUCT_STATUS_FILTERS = ['all', 'featured', 'new', 'lowStock'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatusFilter, string> = {
  all: 'Todos os estados',
  featured: 'Destaque',
  new: 'Novo',
  lowStock: 'Stock baixo',
};

export type ProductFilters = {
  query: string;
  /** Category slug; '' for every category. */
  category: string;
  status: ProductStatusFilter;
};

/**
 * Products by category and status, then by the search in their name and description (the site's
 * text search: docs/product.md §5), in the list's order; with a correction when none is found.
 */
export function filterProducts(products: readonly Product[], filters: ProductFilters): SearchResult<Product> {
  const kept = products.filter(
    (product) =>
      (filters.category === '' || product.category === filters.category) &&
      (filters.status === 'all' ||
        (filters.status === 'featured' && product.featured) ||
        (filters.status === 'new' && product.isNew) ||
        (filters.status === 'lowStock' && isLowStock(product))),
  );
  return adminSearch.products(kept, filters.query);
}

export type CourseFilters = {
  query: string;
  /** '' for every type. */
  type: CourseType | '';
  featuredOnly: boolean;
};

/** Courses by type and featured, then by the search in their title and description. */
export function filterCourses(courses: readonly Course[], filters: CourseFilters): SearchResult<Course> {
  const kept = courses.filter(
    (course) =>
      (filters.type === '' || course.type === filters.type) && (!filters.featuredOnly || course.featured),
  );
  return adminSearch.courses(kept, filters.query);
}

export type PostFilters = {
  query: string;
  /** Category name as written on the posts; '' for every category. */
  category: string;
};

/** Posts by category, then by the search in their title and excerpt (a post's excerpt is its description). */
export function filterPosts(posts: readonly BlogPost[], filters: PostFilters): SearchResult<BlogPost> {
  const kept = posts.filter((post) => filters.category === '' || post.category === filters.category);
  return adminSearch.posts(kept, filters.query);
}

/** The distinct post categories, alphabetically (the blog tab's category filter). */
export function postCategoryNames(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.map((post) => post.category.trim()).filter((c) => c !== ''))].sort((a, b) =>
    a.localeCompare(b, 'pt'),
  );
}

/** The bulk-delete confirmation, listing every name: nouns e.g. ['produto', 'produtos']. */
export function bulkDeleteQuestion(
  [singular, pluralForm]: readonly [string, string],
  names: readonly string[],
): string {
  const list = names.map((name) => `• ${name}`).join('\n');
  return `Tem a certeza que quer eliminar ${plural(names.length, singular, pluralForm)}?\n\n${list}`;
}

/** How long each dashboard banner stays (docs/product.md §8). */
export const BANNER_MS = {
  exportSuccess: 10_000,
  error: 5_000,
  importSuccess: 5_000,
  reload: 3_000,
  /** A form's save or a delete. */
  saved: 5_000,
} as const;

type CollectionWords = {
  /** The item, capitalised, and the ending its participles take: 'Produto' + 'o' (criado). */
  item: readonly [string, 'o' | 'a'];
  /** For 'Erro ao exportar ...' (the blog's export error says 'blog'). */
  exportNoun: string;
  /** The list, capitalised and agreeing with the participle: 'Produtos exportados'. */
  done: (participle: 'exportad' | 'importad' | 'recarregad') => string;
  /** 'produto', 'produtos' for counts. */
  nouns: readonly [string, string];
};

const WORDS: Record<'products' | 'courses' | 'posts', CollectionWords> = {
  products: {
    item: ['Produto', 'o'],
    exportNoun: 'produtos',
    done: (p) => `Produtos ${p}os`,
    nouns: ['produto', 'produtos'],
  },
  courses: {
    item: ['Formação', 'a'],
    exportNoun: 'formações',
    done: (p) => `Formações ${p}as`,
    nouns: ['formação', 'formações'],
  },
  posts: {
    item: ['Artigo', 'o'],
    exportNoun: 'blog',
    done: (p) => `Artigos do blog ${p}os`,
    nouns: ['artigo', 'artigos'],
  },
};
type ListName = keyof typeof WORDS;

export const collectionNouns = (collection: ListName) => WORDS[collection].nouns;

/**
 * The export banner: what was downloaded, and the one command that brings it into content/ (on
 * the project's machine, from the folder the browser saved it in).
 */
export function exportSuccessMessage(collection: ListName, fileName: string): string {
  return (
    `${WORDS[collection].done('exportad')} com sucesso para ${fileName}, na pasta de transferências do navegador. ` +
    `Para os publicar, corra na pasta do projeto: npm run content:import -- <pasta de transferências>/${fileName} ` +
    '(aplica as criações, alterações e eliminações feitas aqui, sem desfazer o que entretanto mudou no CMS), ' +
    'depois npm run content e faça commit de content/. Ou faça as mesmas alterações no editor de conteúdos (CMS).'
  );
}

export function exportFailureMessage(collection: ListName): string {
  return `Erro ao exportar ${WORDS[collection].exportNoun}.`;
}

export function importSuccessMessage(collection: ListName, fileName: string): string {
  return `${WORDS[collection].done('importad')} com sucesso de ${fileName}!`;
}

/** 'Erro ao importar: {reason}', or 'Erro desconhecido' when there is no reason to give. */
export function importFailureMessage(reason: string | undefined): string {
  const text = reason?.trim() ?? '';
  return text === '' ? 'Erro desconhecido' : `Erro ao importar: ${text}`;
}

export function reloadSuccessMessage(collection: ListName): string {
  return `${WORDS[collection].done('recarregad')} do ficheiro JSON!`;
}

/**
 * Asked before a reload that would drop changes not yet published: the reload shows the published
 * file again and the local copy is gone.
 */
export function reloadDiscardQuestion(collection: ListName): string {
  return (
    `Recarregar do ficheiro JSON descarta as alterações a ${WORDS[collection].nouns[1]} feitas neste navegador ` +
    'que ainda não foram publicadas. Exporte-as antes se as quiser guardar. Continuar?'
  );
}

export function reloadFailureMessage(collection: ListName): string {
  return `Erro ao recarregar ${WORDS[collection].exportNoun} do ficheiro JSON.`;
}

export type SavedAction = 'created' | 'updated';
const SAVED_STEMS: Record<SavedAction, string> = { created: 'criad', updated: 'atualizad' };

/** After a form's save, on the dashboard: 'Produto "Gel Rosa" criado com sucesso.' */
export function savedMessage(collection: ListName, action: SavedAction, name: string): string {
  const [item, ending] = WORDS[collection].item;
  return `${item} "${name}" ${SAVED_STEMS[action]}${ending} com sucesso.`;
}

/**
 * After a delete: 'Produto "Gel Rosa" eliminado com sucesso.', or for several '2 produtos
 * eliminados com sucesso.'. The change stays in this browser until it is exported.
 */
export function deletedMessage(collection: ListName, names: readonly string[]): string {
  const [item, ending] = WORDS[collection].item;
  const [first] = names;
  if (names.length === 1 && first !== undefined) return `${item} "${first}" eliminad${ending} com sucesso.`;
  return `${plural(names.length, ...WORDS[collection].nouns)} eliminad${ending}s com sucesso.`;
}
