// What the prerender (scripts/prerender.ts, in Node) gets back from the server entry
// (src/entry-server.tsx, the app) for one URL, and the per-page data it embeds in the page and
// publishes beside it. Declared here so that the Node script shares these types with the app
// without compiling the app's browser code.
import type { PublicPage } from './paths.ts';
import type { BlogPost, Course, CoursesFile, Product } from './schema.ts';

/** A published data file a page can read: products.json, courses.json, blog.json. */
export type Collection = 'products' | 'courses' | 'posts';

/** What a product card, the shop's lists and the product search need of a product. */
export type ProductCardItem = Pick<
  Product,
  | 'id'
  | 'name'
  | 'price'
  | 'salePrice'
  | 'stock'
  | 'category'
  | 'subcategory'
  | 'featured'
  | 'isNew'
  | 'order'
> & { images: string[] };

/** What a product card shows: picture, name, price and badges (its category only places it in the shop). */
export type ProductCardView = Omit<ProductCardItem, 'category' | 'subcategory'>;

/** One product of the compact index (/products-index.json): its card and its searchable text. */
export type ProductIndexEntry = ProductCardItem & {
  /** The description as plain text (no Markdown marks), lowercased: with the name, what the search matches. */
  text: string;
};

/** What a post card and the blog's list need of a post (no body). */
export type PostCardItem = Omit<BlogPost, 'content' | 'contentHtml'>;

/** What a compact post card shows (beside a large one): no excerpt, no author. */
export type CompactPostCardItem = Omit<PostCardItem, 'excerpt' | 'author'>;

/** What a course card needs of a course (no programme). */
export type CourseCardItem = Omit<Course, 'fullDescription' | 'fullDescriptionHtml'>;

/**
 * The home page's sections: only the cards they show (featured and newest products, featured
 * courses, the latest posts), not the items whole. A visitor who goes on to an item's page gets
 * it whole from that page's data.
 */
export type HomeCards = { products: ProductCardView[]; courses: CourseCardItem[]; posts: HomePosts };

/** The home's blog section: the newest post, shown large, and the next ones, compact. */
export type HomePosts = { featured?: PostCardItem; others: CompactPostCardItem[] };

/** A post page's links to other posts: the previous and next ones by date, and the related ones. */
export type PostNeighbours = { previous?: PostCardItem; next?: PostCardItem; related: PostCardItem[] };

/** One post of the compact index (/blog-index.json). */
export type PostIndexEntry = PostCardItem & {
  /** The body, lowercased: with the title and excerpt, what the blog search matches. */
  text: string;
};

/** A product list's first page and totals, computed at build time (shop, category, subcategory). */
export type ProductListSummary = {
  /** The first page of the list, in display order. */
  items: ProductCardItem[];
  /** How many products the whole list holds. */
  total: number;
  /** Products per category slug (the shop's category cards). */
  categoryCounts: Record<string, number>;
  /** Products per subcategory slug, per category slug. */
  subcategoryCounts: Record<string, Record<string, number>>;
};

/** The blog list's first page and what its filters need, computed at build time. */
export type PostListSummary = {
  items: PostCardItem[];
  total: number;
  categories: { name: string; slug: string }[];
};

/**
 * The published data a page was rendered with: only the items it showed. Products, courses and
 * posts are partial lists of whole items (merged by id into what the browser knows; the courses
 * with their file's version); the items a page shows only as cards (the home's sections,
 * /formacoes, a product's related products, a post's neighbours) come as cards, apart.
 */
export type PageData = {
  products?: Product[];
  /** The courses a page shows whole (a course page's one), with the version of courses.json. */
  courses?: CoursesFile;
  posts?: BlogPost[];
  /** The cards of the home page's sections. */
  homeCards?: HomeCards;
  /** A product page's related products: the cards it shows below the product. */
  relatedProducts?: ProductCardItem[];
  /** A post page's previous, next and related posts: the cards (titles and links) it shows. */
  postNeighbours?: PostNeighbours;
  /** The product list of /loja, a category or a subcategory. */
  productList?: ProductListSummary;
  /** The list of /blog. */
  postList?: PostListSummary;
  /** The cards of /formacoes: every course, in display order, without its programme. */
  courseList?: CourseCardItem[];
};

export type RenderResult = {
  /** The markup of the app's root element. */
  html: string;
  /** The page's title, meta tags and JSON-LD, for <head>. */
  head: string;
  /** The published data the page was rendered with, which hydration must use too. */
  data: PageData;
  /** The page of the route table that answered the URL. */
  page: PublicPage | undefined;
  /** The source modules of the page, whose chunks the HTML preloads. */
  modules: string[];
};

/** The key of a page's data: its path without a trailing slash ('/' for the home page). */
export function pageDataKey(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1') || '/';
}

/** Where the data of the page at `pathname` is published, for client-side navigation. */
export function pageDataUrl(pathname: string): string {
  const key = pageDataKey(pathname);
  return key === '/' ? '/page-data/index.json' : `/page-data${key}.json`;
}

/**
 * What the host answers for a page without data (not prerendered): `{ "missing": true }`, a 200
 * rather than a 404 that the browser would log as an error.
 */
export const MISSING_PAGE_DATA = '/page-data/_missing.json';

/** The compact indexes the searches and the lists beyond their first page load on demand. */
export const INDEX_FILES = { products: '/products-index.json', posts: '/blog-index.json' } as const;
