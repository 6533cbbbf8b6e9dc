// The rules a whole collection must follow, for the content build, the in-app admin (forms,
// import, local copies) and `npm run content:import` alike: every item against its schema,
// then the rules between items and against the shop's categories. Every problem is reported,
// in item order, in Portuguese.
import { z } from 'zod';
import { paths } from './paths.ts';
import type { Collection } from './prerendered-page.ts';
import {
  courseSchema,
  fieldProblems,
  postSchema,
  escapeControls,
  productSchema,
  quoted,
  type BlogPost,
  type Course,
  type Product,
} from './schema.ts';
import { slugify } from './slug.ts';

/** The item type of each collection. */
export type CollectionItems = { products: Product; courses: Course; posts: BlogPost };

/** One problem of one item: its position in the list, the field (a dotted path such as 'images.0') and what is wrong. */
export type ItemProblem = { index: number; field: string; message: string };

export type CollectionResult<C extends Collection> =
  { ok: true; items: CollectionItems[C][] } | { ok: false; problems: ItemProblem[] };

/** The shop's categories, as far as the rules need them (src/generated/settings.json has them). */
export type CategoryList = readonly {
  slug: string;
  name: string;
  subcategories: readonly { slug: string; name: string }[];
}[];

export type ValidateOptions = {
  /** How another item is named in a message ("... tem o mesmo ID"); by default 'o produto n.º 2 ("Nome")'. */
  itemName?: (index: number) => string;
  /** False skips the category checks (the content build, when the categories file is itself broken). */
  checkCategories?: boolean;
};

// The slug an item may carry (an export holds it) is not trusted: it is derived again from the name or title.
// Nor is the HTML the content build publishes beside a text (an export of published items holds it):
// it is accepted and dropped, and only the build makes it again (scripts/content/rich-text.ts).
const builtHtml = z.unknown().optional();
const inputSchemas = {
  products: productSchema.extend({ slug: z.unknown().optional(), descriptionHtml: builtHtml }),
  courses: courseSchema.extend({ fullDescriptionHtml: builtHtml }),
  posts: postSchema.extend({ slug: z.unknown().optional(), contentHtml: builtHtml }),
};

const itemNouns: Record<Collection, string> = {
  products: 'o produto',
  courses: 'a formação',
  posts: 'o artigo',
};

/** The field whose text gives the slug. */
const titleFields = { products: 'name', courses: 'title', posts: 'title' } as const;

const field = (value: unknown, key: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/**
 * An item's name for messages, from its raw value: its position (from 1) and its name or title,
 * else its id: 'o produto n.º 2 ("Gel Pink")', 'o artigo n.º 5 (ID 12)'.
 */
export function describeItem(collection: Collection, items: readonly unknown[], index: number): string {
  const item = items[index];
  const name = text(field(item, titleFields[collection]));
  const id = field(item, 'id');
  const which =
    name !== undefined
      ? ` (${quoted(name)})`
      : typeof id === 'number' || (typeof id === 'string' && id.trim() !== '')
        ? ` (ID ${typeof id === 'number' ? id : escapeControls(id.trim().slice(0, 60))})`
        : '';
  return `${itemNouns[collection]} n.º ${index + 1}${which}`;
}

function canonicalProduct(product: z.output<(typeof inputSchemas)['products']>, slug: string): Product {
  const {
    id,
    name,
    description,
    images,
    price,
    salePrice,
    stock,
    category,
    subcategory,
    featured,
    isNew,
    order,
  } = product;
  // A fixed key order: the same content always gives the same JSON.
  return {
    id,
    slug,
    name,
    description,
    images,
    price,
    ...(salePrice !== undefined && { salePrice }),
    stock,
    category,
    ...(subcategory !== undefined && { subcategory }),
    featured,
    isNew,
    ...(order !== undefined && { order }),
  };
}

function canonicalCourse(course: z.output<(typeof inputSchemas)['courses']>): Course {
  const { id, title, description, fullDescription, price, duration, image, type, featured } = course;
  return { id, title, description, fullDescription, price, duration, image, type, featured };
}

function canonicalPost(post: z.output<(typeof inputSchemas)['posts']>, slug: string): BlogPost {
  const { id, title, excerpt, content, image, date, author, category } = post;
  return { id, slug, title, excerpt, content, image, date, author, category };
}

/** The rules of a product against the shop: sale price below price, category and subcategory exist. */
function productRules(
  item: unknown,
  categories: CategoryList,
  checkCategories: boolean,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const price = field(item, 'price');
  const salePrice = field(item, 'salePrice');
  if (typeof price === 'number' && typeof salePrice === 'number' && salePrice >= price && salePrice > 0) {
    problems.push({ field: 'salePrice', message: 'Preço promocional deve ser menor que o preço' });
  }
  const categorySlug = text(field(item, 'category'));
  if (categorySlug === undefined || !checkCategories) return problems;
  const category = categories.find((candidate) => candidate.slug === categorySlug);
  if (!category) {
    problems.push({ field: 'category', message: `${quoted(categorySlug)} não é uma categoria da loja` });
    return problems;
  }
  const subcategorySlug = text(field(item, 'subcategory'));
  if (subcategorySlug !== undefined && !category.subcategories.some((sub) => sub.slug === subcategorySlug)) {
    problems.push({
      field: 'subcategory',
      message: `${quoted(subcategorySlug)} não é uma subcategoria de ${category.name}`,
    });
  }
  return problems;
}

/**
 * Checks a whole collection: each item against its schema (text trimmed, defaults filled in,
 * slug derived from the name or title, a given slug ignored), then sale prices, categories,
 * unique ids and unique slugs. On success, the items in the same order, each with a fixed key
 * order; otherwise every problem, in item order.
 */
export function validateCollection<C extends Collection>(
  collection: C,
  items: readonly unknown[],
  categories: CategoryList,
  options: ValidateOptions = {},
): CollectionResult<C> {
  const nameOf = options.itemName ?? ((index: number) => describeItem(collection, items, index));
  const problems: ItemProblem[] = [];
  const valid: CollectionItems[C][] = [];
  const idOwners = new Map<number, number>();
  const slugOwners = new Map<string, number>();
  const titleField = titleFields[collection];

  items.forEach((item, index) => {
    const add = (fieldName: string, message: string) => problems.push({ index, field: fieldName, message });
    // The slug, derived once (the text is trimmed as the schema trims it).
    const title = text(field(item, titleField));
    const slug = collection === 'courses' || title === undefined ? '' : slugify(title);
    const result = inputSchemas[collection].safeParse(item);
    if (result.success) {
      const output =
        collection === 'products'
          ? canonicalProduct(result.data as z.output<(typeof inputSchemas)['products']>, slug)
          : collection === 'courses'
            ? canonicalCourse(result.data as z.output<(typeof inputSchemas)['courses']>)
            : canonicalPost(result.data as z.output<(typeof inputSchemas)['posts']>, slug);
      valid.push(output as CollectionItems[C]);
    } else {
      for (const problem of fieldProblems(result.error.issues)) {
        add(problem.path.length > 0 ? problem.path.join('.') : 'item', problem.message);
      }
    }

    if (collection === 'products') {
      for (const rule of productRules(item, categories, options.checkCategories ?? true)) {
        add(rule.field, rule.message);
      }
    }

    const id = field(item, 'id');
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) {
      const owner = idOwners.get(id);
      if (owner === undefined) idOwners.set(id, index);
      else add('id', `O ID ${id} repete-se: ${nameOf(owner)} tem o mesmo ID`);
    }

    if (collection !== 'courses' && title !== undefined) {
      const owner = slugOwners.get(slug);
      if (slug === '') {
        add(
          titleField,
          `${collection === 'products' ? 'O nome' : 'O título'} precisa de pelo menos uma letra ou algarismo`,
        );
      } else if (owner === undefined) {
        slugOwners.set(slug, index);
      } else if (collection === 'products') {
        add(
          titleField,
          `O nome dá o mesmo identificador (${quoted(slug)}) que ${nameOf(owner)}: mude um dos nomes`,
        );
      } else {
        add(
          titleField,
          `O título dá o mesmo endereço (${paths.blogPost.getHref(slug)}) que ${nameOf(owner)}: mude um dos títulos`,
        );
      }
    }
  });

  return problems.length > 0 ? { ok: false, problems } : { ok: true, items: valid };
}
