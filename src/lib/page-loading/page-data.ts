// The slice of published data each prerendered page is rendered and hydrated with (docs/decisions/
// 010-per-page-data.md), and the compact indexes. Pure. A page renders from its slice exactly as
// from the whole data: every selection below is the page's own selection (the same functions),
// and each of them picks the first items of a fixed order, so it gives the same answer on any
// list that holds its answer (src/lib/page-loading/page-data.test.ts renders every page both ways).
import { matchRoutes } from '../router/match.ts';
import type { BlogPost, Course, CoursesFile, Product } from '../schema.ts';
import type {
  CompactPostCardItem,
  CourseCardItem,
  PageData,
  PostCardItem,
  PostIndexEntry,
  PostListSummary,
  ProductCardItem,
  ProductCardView,
  ProductIndexEntry,
  ProductListSummary,
} from '../prerendered-page.ts';
import { paths, PUBLIC_PAGES, type PublicPage } from '../paths.ts';
import {
  countByCategory,
  countBySubcategory,
  findProductById,
  productsInCategory,
  relatedProducts,
} from '../catalogue.ts';
import { adjacentPosts, BLOG_PAGE_SIZE, blogCategories, findPostBySlug, relatedPosts } from '../blog.ts';
import {
  selectFeaturedCourses,
  selectFeaturedProducts,
  selectHomePosts,
  selectNewestProducts,
} from '../home-selection.ts';
import { paginate } from '../pagination.ts';
import { postSearchText, productSearchText } from '../search/search.ts';
import { sortCourses, sortPosts, sortProducts } from '../sorting.ts';
import { findCourseByParam } from '../courses.ts';

export type FullData = { products: Product[]; courses: CoursesFile; posts: BlogPost[] };

export function productCard(product: ProductCardItem): ProductCardItem {
  const { id, name, price, salePrice, stock, category, subcategory, featured, isNew, order } = product;
  return {
    id,
    name,
    price,
    ...(salePrice !== undefined && { salePrice }),
    stock,
    category,
    ...(subcategory !== undefined && { subcategory }),
    featured,
    isNew,
    ...(order !== undefined && { order }),
    images: product.images.slice(0, 1),
  };
}

/** A product card without what only the shop's lists use (category, subcategory): the home's. */
export function productCardView(product: ProductCardItem): ProductCardView {
  const { category: _category, subcategory: _subcategory, ...view } = productCard(product);
  return view;
}

export function courseCard(course: Course): CourseCardItem {
  const { fullDescription: _programme, fullDescriptionHtml: _programmeHtml, ...card } = course;
  return card;
}

export function productIndexEntry(product: Product): ProductIndexEntry {
  return { ...productCard(product), text: productSearchText(product.description) };
}

export function postCard(post: PostCardItem): PostCardItem {
  const { id, slug, title, excerpt, image, date, author, category } = post;
  return { id, slug, title, excerpt, image, date, author, category };
}

/** A compact post card (the home's smaller ones): no excerpt, no author. */
export function compactPostCard(post: PostCardItem): CompactPostCardItem {
  const { excerpt: _excerpt, author: _author, ...compact } = postCard(post);
  return compact;
}

export function postIndexEntry(post: BlogPost): PostIndexEntry {
  return { ...postCard(post), text: postSearchText(post.content) };
}

/** The compact product index, in display order. */
export function productIndex(products: readonly Product[]): ProductIndexEntry[] {
  return sortProducts(products).map(productIndexEntry);
}

/** The compact post index, newest first. */
export function postIndex(posts: readonly BlogPost[]): PostIndexEntry[] {
  return sortPosts(posts).map(postIndexEntry);
}

const countsOf = (counts: Map<string, number>) => Object.fromEntries(counts);

function productListSummary(
  products: readonly Product[],
  list: readonly Product[],
  categorySlugs: readonly string[],
): ProductListSummary {
  const { items, total } = paginate(list, 1);
  return {
    items: items.map(productCard),
    total,
    categoryCounts: countsOf(countByCategory(products)),
    subcategoryCounts: Object.fromEntries(
      categorySlugs.map((slug) => [slug, countsOf(countBySubcategory(products, slug))]),
    ),
  };
}

function postListSummary(posts: readonly BlogPost[]): PostListSummary {
  const sorted = sortPosts(posts);
  return {
    items: paginate(sorted, 1, BLOG_PAGE_SIZE).items.map(postCard),
    total: sorted.length,
    categories: blogCategories(posts),
  };
}

const unique = <T extends { id: number }>(items: T[]): T[] => {
  const byId = new Map<number, T>();
  for (const item of items) byId.set(item.id, item);
  return [...byId.values()];
};

const pageRoutes = PUBLIC_PAGES.map((page) => ({ path: paths[page].path, page }));

function matchPage(
  pathname: string,
): { page: PublicPage; params: Record<string, string | undefined> } | undefined {
  const match = matchRoutes(pageRoutes, pathname)?.at(-1);
  return match ? { page: match.route.page, params: match.params } : undefined;
}

/** The data the page at `pathname` shows, taken from the whole published data. */
export function selectPageData(pathname: string, data: FullData, categorySlugs: readonly string[]): PageData {
  const matched = matchPage(pathname);
  if (!matched) return {};
  const { page, params } = matched;
  switch (page) {
    case 'home': {
      const { featured, others } = selectHomePosts(data.posts);
      const products = [...selectFeaturedProducts(data.products), ...selectNewestProducts(data.products)];
      return {
        homeCards: {
          products: unique(products).map(productCardView),
          courses: selectFeaturedCourses(data.courses.courses).map(courseCard),
          posts: {
            ...(featured && { featured: postCard(featured) }),
            others: others.map(compactPostCard),
          },
        },
      };
    }
    case 'courses':
      return { courseList: sortCourses(data.courses.courses).map(courseCard) };
    case 'course': {
      const course = findCourseByParam(data.courses.courses, params.id);
      return { courses: { version: data.courses.version, courses: course ? [course] : [] } };
    }
    case 'shop':
      return { productList: productListSummary(data.products, sortProducts(data.products), categorySlugs) };
    case 'category':
    case 'subcategory': {
      const category = params.category ?? '';
      const list = productsInCategory(data.products, category, params.subcategory);
      return { productList: productListSummary(data.products, list, [category]) };
    }
    case 'product': {
      const product = findProductById(data.products, params.id);
      if (!product) return { products: [] };
      return {
        products: [product],
        relatedProducts: relatedProducts(data.products, product).map(productCard),
      };
    }
    case 'blog':
      return { postList: postListSummary(data.posts) };
    case 'blogPost': {
      const post = findPostBySlug(data.posts, params.slug);
      if (!post) return { posts: [] };
      const { previous, next } = adjacentPosts(data.posts, post.slug);
      return {
        posts: [post],
        postNeighbours: {
          ...(previous && { previous: postCard(previous) }),
          ...(next && { next: postCard(next) }),
          related: relatedPosts(data.posts, post).map(postCard),
        },
      };
    }
    default:
      return {};
  }
}
