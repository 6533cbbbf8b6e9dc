// The in-app admin's list operations (docs/product.md §6): every add, update, delete or import
// gives a new list, re-sorted in the collection's display order, with slugs derived again.
// Pure: the admin's pages store the result as the local copy (src/data/local-copies.ts).
import type { BlogPost, Course, Product } from '../schema.ts';
import type { Collection } from '../prerendered-page.ts';
import { slugify } from '../slug.ts';
import { sortCourses, sortPosts, sortProducts } from '../sorting.ts';

export type CollectionItem = { products: Product; courses: Course; posts: BlogPost };

/** The collection's display order: products by order then id, courses featured first, posts newest first. */
export function sortCollection<C extends Collection>(
  collection: C,
  items: readonly CollectionItem[C][],
): CollectionItem[C][] {
  switch (collection) {
    case 'products':
      return sortProducts(items as readonly Product[]) as CollectionItem[C][];
    case 'courses':
      return sortCourses(items as readonly Course[]) as CollectionItem[C][];
    default:
      return sortPosts(items as readonly BlogPost[]) as CollectionItem[C][];
  }
}

/** The item with its slug derived from its name (products) or title (posts); courses have none. */
export function withSlug<C extends Collection>(collection: C, item: CollectionItem[C]): CollectionItem[C] {
  if (collection === 'products') {
    const product = item as Product;
    return { ...product, slug: slugify(product.name) } as CollectionItem[C];
  }
  if (collection === 'posts') {
    const post = item as BlogPost;
    return { ...post, slug: slugify(post.title) } as CollectionItem[C];
  }
  return item;
}

/**
 * Adds `item` and re-sorts. A new post goes to the top of the blog: its date is today, so the
 * newest-first order puts it there (before older posts of the same day too, its id being newest).
 */
export function addItem<C extends Collection>(
  collection: C,
  items: readonly CollectionItem[C][],
  item: CollectionItem[C],
): CollectionItem[C][] {
  return sortCollection(collection, [...items, withSlug(collection, item)]);
}

/** Replaces the item with the same id, slug derived again, and re-sorts; undefined for an unknown id. */
export function updateItem<C extends Collection>(
  collection: C,
  items: readonly CollectionItem[C][],
  item: CollectionItem[C],
): CollectionItem[C][] | undefined {
  if (!items.some((existing) => existing.id === item.id)) return undefined;
  const updated = withSlug(collection, item);
  return sortCollection(
    collection,
    items.map((existing) => (existing.id === item.id ? updated : existing)),
  );
}

/** The list without the items whose id is in `ids`. */
export function removeItems<T extends { id: number }>(items: readonly T[], ids: Iterable<number>): T[] {
  const removed = new Set(ids);
  return items.filter((item) => !removed.has(item.id));
}

/**
 * A numeric id for a new product or course: the creation time in milliseconds, as the published
 * ids are, moved on by one while it is taken (two items created in the same millisecond).
 */
export function newNumericId(now: Date, existingIds: Iterable<number>): number {
  const taken = new Set(existingIds);
  let id = now.getTime();
  while (taken.has(id)) id += 1;
  return id;
}

/** A new post's id: one above the highest, so it is unique and sorts as the newest of its day. */
export function newPostId(existingIds: Iterable<number>): number {
  let highest = 0;
  for (const id of existingIds) highest = Math.max(highest, id);
  return highest + 1;
}
