// The content model (docs/architecture.md §3): one schema per collection, shared by the
// content build, the app and the planned in-app admin. Types are inferred from the schemas.
import { z } from 'zod';

const requiredText = (label = 'is required') => z.string().trim().min(1, label);
const slugText = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a slug (lowercase letters, digits and hyphens)');
const isoDate = z
  .union([z.string(), z.date()])
  .transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value))
  .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written yyyy-mm-dd'));
/** A site path (/images/...) or an absolute http(s) URL. */
const imageUrl = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .refine(
    (value) => value.startsWith('/') || /^https?:\/\//.test(value),
    'must be a path starting with / or an http(s) URL',
  );
const money = z
  .number({ error: 'must be a number' })
  .positive('must be greater than 0')
  .refine(
    (value) =>
      Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
    'must have at most two decimals',
  );
const id = z
  .number({ error: 'must be a number' })
  .int('must be a whole number')
  .positive('must be greater than 0');

export const productFrontMatterSchema = z
  .object({
    id,
    name: requiredText(),
    price: money,
    salePrice: money.optional(),
    stock: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must not be negative')
      .default(0),
    category: slugText,
    subcategory: slugText.optional(),
    featured: z.boolean({ error: 'must be true or false' }).default(false),
    isNew: z.boolean({ error: 'must be true or false' }).default(false),
    order: z
      .number({ error: 'must be a number' })
      .int('must be a whole number')
      .positive('must be greater than 0')
      .optional(),
    images: z.array(imageUrl, { error: 'must be a list of image URLs' }).min(1, 'needs at least one image'),
  })
  .strict();

export const productSchema = productFrontMatterSchema.extend({
  slug: z.string(),
  description: requiredText(),
});
export type Product = z.infer<typeof productSchema>;

export const courseTypes = ['presencial', 'online', 'privado'] as const;
export type CourseType = (typeof courseTypes)[number];

export const courseFrontMatterSchema = z
  .object({
    id,
    title: requiredText(),
    description: requiredText(),
    price: z.number({ error: 'must be a number' }).min(0, 'must not be negative').default(0),
    duration: requiredText(),
    image: imageUrl,
    type: z.enum(courseTypes, { error: 'must be presencial, online or privado' }),
    featured: z.boolean({ error: 'must be true or false' }).default(false),
  })
  .strict();
export const courseSchema = courseFrontMatterSchema.extend({ fullDescription: z.string().optional() });
export type Course = z.infer<typeof courseSchema>;

export const coursesFileSchema = z.object({ version: z.number(), courses: z.array(courseSchema) });
export type CoursesFile = z.infer<typeof coursesFileSchema>;

export const postFrontMatterSchema = z
  .object({
    id,
    title: requiredText(),
    excerpt: requiredText(),
    image: imageUrl,
    date: isoDate,
    author: requiredText(),
    category: requiredText(),
  })
  .strict();
export const postSchema = postFrontMatterSchema.extend({ slug: z.string(), content: requiredText() });
export type BlogPost = z.infer<typeof postSchema>;

/** Long pages (about, privacy, terms): title, revision date and page-specific fields. */
export const pageFrontMatterSchema = z
  .object({
    title: requiredText(),
    updated: isoDate,
    description: requiredText(),
  })
  .passthrough();
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type Page = PageFrontMatter & { name: string; body: string };

const subcategorySchema = z.object({ id: id, name: requiredText(), slug: slugText }).strict();
export const categorySchema = z
  .object({
    id,
    name: requiredText(),
    slug: slugText,
    image: imageUrl,
    subcategories: z.array(subcategorySchema).default([]),
  })
  .strict();
export type Category = z.infer<typeof categorySchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export const categoriesFileSchema = z
  .object({ categories: z.array(categorySchema).min(1, 'needs at least one category') })
  .strict();

export const testimonialSchema = z.object({ id, image: imageUrl, alt: requiredText() }).strict();
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsFileSchema = z
  .object({
    video: imageUrl.optional(),
    videoPoster: imageUrl.optional(),
    images: z.array(testimonialSchema).length(15, 'must list exactly 15 images'),
  })
  .strict();

const dayHours = z.object({ days: requiredText(), hours: requiredText() }).strict();
export const businessSchema = z
  .object({
    name: requiredText(),
    legalName: requiredText(),
    nif: requiredText(),
    founder: requiredText(),
    tagline: requiredText(),
    email: z.email('must be an email address'),
    phone: requiredText(),
    address: z
      .object({
        street: requiredText(),
        postalCode: requiredText(),
        city: requiredText(),
        district: requiredText(),
      })
      .strict(),
    openingHours: z.array(dayHours).min(1),
    mapEmbedUrl: z.string().url('must be a URL'),
    mapLinkUrl: z.string().url('must be a URL'),
    chat: z
      .object({
        number: z
          .string()
          .regex(/^\d{9,15}$/, 'must be the number in international form, digits only (e.g. 351912345678)'),
        defaultMessage: requiredText(),
        courseMessage: requiredText(),
        shopMessage: requiredText(),
      })
      .strict(),
    social: z.array(z.object({ name: requiredText(), url: z.string().url('must be a URL') }).strict()),
    payment: z
      .object({
        mbwayNumber: requiredText(),
        bank: z
          .object({
            bankName: requiredText(),
            accountHolder: requiredText(),
            iban: requiredText(),
            bic: requiredText(),
          })
          .strict(),
      })
      .strict(),
    shipping: z
      .object({
        fee: money,
        freeShippingThreshold: money,
        deliveryTime: requiredText(),
      })
      .strict(),
    legal: z
      .object({
        complaintsBookUrl: z.string().url('must be a URL'),
        disputeResolution: z.object({ name: requiredText(), url: z.string().url('must be a URL') }).strict(),
        courtDistrict: requiredText(),
        dataProtectionAuthority: z
          .object({ name: requiredText(), url: z.string().url('must be a URL') })
          .strict(),
      })
      .strict(),
  })
  .strict();
export type Business = z.infer<typeof businessSchema>;

/** Everything the app bundles from content/settings/. */
export type SiteSettings = {
  business: Business;
  categories: Category[];
  testimonials: z.infer<typeof testimonialsFileSchema>;
};
