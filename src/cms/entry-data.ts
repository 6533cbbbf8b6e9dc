// An entry being edited in the CMS, as the site's own types, for the previews. The entry is
// whatever the owner has typed so far: a new entry has empty fields, a number field may hold text,
// a date may be a Date. Nothing here rejects a value (the content build checks the saved file);
// each field becomes the closest value the site's components can show. The Markdown text below
// the front matter is the field `body`.
import type {
  AboutContent,
  BlogPost,
  Category,
  Course,
  CourseType,
  HeroSlide,
  Page,
  Product,
} from '#src/lib/schema.ts';
import { COURSE_TYPE_LABELS } from '#src/lib/courses.ts';
import { slugify } from '#src/lib/slug.ts';

/** The entry's fields (Decap's `entry.get('data').toJS()`). */
export type EntryData = Record<string, unknown>;
/** Turns an image path of the entry into a URL the preview can show (Decap's getAsset). */
export type ResolveImage = (path: string) => string;

const keepPath: ResolveImage = (path) => path;

/** Decap's getAsset, as far as the previews use it: an asset whose string is its URL. */
export type GetAsset = (path: string) => { toString: () => string; path?: string };

/**
 * Whether `asset` is what Decap hands back while it is still loading the one asked for: an empty
 * SVG of its own (`emptyAsset`, path 'empty.svg', in decap-cms-core's actions/media.js), which
 * would show as a blank picture.
 */
export const isDecapLoadingAsset = (asset: { path?: unknown }): boolean => asset.path === 'empty.svg';

/**
 * The URL a preview shows for an image of the entry. Decap takes a path that starts with '/'
 * (every image of this site: /images/products/...) for a public address and hands it back as it
 * is, so a photo uploaded in this session, which the CMS keeps in memory until the entry is
 * saved, would show broken. Asked by its file in the repository (public/images/...), getAsset
 * returns that upload (a blob: address), or loads the file through the backend; until then, or
 * when it cannot, the public address is shown.
 */
export function previewImageUrl(path: string, getAsset: GetAsset): string {
  if (!path.startsWith('/') || path.startsWith('//')) return getAsset(path).toString();
  const asset = getAsset(`public${path}`);
  if (isDecapLoadingAsset(asset)) return path;
  const url = asset.toString();
  return /^(blob|data):/.test(url) ? url : path;
}

export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A number field: a number, or text that reads as one ('27,5' too); else undefined. */
export function numberOrUndefined(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Number(value.trim().replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : undefined;
}

const flag = (value: unknown): boolean => value === true || value === 'true';

/** yyyy-mm-dd from a date field (text, or a Date when a date was picked). */
export function isoDate(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return text(value).trim().slice(0, 10);
}

/**
 * The image paths of a field: one path, a list of paths, or a list of single-field objects
 * ({ image: '...' }) as a list widget writes them; empty ones left out.
 */
export function imagePaths(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .map((item) => {
      if (typeof item === 'string') return item;
      if (item !== null && typeof item === 'object') {
        const first = Object.values(item as Record<string, unknown>).find((v) => typeof v === 'string');
        return typeof first === 'string' ? first : '';
      }
      return '';
    })
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

export function toProduct(data: EntryData, resolveImage: ResolveImage = keepPath): Product {
  const name = text(data.name).trim();
  const salePrice = numberOrUndefined(data.salePrice);
  const subcategory = text(data.subcategory).trim();
  const order = numberOrUndefined(data.order);
  return {
    id: numberOrUndefined(data.id) ?? 0,
    name,
    slug: slugify(name),
    price: numberOrUndefined(data.price) ?? 0,
    ...(salePrice !== undefined ? { salePrice } : {}),
    stock: numberOrUndefined(data.stock) ?? 0,
    category: text(data.category).trim(),
    ...(subcategory !== '' ? { subcategory } : {}),
    featured: flag(data.featured),
    isNew: flag(data.isNew),
    ...(order !== undefined ? { order } : {}),
    images: imagePaths(data.images).map(resolveImage),
    description: text(data.body),
  };
}

const isCourseType = (value: string): value is CourseType => Object.hasOwn(COURSE_TYPE_LABELS, value);

export function toCourse(data: EntryData, resolveImage: ResolveImage = keepPath): Course {
  const type = text(data.type).trim();
  const image = imagePaths(data.image)[0];
  return {
    id: numberOrUndefined(data.id) ?? 0,
    title: text(data.title).trim(),
    description: text(data.description).trim(),
    price: numberOrUndefined(data.price) ?? 0,
    duration: text(data.duration).trim(),
    image: image === undefined ? '' : resolveImage(image),
    type: isCourseType(type) ? type : 'presencial',
    featured: flag(data.featured),
    fullDescription: text(data.body),
  };
}

export function toBlogPost(data: EntryData, resolveImage: ResolveImage = keepPath): BlogPost {
  const title = text(data.title).trim();
  const image = imagePaths(data.image)[0];
  return {
    id: numberOrUndefined(data.id) ?? 0,
    title,
    slug: slugify(title),
    excerpt: text(data.excerpt).trim(),
    image: image === undefined ? '' : resolveImage(image),
    date: isoDate(data.date),
    author: text(data.author).trim(),
    category: text(data.category).trim(),
    content: text(data.body),
  };
}

/** A long page (privacy policy, terms): `name` is the file's name without .md. */
export function toPage(data: EntryData, name: string): Page {
  return {
    name,
    title: text(data.title).trim(),
    updated: isoDate(data.updated),
    description: text(data.description).trim(),
    body: text(data.body),
  };
}

/** The about page: a long page with its mission, vision, values and message. */
export function toAboutContent(data: EntryData, name = 'sobre'): AboutContent {
  const values = Array.isArray(data.values) ? data.values : [];
  return {
    ...toPage(data, name),
    mission: text(data.mission).trim(),
    vision: text(data.vision).trim(),
    values: values.map((value) => {
      const fields = value !== null && typeof value === 'object' ? (value as EntryData) : {};
      return { title: text(fields.title).trim(), text: text(fields.text).trim() };
    }),
    message: text(data.message).trim(),
  };
}

/** Whether a page entry is the about page (its own fields), whatever its file is called. */
export function isAboutPage(data: EntryData, name: string): boolean {
  return name === 'sobre' || 'mission' in data || 'values' in data;
}

const record = (value: unknown): EntryData =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as EntryData) : {};
const items = (value: unknown): EntryData[] => (Array.isArray(value) ? value.map(record) : []);

/** The hero slides being edited (content/settings/hero.yml); a slide without a picture is left out. */
export function toHeroSlides(data: EntryData, resolveImage: ResolveImage = keepPath): HeroSlide[] {
  return items(data.slides).flatMap((slide) => {
    const image = imagePaths(slide.image)[0];
    if (image === undefined) return [];
    return [
      {
        image: resolveImage(image),
        tone: text(slide.tone).trim() === 'dark' ? ('dark' as const) : ('light' as const),
        category: text(slide.category).trim(),
        subcategory: text(slide.subcategory).trim(),
      },
    ];
  });
}

/** The categories being edited (content/settings/categories.yml), as the shop shows them. */
export function toCategories(data: EntryData, resolveImage: ResolveImage = keepPath): Category[] {
  return items(data.categories).map((category, index) => {
    const image = imagePaths(category.image)[0];
    return {
      id: numberOrUndefined(category.id) ?? index + 1,
      name: text(category.name).trim(),
      slug: text(category.slug).trim(),
      image: image === undefined ? '' : resolveImage(image),
      subcategories: items(category.subcategories).map((sub, subIndex) => ({
        id: numberOrUndefined(sub.id) ?? subIndex + 1,
        name: text(sub.name).trim(),
        slug: text(sub.slug).trim(),
      })),
    };
  });
}

/** The testimonials being edited (content/settings/testimonials.yml); pictures without a file left out. */
export function toTestimonials(data: EntryData, resolveImage: ResolveImage = keepPath) {
  const video = imagePaths(data.video)[0];
  const poster = imagePaths(data.videoPoster)[0];
  return {
    video: video === undefined ? undefined : resolveImage(video),
    videoPoster: poster === undefined ? undefined : resolveImage(poster),
    images: items(data.images).flatMap((item, index) => {
      const image = imagePaths(item.image)[0];
      return image === undefined
        ? []
        : [
            {
              id: numberOrUndefined(item.id) ?? index + 1,
              image: resolveImage(image),
              alt: text(item.alt).trim(),
            },
          ];
    }),
  };
}
