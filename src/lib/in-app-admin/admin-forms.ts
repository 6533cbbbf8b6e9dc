// The in-app admin's three forms (docs/product.md §6), without React: the values as typed
// (strings, as the inputs hold them) become a candidate item, which is checked by the same
// schema and cross-item rules as the content build (validateCollection), so that the form, the
// import and the build say the same things. The result is the item to save or, per field, the
// first message to show under it.
import { validateCollection } from '../collections.ts';
import { fieldLabel } from '../field-texts.ts';
import { eurosForEditing, parseEuros } from '../money.ts';
import type { Collection } from '../prerendered-page.ts';
import type { BlogPost, Category, Course, CourseType, Product } from '../schema.ts';
import { slugify } from '../slug.ts';

export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  salePrice: string;
  stock: string;
  category: string;
  subcategory: string;
  featured: boolean;
  isNew: boolean;
  order: string;
  images: string[];
};

export type CourseFormValues = {
  title: string;
  description: string;
  fullDescription: string;
  price: string;
  duration: string;
  image: string;
  type: CourseType;
  featured: boolean;
};

export type PostFormValues = {
  title: string;
  excerpt: string;
  content: string;
  image: string;
  date: string;
  author: string;
  category: string;
};

export type FormValues = { products: ProductFormValues; courses: CourseFormValues; posts: PostFormValues };
export type FormItem = { products: Product; courses: Course; posts: BlogPost };
export type FormField<C extends Collection> = keyof FormValues[C] & string;

/** The first message per field; `form` holds a problem no field of the form can show. */
export type FormErrors<C extends Collection> = Partial<Record<FormField<C> | 'form', string>>;

export type FormResult<C extends Collection> =
  { ok: true; item: FormItem[C] } | { ok: false; errors: FormErrors<C> };

/** The fields in the order the form shows them: the first one in error gets the focus. */
export const FORM_FIELD_ORDER: { [C in Collection]: FormField<C>[] } = {
  products: [
    'name',
    'description',
    'price',
    'salePrice',
    'stock',
    'category',
    'subcategory',
    'order',
    'featured',
    'isNew',
    'images',
  ],
  courses: ['title', 'description', 'price', 'duration', 'type', 'image', 'featured', 'fullDescription'],
  posts: ['title', 'excerpt', 'category', 'author', 'date', 'image', 'content'],
};

/** The field that names an item: a problem with the derived slug is shown there. */
const SLUG_SOURCE: { [C in Collection]?: FormField<C> } = { products: 'name', posts: 'title' };

// ---------------------------------------------------------------------------------------------
// Values of a new or an existing item

export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    salePrice: '',
    stock: '0',
    category: '',
    subcategory: '',
    featured: false,
    isNew: false,
    order: '',
    images: [],
  };
}

export function productValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: eurosForEditing(product.price),
    salePrice: product.salePrice === undefined ? '' : eurosForEditing(product.salePrice),
    stock: String(product.stock),
    category: product.category,
    subcategory: product.subcategory ?? '',
    featured: product.featured,
    isNew: product.isNew,
    order: product.order === undefined ? '' : String(product.order),
    images: [...product.images],
  };
}

export function emptyCourseValues(): CourseFormValues {
  return {
    title: '',
    description: '',
    fullDescription: '',
    price: '',
    duration: '',
    image: '',
    type: 'presencial',
    featured: false,
  };
}

export function courseValues(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    fullDescription: course.fullDescription ?? '',
    price: eurosForEditing(course.price),
    duration: course.duration,
    image: course.image,
    type: course.type,
    featured: course.featured,
  };
}

/** A new post: dated `today` (yyyy-mm-dd), written by `author` (the founder) unless changed. */
export function emptyPostValues(today: string, author: string): PostFormValues {
  return { title: '', excerpt: '', content: '', image: '', date: today, author, category: '' };
}

export function postValues(post: BlogPost): PostFormValues {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    date: post.date,
    author: post.author,
    category: post.category,
  };
}

// ---------------------------------------------------------------------------------------------
// The image list of a product

/** The list with `url` (trimmed) added at the end; a blank or already listed URL changes nothing. */
export function addImage(images: readonly string[], url: string): string[] {
  const trimmed = url.trim();
  if (trimmed === '' || images.includes(trimmed)) return [...images];
  return [...images, trimmed];
}

/** The list without the image at `index`. */
export function removeImage(images: readonly string[], index: number): string[] {
  return images.filter((_, i) => i !== index);
}

// ---------------------------------------------------------------------------------------------
// Blog categories

/** The categories the blog form suggests; free text is allowed as well. */
export const SUGGESTED_POST_CATEGORIES = [
  'Tendências',
  'Cuidados',
  'Inspiração',
  'Técnicas',
  'Produtos',
  'Formação',
] as const;

/** The suggestions, then the categories of the existing posts that are not among them. */
export function postCategorySuggestions(posts: readonly { category: string }[]): string[] {
  const suggestions: string[] = [...SUGGESTED_POST_CATEGORIES];
  for (const { category } of posts) {
    const name = category.trim();
    if (name !== '' && !suggestions.includes(name)) suggestions.push(name);
  }
  return suggestions;
}

// ---------------------------------------------------------------------------------------------
// From values to an item

/**
 * A number field's text: `empty` when blank, else what `read` makes of it: a whole number's
 * digits by default, an amount in euros ('19,90' or '19.90') with parseEuros. NaN when it reads as
 * none, which validateForm reports under the field.
 */
function numberFrom(text: string, empty: number, read?: (text: string) => number): number;
function numberFrom(text: string, empty: undefined, read?: (text: string) => number): number | undefined;
function numberFrom(
  text: string,
  empty: number | undefined,
  read: (text: string) => number = Number,
): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? empty : read(trimmed);
}

function productCandidate(values: ProductFormValues, id: number): Product {
  const name = values.name.trim();
  const salePrice = numberFrom(values.salePrice, undefined, parseEuros);
  const order = numberFrom(values.order, undefined);
  const subcategory = values.subcategory.trim();
  return {
    id,
    slug: slugify(name),
    name,
    description: values.description.trim(),
    // An empty price reads as 0, which the schema answers with "must be greater than 0".
    price: numberFrom(values.price, 0, parseEuros),
    ...(salePrice !== undefined && { salePrice }),
    stock: numberFrom(values.stock, 0),
    category: values.category.trim(),
    ...(subcategory !== '' && { subcategory }),
    featured: values.featured,
    isNew: values.isNew,
    ...(order !== undefined && { order }),
    images: values.images.map((url) => url.trim()).filter((url) => url !== ''),
  };
}

function courseCandidate(values: CourseFormValues, id: number): Course {
  return {
    id,
    title: values.title.trim(),
    description: values.description.trim(),
    price: numberFrom(values.price, 0, parseEuros),
    duration: values.duration.trim(),
    image: values.image.trim(),
    type: values.type,
    featured: values.featured,
    fullDescription: values.fullDescription.trim(),
  };
}

function postCandidate(values: PostFormValues, id: number): BlogPost {
  const title = values.title.trim();
  return {
    id,
    title,
    slug: slugify(title),
    excerpt: values.excerpt.trim(),
    content: values.content.trim(),
    image: values.image.trim(),
    date: values.date.trim(),
    author: values.author.trim(),
    category: values.category.trim(),
  };
}

const CANDIDATES: { [C in Collection]: (values: FormValues[C], id: number) => FormItem[C] } = {
  products: productCandidate,
  courses: courseCandidate,
  posts: postCandidate,
};

/** The form field a problem's field path belongs to ('images.0' → 'images', 'slug' → 'name'). */
function formFieldOf<C extends Collection>(collection: C, path: string): FormField<C> | 'form' {
  const head = path.split(/[.[]/)[0] ?? '';
  if (head === 'slug') return SLUG_SOURCE[collection] ?? 'form';
  return (FORM_FIELD_ORDER[collection] as string[]).includes(head) ? (head as FormField<C>) : 'form';
}

export type FormContext<C extends Collection> = {
  /** The id of the item: the edited one's, or the new one's. */
  id: number;
  /** The other items of the collection (the edited one left out), for the unique ids and slugs. */
  others: readonly FormItem[C][];
  categories: readonly Category[];
};

/**
 * Checks the form: the candidate item goes through the collection's rules together with the
 * other items, and the problems found on it become the field errors (the first per field).
 */
export function validateForm<C extends Collection>(
  collection: C,
  values: FormValues[C],
  { id, others, categories }: FormContext<C>,
): FormResult<C> {
  const candidate = CANDIDATES[collection](values, id);
  const index = others.length;
  const result = validateCollection(collection, [...others, candidate], categories);
  // The schema's reading of the candidate (defaults filled in), the candidate itself otherwise.
  if (result.ok) return { ok: true, item: (result.items[index] as FormItem[C] | undefined) ?? candidate };
  const errors: FormErrors<C> = {};
  for (const problem of result.problems) {
    if (problem.index !== index) continue;
    const field = formFieldOf(collection, problem.field);
    // NaN is typed text that reads as no number ('doze'): the schema takes it for a missing value.
    const unreadable = Number.isNaN((candidate as Record<string, unknown>)[problem.field]);
    errors[field] ??= unreadable
      ? `${fieldLabel(collection, problem.field)} deve ser um número`
      : problem.message;
  }
  if (Object.keys(errors).length === 0) return { ok: true, item: candidate };
  return { ok: false, errors };
}

/** The first field of the form (in the order shown) that has an error. */
export function firstInvalidField<C extends Collection>(
  collection: C,
  errors: FormErrors<C>,
): FormField<C> | undefined {
  return FORM_FIELD_ORDER[collection].find((field) => errors[field] !== undefined);
}
