// Blog rules shared by the blog pages: categories, finding a post, previous/next and related
// posts, and the schema.org description of a post.
import type { BlogPost } from './schema.ts';
import { slugify } from './slug.ts';
import { sortPosts } from './sorting.ts';

/** Up to this many related posts are shown under a post (docs/product.md §9). */
export const RELATED_POSTS_LIMIT = 3;

/** Posts per page of the blog's list (`?page=`). */
export const BLOG_PAGE_SIZE = 10;

/** A category as the filter shows it: the name as written in the posts and its URL form. */
export type BlogCategory = { name: string; slug: string };

const ptCollator = new Intl.Collator('pt');

/**
 * The distinct categories of the posts, in Portuguese alphabetical order. Categories are free
 * text, so names that only differ in case or accents ('Técnicas', 'tecnicas') share one URL
 * form; the first spelling met is the one shown.
 */
export function blogCategories(posts: readonly { category: string }[]): BlogCategory[] {
  const bySlug = new Map<string, BlogCategory>();
  for (const post of posts) {
    const name = post.category.trim();
    const slug = slugify(name);
    if (slug !== '' && !bySlug.has(slug)) bySlug.set(slug, { name, slug });
  }
  return [...bySlug.values()].sort((a, b) => ptCollator.compare(a.name, b.name));
}

/** Whether a post belongs to the category with this URL form. */
export function isInCategory(post: { category: string }, categorySlug: string): boolean {
  return slugify(post.category) === categorySlug;
}

export function findPostBySlug(posts: readonly BlogPost[], slug: string | undefined): BlogPost | undefined {
  if (slug === undefined || slug === '') return undefined;
  return newestFirst(posts).bySlug.get(slug);
}

// The posts newest first and their positions by slug, made on first use and kept as long as the
// array lives (published arrays are never changed in place): each post page looks its neighbours
// up here instead of sorting every post again.
const newestFirstIndex = new WeakMap<
  readonly BlogPost[],
  { sorted: BlogPost[]; bySlug: Map<string, BlogPost>; position: Map<string, number> }
>();

function newestFirst(posts: readonly BlogPost[]) {
  let index = newestFirstIndex.get(posts);
  if (!index) {
    const sorted = sortPosts(posts);
    const bySlug = new Map<string, BlogPost>();
    for (const post of posts) if (!bySlug.has(post.slug)) bySlug.set(post.slug, post);
    const position = new Map<string, number>();
    sorted.forEach((post, i) => {
      if (!position.has(post.slug)) position.set(post.slug, i);
    });
    index = { sorted, bySlug, position };
    newestFirstIndex.set(posts, index);
  }
  return index;
}

/**
 * The neighbours of a post in date order: `previous` is the one published just before it (older),
 * `next` the one published just after it (newer). Either is missing at the ends of the list.
 */
export function adjacentPosts(
  posts: readonly BlogPost[],
  slug: string,
): { previous: BlogPost | undefined; next: BlogPost | undefined } {
  const { sorted, position } = newestFirst(posts);
  const index = position.get(slug);
  if (index === undefined) return { previous: undefined, next: undefined };
  return { previous: sorted[index + 1], next: index > 0 ? sorted[index - 1] : undefined };
}

/** Up to `limit` other posts of the same category, newest first. */
export function relatedPosts(
  posts: readonly BlogPost[],
  post: BlogPost,
  limit: number = RELATED_POSTS_LIMIT,
): BlogPost[] {
  const category = slugify(post.category);
  return newestFirst(posts)
    .sorted.filter((other) => other.id !== post.id && slugify(other.category) === category)
    .slice(0, limit);
}

/** Where a page lives: the business and the absolute URLs the structured data points to. */
export type PostJsonLdContext = {
  organization: { name: string; url: string; logo: string };
  pageUrl: string;
  imageUrl: string;
};

/** JSON-LD (schema.org BlogPosting) for a post page; see https://schema.org/BlogPosting. */
export function postJsonLd(
  post: BlogPost,
  { organization, pageUrl, imageUrl }: PostJsonLdContext,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    image: imageUrl,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: organization.name,
      url: organization.url,
      logo: { '@type': 'ImageObject', url: organization.logo },
    },
    articleSection: post.category,
    mainEntityOfPage: { '@type': 'WebPage', '@id': pageUrl },
  };
}
