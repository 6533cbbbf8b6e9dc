// What the home page shows (docs/product.md §9, "Home: 4 featured products, 4 newest,
// 3 testimonial images, 1+3 blog posts"). Pure: the page passes in the loaded lists.
import { sortCourses, sortPosts, sortProducts } from './sorting.ts';

export const HOME_FEATURED_PRODUCTS = 4;
export const HOME_NEWEST_PRODUCTS = 4;
export const HOME_TESTIMONIALS = 3;
/** The featured post plus this many more. */
export const HOME_MORE_POSTS = 3;

type SelectableProduct = { id: number; featured: boolean; isNew: boolean; order?: number | null | undefined };

/** Featured products in the shop's display order (order ascending, then id). */
export function selectFeaturedProducts<T extends SelectableProduct>(
  products: readonly T[],
  limit = HOME_FEATURED_PRODUCTS,
): T[] {
  return sortProducts(products.filter((product) => product.featured)).slice(0, limit);
}

/**
 * The newest products: those marked isNew first, newest (highest id, ids come from the creation
 * time) first; when fewer than `limit` are marked, the most recently created others fill the rest.
 */
export function selectNewestProducts<T extends SelectableProduct>(
  products: readonly T[],
  limit = HOME_NEWEST_PRODUCTS,
): T[] {
  const byIdDescending = [...products].sort((a, b) => b.id - a.id);
  const marked = byIdDescending.filter((product) => product.isNew);
  const others = byIdDescending.filter((product) => !product.isNew);
  return [...marked, ...others].slice(0, limit);
}

/** Featured courses in the courses' display order (title alphabetically). */
export function selectFeaturedCourses<T extends { id: number; title: string; featured: boolean }>(
  courses: readonly T[],
): T[] {
  return sortCourses(courses.filter((course) => course.featured));
}

/** The newest post, shown large, and the next ones; `featured` is undefined when there are no posts. */
export function selectHomePosts<T extends { id: number; date: string }>(
  posts: readonly T[],
  more = HOME_MORE_POSTS,
): { featured: T | undefined; others: T[] } {
  const [featured, ...rest] = sortPosts(posts);
  return { featured, others: rest.slice(0, more) };
}

/** The first testimonial images, in the settings' order. */
export function selectHomeTestimonials<T>(images: readonly T[], limit = HOME_TESTIMONIALS): T[] {
  return images.slice(0, limit);
}
