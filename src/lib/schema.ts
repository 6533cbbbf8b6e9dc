// The content model (docs/architecture.md §3): one schema per collection, shared by the
// content build, the app and the in-app admin. Types are inferred from the schemas.
//
// Every message is European Portuguese, written for the shop owner: the build prints them,
// the admin forms and the import show them. A missing required field says the same as an
// empty one ('Nome é obrigatório'), and text is trimmed before it is checked.
import { z } from 'zod';
import { isPublishableUrl } from './url-rule.ts';

// No compiled validators: zod would otherwise probe `new Function` once, which the pages' strict
// Content-Security-Policy refuses and reports as a violation (docs/decisions/007-csp-per-part.md).
z.config({ jitless: true });

/** Left out: absent, `null` (an empty YAML field) or NaN (an empty number input). */
const isMissing = (input: unknown) => input === undefined || input === null || Number.isNaN(input);

// ---------------------------------------------------------------------------------------------
// Limits: the content build, the in-app admin's forms and import, and the CMS's configuration
// all take them from here (docs/decisions/013-content-gate.md).

/** The longest text each kind of field may hold, in characters (after trimming). */
export const TEXT_LIMITS = {
  /** A product's name, a course's or post's title, a page's title. */
  name: 120,
  /** Short free text: a duration, an author, a post's category. */
  label: 80,
  /** One or two sentences: an excerpt, a course's description, a page's description, most settings. */
  short: 500,
  /** A paragraph: the about page's mission, vision and message. */
  paragraph: 2_000,
  /** A product's description, a course's full description. */
  description: 20_000,
  /** A post's content, a page's text. */
  article: 100_000,
  /** Any address (a link, an image). */
  url: 2_000,
} as const;

/** The most images a product may list. */
export const MAX_PRODUCT_IMAGES = 20;

/** The largest file an image field may point at, in bytes (a phone photo is 3 to 5 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The largest video (the testimonials page's), in bytes. */
export const MAX_VIDEO_BYTES = 50 * 1024 * 1024;

/** A count as the owner reads it: 5 000 000 (a space between thousands, as in Portugal). */
export const formatCount = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

/** A text over its limit: 'Nome tem 150 caracteres; o máximo é 120'. */
export const tooLongMessage = (label: string, length: number, max: number) =>
  `${label} tem ${formatCount(length)} caracteres; o máximo é ${formatCount(max)}`;

const lengthOf = (input: unknown) => (typeof input === 'string' ? input.length : 0);

/** Every control character (C0, DEL, C1): what a terminal or a page would obey instead of showing. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The control characters a text of several lines may not hold: all but tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** ANY_CONTROL, for replacing every one. */
const EVERY_CONTROL = new RegExp(ANY_CONTROL.source, 'g');
/** `text` with every control character written as its escape (\u001b), so that a message quoting it shows it. */
export const escapeControls = (text: string) =>
  text.replace(EVERY_CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The longest part of a value a message quotes. */
const QUOTED_LENGTH = 60;

/**
 * A value as a message quotes it: between quotes, control characters escaped, and a long one cut
 * to its start, then its length: '"Gel Pink"', '"Muito longo…" (1 048 576 caracteres)'.
 */
export function quoted(value: string): string {
  if (value.length <= QUOTED_LENGTH) return `"${escapeControls(value)}"`;
  return `"${escapeControls(value.slice(0, QUOTED_LENGTH))}…" (${formatCount(value.length)} caracteres)`;
}

/**
 * A text holding none of `pattern`'s control characters (a single-line text: none at all);
 * the message names the first and where it is.
 */
const withoutControls = <S extends z.ZodString>(schema: S, label: string, pattern: RegExp = ANY_CONTROL) =>
  schema.refine((value) => !pattern.test(value), {
    error: (issue) => textControlProblem(label, typeof issue.input === 'string' ? issue.input : '', pattern),
  });

/**
 * The problem of a text holding a control character (`label` names the field), or undefined: by
 * default a text of several lines, which may hold tabs and line breaks.
 */
export function textControlProblem(
  label: string,
  text: string,
  pattern: RegExp = CONTROL_IN_LINES,
): string | undefined {
  const index = text.search(pattern);
  if (index < 0) return undefined;
  return `${label} tem um carácter de controlo invisível (${escapeControls(text.charAt(index))}, na posição ${index + 1}): apague-o`;
}

/** Required text, trimmed: `required` when missing or blank, at most `max` characters. */
const requiredText = (required: string, label = 'O valor', max: number = TEXT_LIMITS.short) =>
  withoutControls(
    z
      .string({ error: (issue) => (isMissing(issue.input) ? required : `${label} deve ser texto`) })
      .trim()
      // No `abort`: it would also stop the size rule of a list holding this text (see `exactly`).
      .min(1, required)
      .max(max, { error: (issue) => tooLongMessage(label, lengthOf(issue.input), max) }),
    label,
    // A name or a label is one line; longer texts may have several (and tabs).
    max >= TEXT_LIMITS.short ? CONTROL_IN_LINES : ANY_CONTROL,
  );

/** Runs a list's size rule whenever the value is a list, even when some of its items are wrong. */
const isList = (payload: { value: unknown }) => Array.isArray(payload.value);

/** An empty field (null, blank text: what a form or the CMS writes for a cleared field) is an absent one. */
const blankAsAbsent = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** An optional field left empty (null, blank text) is the same as an absent one. */
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankAsAbsent, schema.optional());

const dateMessage = (label: string) => `${label} deve ser escrita aaaa-mm-dd, por exemplo 2026-03-05`;

/**
 * What the CMS's configuration (scripts/cms/cms-config.ts) needs to know of a text field beyond
 * its type and length, kept as the schema's metadata: a date (a date picker), or the pattern its
 * value must match (the CMS checks it before saving; the schema's own checks stay the rule).
 */
export type CmsFieldMeta = {
  format?: 'date';
  pattern?: string;
  patternMessage?: string;
  minItems?: number;
  maxItems?: number;
};
export const cmsFieldMeta = (schema: z.ZodType): CmsFieldMeta =>
  (z.globalRegistry.get(schema) as CmsFieldMeta | undefined) ?? {};

/**
 * yyyy-mm-dd and a real day of the calendar (2026-13-45 is refused, never rolled over). Text only:
 * the content build reads YAML with the core schema, so an unquoted date stays text.
 */
const isoDate = (label: string, required: string) =>
  z
    .string({ error: (issue) => (isMissing(issue.input) ? required : dateMessage(label)) })
    .trim()
    .min(1, { error: required, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: dateMessage(label), abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${label} não existe no calendário`)
    .meta({ format: 'date' } satisfies CmsFieldMeta);

/** The file types an image of the site may have. */
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.gif', '.svg'] as const;
/** The file types of the testimonials video. */
export const VIDEO_EXTENSIONS = ['.mp4', '.webm'] as const;

/**
 * A path of a file of the site (/images/a.jpg): one leading slash (//host is another site),
 * no backslash, no '..' step out of the site's folder; a path the URL rule accepts
 * (src/lib/url-rule.ts).
 */
export const isSitePath = (value: string) =>
  /^\/(?![/\\])/.test(value) &&
  !value.includes('\\') &&
  !value.split('/').includes('..') &&
  isPublishableUrl(value);

/** A complete https:// address with a host, by the URL rule: never javascript:, data:, http: or //host. */
export const isHttpsUrl = (value: string) => /^https:\/\//i.test(value) && isPublishableUrl(value);

const hasExtension = (value: string, extensions: readonly string[]) => {
  const name = value.toLowerCase().split(/[?#]/)[0] ?? '';
  return extensions.some((extension) => name.endsWith(extension));
};

/** The kinds of file a site path may point at: what it must end with, and its name in messages. */
const fileKinds = {
  image: { extensions: IMAGE_EXTENSIONS, noun: 'imagem' },
  video: { extensions: VIDEO_EXTENSIONS, noun: 'vídeo' },
} as const;

/**
 * A picture (or the video): a file of the site (/images/...), which the content build checks
 * exists under public/, or a complete https:// address.
 */
const mediaUrl = (label: string, required: string, kind: keyof typeof fileKinds = 'image') => {
  const { extensions, noun } = fileKinds[kind];
  const wrong = `${label} deve ser um caminho do site começado por / (por exemplo /images/foto.jpg) ou um endereço https://`;
  const wrongType = `${label} deve ser um ficheiro de ${noun} (${extensions.join(', ')})`;
  // One message per mistake: each rule lets pass what an earlier one reports. (No `abort`: it
  // would also stop the size rule of the list holding the address, see `exactly`.)
  const tooLong = (value: string) => value.length > TEXT_LIMITS.url;
  const url = z
    .string({ error: (issue) => (isMissing(issue.input) ? required : wrong) })
    .trim()
    .min(1, required)
    .max(TEXT_LIMITS.url, {
      error: (issue) => tooLongMessage(label, lengthOf(issue.input), TEXT_LIMITS.url),
    })
    .refine((value) => value === '' || tooLong(value) || isSitePath(value) || isHttpsUrl(value), wrong)
    .refine((value) => tooLong(value) || !isSitePath(value) || hasExtension(value, extensions), wrongType);
  return withoutControls(url, label);
};
const imageUrl = (label: string, required: string) => mediaUrl(label, required);

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** An amount in euros: above 0, at most two decimals. Left out, it gets the "above 0" message too. */
const money = (label: string) =>
  z
    .number({
      error: (issue) =>
        isMissing(issue.input) ? `${label} deve ser maior que 0` : `${label} deve ser um número`,
    })
    .positive(`${label} deve ser maior que 0`)
    .refine(hasAtMostTwoDecimals, `${label} deve ter no máximo duas casas decimais`);

const wholeNumber = (label: string, required: string) =>
  z
    .number({ error: (issue) => (isMissing(issue.input) ? required : `${label} deve ser um número`) })
    .int(`${label} deve ser um número inteiro`);

const id = wholeNumber('ID', 'ID é obrigatório').positive('ID deve ser maior que 0');

const yesOrNo = (label: string) =>
  z.boolean({ error: `${label} deve ser true (sim) ou false (não)` }).default(false);

/** The message of an item that is not an object at all (a number, a list...). */
const NOT_AN_ITEM = 'Não é um registo válido: deve ser um conjunto de campos';

/** The message of a field the schema does not know (a typing slip, or a field of another collection). */
export const UNKNOWN_FIELD_MESSAGE = 'Campo desconhecido (verifique se o nome está bem escrito)';

// ---------------------------------------------------------------------------------------------
// Collections (their labels and hints for the owner: field-texts.ts)

const productFrontMatterShape = {
  id,
  name: requiredText('Nome é obrigatório', 'Nome', TEXT_LIMITS.name),
  price: money('Preço'),
  salePrice: optional(money('Preço promocional')),
  // Left empty, it is 0 like an absent stock.
  stock: z.preprocess(
    blankAsAbsent,
    z
      .number({ error: 'Stock deve ser um número' })
      .int('Stock deve ser um número inteiro')
      .min(0, 'Stock não pode ser negativo')
      .default(0),
  ),
  // Whether the category and subcategory exist is checked against the shop's categories
  // (src/lib/collections.ts), which names the wrong value.
  category: requiredText('Categoria é obrigatória', 'Categoria', TEXT_LIMITS.label),
  subcategory: optional(requiredText('Subcategoria é obrigatória', 'Subcategoria', TEXT_LIMITS.label)),
  featured: yesOrNo('Destaque'),
  isNew: yesOrNo('Novo'),
  order: optional(wholeNumber('Ordem', 'Ordem é obrigatória').positive('Ordem deve ser maior que 0')),
  images: z
    .array(imageUrl('Imagem', 'Imagem vazia: escreva o endereço ou retire-a da lista'), {
      error: (issue) =>
        isMissing(issue.input)
          ? 'Pelo menos uma imagem é obrigatória'
          : 'Imagens deve ser uma lista de endereços de imagens',
    })
    .min(1, 'Pelo menos uma imagem é obrigatória')
    // A refinement, not .max(): see `exactly` below.
    .refine((images) => images.length <= MAX_PRODUCT_IMAGES, {
      error: `No máximo ${MAX_PRODUCT_IMAGES} imagens por produto`,
      when: isList,
    })
    .meta({ maxItems: MAX_PRODUCT_IMAGES } satisfies CmsFieldMeta),
};

/** A product file's front matter; its text below the front matter is the description. */
export const productFrontMatterSchema = z.strictObject(productFrontMatterShape, { error: NOT_AN_ITEM });

/** A product as the site and the admin hold it: `slug` is derived from the name (src/lib/slug.ts). */
export const productSchema = z.strictObject(
  {
    ...productFrontMatterShape,
    slug: z.string({ error: 'Endereço é obrigatório' }),
    description: requiredText('Descrição é obrigatória', 'Descrição', TEXT_LIMITS.description),
  },
  { error: NOT_AN_ITEM },
);
/**
 * The HTML of a rich-text field, made and sanitised by the content build (scripts/content/rich-text.ts)
 * and published beside its text. It is never an input: every schema here leaves it out, and the
 * collection rules (src/lib/collections.ts) drop it from whatever they check (an import, a form, a
 * local copy), so only the build writes it. Absent, the page renders the text itself.
 */
type BuiltHtml<K extends string> = { readonly [key in K]?: string };

export type Product = z.infer<typeof productSchema> & BuiltHtml<'descriptionHtml'>;

export const courseTypes = ['presencial', 'online', 'privado'] as const;
export type CourseType = (typeof courseTypes)[number];

const courseFrontMatterShape = {
  id,
  title: requiredText('Título é obrigatório', 'Título', TEXT_LIMITS.name),
  description: requiredText('Descrição é obrigatória', 'Descrição'),
  price: money('Preço'),
  duration: requiredText('Duração é obrigatória', 'Duração', TEXT_LIMITS.label),
  image: imageUrl('Imagem', 'Imagem é obrigatória'),
  type: z.enum(courseTypes, {
    error: (issue) =>
      isMissing(issue.input) ? 'Tipo é obrigatório' : 'Tipo deve ser presencial, online ou privado',
  }),
  featured: yesOrNo('Destaque'),
};

/** A course file's front matter; its text below the front matter is the full description. */
export const courseFrontMatterSchema = z.strictObject(courseFrontMatterShape, { error: NOT_AN_ITEM });

/**
 * A course as the admin saves it and the content build publishes it: the full description is
 * required there (every published course has one).
 */
export const courseSchema = z.strictObject(
  {
    ...courseFrontMatterShape,
    fullDescription: requiredText(
      'Descrição completa é obrigatória',
      'Descrição completa',
      TEXT_LIMITS.description,
    ),
  },
  { error: NOT_AN_ITEM },
);
/** The public pages still show a course without a full description (its section is left out). */
export type Course = Omit<z.infer<typeof courseSchema>, 'fullDescription'> & {
  fullDescription?: string;
} & BuiltHtml<'fullDescriptionHtml'>;

/** courses.json: the courses and the version of their publication (docs/decisions/002-courses-version.md). */
export type CoursesFile = { version: number; courses: Course[] };

const postFrontMatterShape = {
  id,
  title: requiredText('Título é obrigatório', 'Título', TEXT_LIMITS.name),
  excerpt: requiredText('Resumo é obrigatório', 'Resumo'),
  image: imageUrl('Imagem', 'Imagem é obrigatória'),
  date: isoDate('Data', 'Data é obrigatória'),
  author: requiredText('Autor é obrigatório', 'Autor', TEXT_LIMITS.label),
  category: requiredText('Categoria é obrigatória', 'Categoria', TEXT_LIMITS.label),
};

/** A post file's front matter; its text below the front matter is the content. */
export const postFrontMatterSchema = z.strictObject(postFrontMatterShape, { error: NOT_AN_ITEM });

/** A blog post as the site and the admin hold it: `slug` is derived from the title. */
export const postSchema = z.strictObject(
  {
    ...postFrontMatterShape,
    slug: z.string({ error: 'Endereço é obrigatório' }),
    content: requiredText('Conteúdo é obrigatório', 'Conteúdo', TEXT_LIMITS.article),
  },
  { error: NOT_AN_ITEM },
);
export type BlogPost = z.infer<typeof postSchema> & BuiltHtml<'contentHtml'>;

// ---------------------------------------------------------------------------------------------
// Pages and settings. Their messages carry no label (the build prints the field's name before
// each message); the CMS shows the labels and hints of field-texts.ts.

const settingText = requiredText('Campo obrigatório');
const paragraphText = requiredText('Campo obrigatório', 'O valor', TEXT_LIMITS.paragraph);
const SLUG_MESSAGE =
  'Deve ser um identificador de endereço: letras minúsculas sem acentos, algarismos e hífenes';
const slugText = z
  .string({ error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : SLUG_MESSAGE) })
  .max(TEXT_LIMITS.label, {
    error: (issue) => tooLongMessage('O valor', lengthOf(issue.input), TEXT_LIMITS.label),
    abort: true,
  })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, SLUG_MESSAGE);
const settingImage = imageUrl('A imagem', 'Campo obrigatório');
const HTTPS_MESSAGE = 'Deve ser um endereço web completo, começado por https://';
/** A link or a map of the settings: a complete https:// address (never javascript:, data:, http:). */
const settingUrl = withoutControls(
  z
    .string({ error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : HTTPS_MESSAGE) })
    .trim()
    .min(1, { error: 'Campo obrigatório', abort: true })
    .max(TEXT_LIMITS.url, {
      error: (issue) => tooLongMessage('O endereço', lengthOf(issue.input), TEXT_LIMITS.url),
      abort: true,
    })
    .refine(isHttpsUrl, HTTPS_MESSAGE),
  'O endereço',
).meta({ pattern: '^https://', patternMessage: 'um endereço começado por https://' } satisfies CmsFieldMeta);
const settingEmail = z
  .email({
    error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : 'Deve ser um endereço de email'),
  })
  .max(254, 'Deve ser um endereço de email');
const settingMoney = money('O valor');
/** A group of settings (the address, the chat...): every field of `shape`, no other. */
const settingGroup = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : 'Deve ser um grupo de campos'),
  });
/**
 * A list of exactly `count` items. A refinement, not zod's .length(): zod skips its size checks
 * once an item is wrong, and checks an oversized list before its items, so one of the two
 * problems would be missing from the report.
 */
const exactly = <T extends z.ZodType>(list: z.ZodArray<T>, count: number, message: string) =>
  list
    .refine((items) => items.length === count, { error: message, when: isList })
    .meta({ minItems: count, maxItems: count } satisfies CmsFieldMeta);
const settingList = <T extends z.ZodType>(item: T) =>
  z.array(item, {
    error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : 'Deve ser uma lista'),
  });

/** Long pages (about, privacy, terms): title, revision date and page-specific fields. */
export const pageFrontMatterSchema = z
  .object(
    {
      title: requiredText('Campo obrigatório', 'O título', TEXT_LIMITS.name),
      updated: isoDate('A data', 'Campo obrigatório'),
      description: settingText,
    },
    { error: 'Deve ser uma lista de linhas "campo: valor"' },
  )
  .passthrough();
export type PageFrontMatter = z.infer<typeof pageFrontMatterSchema>;
export type Page = PageFrontMatter & { name: string; body: string } & BuiltHtml<'bodyHtml'>;

/** The about page (content/pages/sobre.md) has fields of its own: mission, vision, 4 values, a message. */
export const ABOUT_VALUES_COUNT = 4;
export const aboutPageFrontMatterSchema = pageFrontMatterSchema.extend({
  mission: paragraphText,
  vision: paragraphText,
  values: exactly(
    settingList(settingGroup({ title: settingText, text: settingText })),
    ABOUT_VALUES_COUNT,
    `Deve ter exatamente ${ABOUT_VALUES_COUNT} valores`,
  ),
  message: paragraphText,
});
export type AboutContent = z.infer<typeof aboutPageFrontMatterSchema> & {
  name: string;
  body: string;
} & BuiltHtml<'bodyHtml'>;

/** The pages with fields of their own, by file name; the others follow pageFrontMatterSchema. */
export const pageSchemas: Readonly<Record<string, typeof pageFrontMatterSchema>> = {
  sobre: aboutPageFrontMatterSchema,
};

const subcategorySchema = settingGroup({ id, name: settingText, slug: slugText });
export const categorySchema = settingGroup({
  id,
  name: settingText,
  slug: slugText,
  image: settingImage,
  subcategories: settingList(subcategorySchema).default([]),
});
export type Category = z.infer<typeof categorySchema>;
export type Subcategory = z.infer<typeof subcategorySchema>;
export const categoriesFileSchema = settingGroup({
  categories: settingList(categorySchema).min(1, 'Deve haver pelo menos uma categoria'),
});

export const testimonialSchema = settingGroup({ id, image: settingImage, alt: settingText });
export type Testimonial = z.infer<typeof testimonialSchema>;
export const testimonialsFileSchema = settingGroup({
  video: optional(mediaUrl('O vídeo', 'Campo obrigatório', 'video')),
  videoPoster: optional(settingImage),
  images: exactly(settingList(testimonialSchema), 15, 'Deve ter exatamente 15 imagens'),
});

const dayHours = settingGroup({ days: settingText, hours: settingText });
const nameAndUrl = settingGroup({ name: settingText, url: settingUrl });
export const businessSchema = settingGroup({
  name: settingText,
  legalName: settingText,
  nif: settingText,
  founder: settingText,
  tagline: settingText,
  email: settingEmail,
  phone: settingText,
  address: settingGroup({
    street: settingText,
    postalCode: settingText,
    city: settingText,
    district: settingText,
  }),
  openingHours: settingList(dayHours).min(1, 'Deve ter pelo menos um horário'),
  mapEmbedUrl: settingUrl,
  mapLinkUrl: settingUrl,
  chat: settingGroup({
    number: z
      .string({ error: (issue) => (isMissing(issue.input) ? 'Campo obrigatório' : 'Deve ser texto') })
      .regex(
        /^\d{9,15}$/,
        'Deve ser o número em formato internacional, só algarismos (por exemplo 351912345678)',
      ),
    defaultMessage: settingText,
    courseMessage: settingText,
    shopMessage: settingText,
  }),
  social: settingList(nameAndUrl),
  payment: settingGroup({
    mbwayNumber: settingText,
    bank: settingGroup({
      bankName: settingText,
      accountHolder: settingText,
      iban: settingText,
      bic: settingText,
    }),
  }),
  shipping: settingGroup({
    fee: settingMoney,
    freeShippingThreshold: settingMoney,
    deliveryTime: settingText,
  }),
  legal: settingGroup({
    complaintsBookUrl: settingUrl,
    disputeResolution: nameAndUrl,
    courtDistrict: settingText,
    dataProtectionAuthority: nameAndUrl,
  }),
});
export type Business = z.infer<typeof businessSchema>;

/** The tones of a hero slide: light slides take dark text and buttons, dark ones light buttons. */
export const heroTones = ['light', 'dark'] as const;
export const heroToneLabels: Record<(typeof heroTones)[number], string> = { light: 'Claro', dark: 'Escuro' };

/** A slide of the home page's hero: its picture shows the collection (subcategory) its button leads to. */
export const heroSlideSchema = settingGroup({
  image: settingImage,
  tone: z.enum(heroTones, {
    error: (issue) =>
      isMissing(issue.input) ? 'Campo obrigatório' : 'Deve ser light (claro) ou dark (escuro)',
  }),
  // Whether the category and subcategory exist is checked against categories.yml by the content build.
  category: slugText,
  subcategory: slugText,
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;
export const heroFileSchema = settingGroup({
  slides: settingList(heroSlideSchema).min(1, 'Deve ter pelo menos um diapositivo'),
});

/** Everything the app bundles from content/settings/. */
export type SiteSettings = {
  business: Business;
  categories: Category[];
  testimonials: z.infer<typeof testimonialsFileSchema>;
  hero: z.infer<typeof heroFileSchema>;
};

// ---------------------------------------------------------------------------------------------
// Problems

/** One problem of a value checked against a schema: where (field path) and what, in Portuguese. */
export type FieldProblem = { path: (string | number)[]; message: string };

/** The schema's issues as problems, one per unknown field, in the order the schema found them. */
export function fieldProblems(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  for (const issue of issues) {
    const path = issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key));
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) problems.push({ path: [...path, key], message: UNKNOWN_FIELD_MESSAGE });
    } else {
      problems.push({ path, message: issue.message });
    }
  }
  return problems;
}
