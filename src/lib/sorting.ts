// Display order of the collections (docs/product.md §4, "Sorting"). Every function returns a new array.

const ptCollator = new Intl.Collator('pt');

/** Missing (or non-numeric) orders rank after every real one. */
const orderRank = (order: number | null | undefined): number =>
  typeof order === 'number' && Number.isFinite(order) ? order : Number.POSITIVE_INFINITY;

/** Products: by order ascending, products without an order last, ties by id ascending. */
export function sortProducts<T extends { id: number; order?: number | null | undefined }>(
  products: readonly T[],
): T[] {
  return [...products].sort((a, b) => {
    const ra = orderRank(a.order);
    const rb = orderRank(b.order);
    if (ra !== rb) return ra < rb ? -1 : 1;
    return a.id - b.id;
  });
}

/** Courses: featured first, then by title in Portuguese alphabetical order (ties by id). */
export function sortCourses<T extends { id: number; title: string; featured: boolean }>(
  courses: readonly T[],
): T[] {
  return [...courses].sort((a, b) => {
    if (a.featured !== b.featured) return a.featured ? -1 : 1;
    return ptCollator.compare(a.title, b.title) || a.id - b.id;
  });
}

/** Blog posts: newest date (yyyy-mm-dd) first, ties by id descending. */
export function sortPosts<T extends { id: number; date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => {
    if (a.date !== b.date) return a.date < b.date ? 1 : -1;
    return b.id - a.id;
  });
}
