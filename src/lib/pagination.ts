// Client-side pagination of product lists (docs/product.md §5, §9).

export const PAGE_SIZE = 20;

/**
 * The page query parameter, parsed as an integer (parseInt rules: '3abc' is 3), 1 when missing or
 * not a number. 0 and negative pages are kept as parsed so the caller can redirect them away.
 */
export function parsePage(param: string | null | undefined): number {
  if (param === null || param === undefined) return 1;
  const page = Number.parseInt(param, 10);
  return Number.isNaN(page) ? 1 : page;
}

export type Paginated<T> = {
  items: T[];
  /** The page actually shown: the requested one clamped to 1..totalPages. */
  page: number;
  totalPages: number;
  total: number;
  /** 1-based position of the first item shown, 0 when there is none ('A mostrar a–b de N'). */
  start: number;
  /** 1-based position of the last item shown, 0 when there is none. */
  end: number;
};

/** Where a page falls in a list of `total` items: what paginate() answers, but the items. */
export type PageRange = Omit<Paginated<never>, 'items'>;

/**
 * Where page `page` falls in a list known only by its length (a list page's embedded summary, while
 * the whole list loads): the same numbers paginate() gives on the list itself.
 */
export function pageRange(total: number, page: number, pageSize: number = PAGE_SIZE): PageRange {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : PAGE_SIZE;
  const totalPages = Math.max(1, Math.ceil(total / size));
  const requested = Number.isFinite(page) ? Math.floor(page) : 1;
  const current = Math.min(totalPages, Math.max(1, requested));
  const from = (current - 1) * size;
  const count = Math.max(0, Math.min(size, total - from));
  return {
    page: current,
    totalPages,
    total,
    start: count === 0 ? 0 : from + 1,
    end: count === 0 ? 0 : from + count,
  };
}

/**
 * One page of a list. totalPages is at least 1, even for an empty list. A page out of range is
 * clamped (use isPageOutOfRange first to redirect, as docs/product.md §2.7 asks).
 */
export function paginate<T>(items: readonly T[], page: number, pageSize: number = PAGE_SIZE): Paginated<T> {
  const range = pageRange(items.length, page, pageSize);
  return { ...range, items: range.start === 0 ? [] : items.slice(range.start - 1, range.end) };
}

/**
 * The first page of a list known only by that page's items and the list's length (a list page's
 * embedded summary, docs/decisions/010-per-page-data.md): the same answer paginate() gives on the
 * whole list for page 1.
 */
export function firstPage<T>(items: T[], total: number, pageSize: number = PAGE_SIZE): Paginated<T> {
  return {
    items,
    page: 1,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    total,
    start: items.length === 0 ? 0 : 1,
    end: items.length,
  };
}

/** True for a page below 1, above the last page, or not a whole number. */
export function isPageOutOfRange(page: number, totalPages: number): boolean {
  return !Number.isInteger(page) || page < 1 || page > Math.max(1, totalPages);
}

export type PageControlItem = number | 'ellipsis';

/**
 * The buttons of the pagination control (docs/product.md §9): every page up to 7 pages; beyond
 * that the first, the last, the current page with its neighbours, and an ellipsis for each gap.
 * An ellipsis never stands for a single page: that page is shown instead.
 */
export function pageControlItems(current: number, totalPages: number): PageControlItem[] {
  const last = Math.max(1, Math.floor(totalPages));
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const page = Math.min(last, Math.max(1, Math.floor(Number.isFinite(current) ? current : 1)));
  const shown = [...new Set([1, page - 1, page, page + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const result: PageControlItem[] = [];
  let previous = 0;
  for (const p of shown) {
    if (p - previous === 2) result.push(p - 1);
    else if (p - previous > 2) result.push('ellipsis');
    result.push(p);
    previous = p;
  }
  return result;
}
