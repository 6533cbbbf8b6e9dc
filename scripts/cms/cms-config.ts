// The Decap CMS configuration (public/admin/config.yml), built from the schema module: every
// field of every collection and settings file, with the widget its type needs, its Portuguese
// label and hint (src/lib/schema.ts), and the choices the settings give (categories,
// subcategories). `npm run content` writes it; Git ignores it (it follows the content).
import { stringify } from 'yaml';
import { z } from 'zod';
import { COURSE_TYPE_LABELS } from '../../src/lib/courses.ts';
import {
  businessSchema,
  categoriesFileSchema,
  courseFrontMatterSchema,
  courseTypes,
  type CmsFieldMeta,
  formatCount,
  heroFileSchema,
  heroToneLabels,
  heroTones,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  pageFrontMatterSchema,
  pageSchemas,
  postFrontMatterSchema,
  productFrontMatterSchema,
  testimonialsFileSchema,
  TEXT_LIMITS,
} from '../../src/lib/schema.ts';
import {
  fieldHints,
  fieldLabels,
  listItemLabels,
  pageFields,
  settingsFields,
  settingsFileLabels,
  type FieldText,
  type SettingsFile,
} from '../../src/lib/field-texts.ts';

/** The repository the production CMS commits to when neither CMS_GITHUB_REPO nor REPOSITORY_URL is set. */
export const DEFAULT_GITHUB_REPO = 'atelier-unhas-de-gel/gel-nails-site';

/** The build-time variables the configuration reads (all optional). */
export type CmsEnv = {
  /** owner/name of the GitHub repository the CMS commits to. */
  CMS_GITHUB_REPO?: string | undefined;
  /** Set by Netlify: the repository's URL, e.g. https://github.com/owner/name. */
  REPOSITORY_URL?: string | undefined;
  /**
   * Set by Netlify: the site's main URL. (Not SITE_URL: the browser tests build with a local one,
   * which would rewrite the checked-in file.)
   */
  URL?: string | undefined;
};

/** What the configuration takes from the content: the shop's categories, the pages, the blog's categories. */
export type CmsConfigInput = {
  categories: readonly {
    slug: string;
    name: string;
    subcategories: readonly { slug: string; name: string }[];
  }[];
  pages: readonly { name: string; title: string }[];
  blogCategories: readonly string[];
};

/** One field of the configuration; widget-specific options beside the common ones. */
export type CmsField = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: false;
  default?: unknown;
  fields?: CmsField[];
  field?: CmsField;
  [option: string]: unknown;
};

export type CmsCollection = { name: string; label: string; [option: string]: unknown };
export type CmsConfig = { collections: CmsCollection[]; [option: string]: unknown };

/** The field written below the front matter: Decap names it `body`. */
export const BODY_FIELD = 'body';

/** The repository the production CMS commits to: CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL, else the default. */
export function githubRepo(env: CmsEnv): string {
  const explicit = env.CMS_GITHUB_REPO?.trim();
  if (explicit) return explicit;
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL?.trim() ?? '');
  return match?.[1] ?? DEFAULT_GITHUB_REPO;
}

// ---------------------------------------------------------------------------------------------
// Reading a zod schema: what the CMS needs to know about each field. zod's public
// z.toJSONSchema gives each field's type and limits (its output side: a preprocessed field is
// the schema it becomes), with the schema module's CMS metadata (cmsFieldMeta) merged in.

/** A field as JSON Schema, with the CMS metadata of the schema module. */
type JsonField = Omit<CmsFieldMeta, 'format'> & {
  type?: string;
  format?: string;
  properties?: Record<string, JsonField>;
  required?: readonly string[];
  items?: JsonField;
  enum?: readonly string[];
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

/** The fields of an object schema, in the order of its shape, and which of them are required. */
type Fields = { properties: Record<string, JsonField>; required: readonly string[] };

const objectFields = (node: JsonField): Fields => ({
  properties: node.properties ?? {},
  required: node.required ?? [],
});

/** The fields of a zod object schema (the front matter of a collection, a settings file). */
export function fieldsOf(schema: z.ZodObject): Fields {
  return objectFields(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonField);
}

type Kind =
  | { type: 'string'; max?: number; pattern?: { regex: string; message: string } }
  | { type: 'number'; int: boolean; min?: number; exclusiveMin: boolean }
  | { type: 'boolean' }
  | { type: 'date' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'object'; fields: Fields }
  | { type: 'list'; element: JsonField; min?: number; max?: number };

type FieldInfo = { kind: Kind; optional: boolean; default?: unknown };

/**
 * What the CMS needs of one field. `required`: whether its object requires it; a field with a
 * default is optional to the owner, though the output always has it.
 */
export function inspectField(node: JsonField, required: boolean): FieldInfo {
  const optional = !required || node.default !== undefined;
  const info = { optional, ...(node.default !== undefined && { default: node.default }) };
  if (node.format === 'date') return { kind: { type: 'date' }, ...info };
  if (node.enum !== undefined) return { kind: { type: 'enum', values: node.enum }, ...info };
  switch (node.type) {
    case 'string': {
      // Only a pattern of the CMS metadata, which comes with its message: a regex of the schema
      // alone is the content build's business.
      const pattern =
        node.patternMessage === undefined || node.pattern === undefined
          ? undefined
          : { regex: node.pattern, message: node.patternMessage };
      const kind: Kind = {
        type: 'string',
        ...(node.maxLength !== undefined && { max: node.maxLength }),
        ...(pattern && { pattern }),
      };
      return { kind, ...info };
    }
    case 'boolean':
      return { kind: { type: 'boolean' }, ...info };
    case 'integer':
    case 'number': {
      // A whole number's own bound (the safe-integer range) is no limit for the owner.
      const inclusive =
        node.minimum !== undefined && node.minimum > Number.MIN_SAFE_INTEGER ? node.minimum : undefined;
      const min = node.exclusiveMinimum ?? inclusive;
      const kind: Kind = {
        type: 'number',
        int: node.type === 'integer',
        ...(min !== undefined && { min }),
        exclusiveMin: node.exclusiveMinimum !== undefined,
      };
      return { kind, ...info };
    }
    case 'object':
      return { kind: { type: 'object', fields: objectFields(node) }, ...info };
    case 'array': {
      if (node.items === undefined) break;
      const kind: Kind = {
        type: 'list',
        element: node.items,
        ...(node.minItems !== undefined && { min: node.minItems }),
        ...(node.maxItems !== undefined && { max: node.maxItems }),
      };
      return { kind, ...info };
    }
  }
  throw new Error(`The CMS configuration cannot represent a field of JSON Schema ${JSON.stringify(node)}`);
}

// ---------------------------------------------------------------------------------------------
// Fields

/** 'No máximo 120 caracteres', as the CMS shows it after the field's label: 'Nome: ...'. */
const lengthMessage = (max: number) => `no máximo ${formatCount(max)} caracteres`;

/**
 * The CMS checks a text against one pattern before saving: the schema's own pattern (an address
 * must start with https://) or else its length. The content build checks both.
 */
function textLimits(kind: { max?: number; pattern?: { regex: string; message: string } }): {
  pattern?: [string, string];
} {
  if (kind.pattern) return { pattern: [kind.pattern.regex, kind.pattern.message] };
  if (kind.max !== undefined) return { pattern: [`^[\\s\\S]{0,${kind.max}}$`, lengthMessage(kind.max)] };
  return {};
}

/**
 * An amount in euros as the CMS holds it (a number, tested as JavaScript prints it: 27.5, 0.01):
 * above 0, at most two decimals. The schema's rule, for the check before saving.
 */
export const AMOUNT_PATTERN: [string, string] = [
  '^(?!0+(\\.0+)?$)\\d+(\\.\\d{1,2})?$',
  'deve ser maior que 0, com no máximo duas casas decimais',
];

/** The largest upload the CMS's media library accepts for a picture or a file field, in bytes. */
const uploadLimit = (bytes: number) => ({ media_library: { config: { max_file_size: bytes } } });

/** A date stored as yyyy-mm-dd, picked without a time, the same day in every time zone. */
const DATE_OPTIONS = {
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
};

type Option = { label: string; value: string };

/** How a field is shown, beyond what its type says: a widget, options, a media folder... */
type Override = { widget?: string; itemLabel?: string; [option: string]: unknown };

type FieldSource = {
  /** The label and hint of a field, by dotted path (list items' fields follow the list's name). */
  text: (path: string) => FieldText;
  overrides: Record<string, Override>;
};

const mediaFolder = (folder: string) => ({ media_folder: `/public${folder}`, public_folder: folder });

function textOf(source: FieldSource, path: string): FieldText {
  const text = source.text(path);
  if (!text.label) throw new Error(`No label for the field ${path} in the schema module`);
  return text;
}

function buildField(
  name: string,
  node: JsonField,
  required: boolean,
  path: string,
  source: FieldSource,
): CmsField {
  const info = inspectField(node, required);
  const { label, hint } = textOf(source, path);
  const { widget: widgetOverride, itemLabel, ...options } = source.overrides[path] ?? {};
  const common = {
    name,
    label,
    ...(hint !== undefined && { hint }),
    ...(info.optional && { required: false as const }),
    ...(info.default !== undefined && { default: info.default }),
  };
  const { kind } = info;
  switch (kind.type) {
    case 'string': {
      const widget = widgetOverride ?? 'string';
      // A picture or the video: the media library refuses a bigger upload than the build accepts.
      const upload =
        widget === 'image'
          ? uploadLimit(MAX_IMAGE_BYTES)
          : widget === 'file'
            ? uploadLimit(MAX_VIDEO_BYTES)
            : {};
      // A choice needs no pattern: its values are the options. Nor a picture or a file: Decap
      // checks the pattern against the value its media widget holds, which is not always the
      // path it writes (the content build checks the path and the file).
      const limits = ['select', 'subcategory', 'image', 'file'].includes(widget) ? {} : textLimits(kind);
      return { ...common, widget, ...limits, ...upload, ...options };
    }
    case 'boolean':
      return { ...common, widget: 'boolean', ...options };
    case 'date':
      return { ...common, widget: 'datetime', ...DATE_OPTIONS, ...options };
    case 'enum':
      return { ...common, widget: 'select', ...options };
    case 'number': {
      if (name === 'id') return { ...common, widget: 'numeric-id', ...options };
      // Amounts in euros (above 0, in cents) are checked by a pattern with a message in words:
      // Decap writes a `min` into its message as JavaScript prints it ('pelo menos 0.01'), not as
      // the site writes amounts. Whole numbers keep their `min` (0 and 1 read the same).
      if (!kind.int && kind.min === 0 && kind.exclusiveMin) {
        return {
          ...common,
          widget: 'number',
          value_type: 'float',
          step: 0.01,
          pattern: AMOUNT_PATTERN,
          ...options,
        };
      }
      const min =
        kind.min === undefined ? undefined : kind.exclusiveMin ? kind.min + (kind.int ? 1 : 0.01) : kind.min;
      return {
        ...common,
        widget: 'number',
        value_type: kind.int ? 'int' : 'float',
        ...(min !== undefined && { min }),
        ...(!kind.int && { step: 0.01 }),
        ...options,
      };
    }
    case 'object':
      return {
        ...common,
        widget: 'object',
        collapsed: false,
        fields: buildFields(kind.fields, source, `${path}.`),
        ...options,
      };
    case 'list': {
      const limits = {
        ...(kind.min !== undefined && { min: kind.min }),
        ...(kind.max !== undefined && { max: kind.max }),
      };
      const element = inspectField(kind.element, true);
      if (element.kind.type === 'object') {
        return {
          ...common,
          widget: 'list',
          ...limits,
          fields: buildFields(element.kind.fields, source, `${path}.`),
          ...options,
        };
      }
      // A list of single values (a product's images): one field per item.
      const item = buildField('item', kind.element, true, `${path}.item`, {
        text: () => ({ label: itemLabel ?? label }),
        overrides: { [`${path}.item`]: { widget: widgetOverride } },
      });
      const { required: _required, ...itemField } = item;
      return { ...common, widget: 'list', ...limits, field: itemField, ...options };
    }
  }
}

function buildFields(fields: Fields, source: FieldSource, prefix = ''): CmsField[] {
  return Object.entries(fields.properties).map(([name, node]) =>
    buildField(name, node, fields.required.includes(name), `${prefix}${name}`, source),
  );
}

/** The text below the front matter, at most `max` characters (TEXT_LIMITS in the schema module). */
const bodyField = (
  label: string,
  hint: string | undefined,
  max: number,
  options: Record<string, unknown> = {},
): CmsField => ({
  name: BODY_FIELD,
  label,
  widget: 'markdown',
  ...(hint !== undefined && { hint }),
  ...textLimits({ max }),
  ...options,
});

/**
 * The long texts (a course's programme, a post, a page) offer Decap's image component only: its
 * code block edits in Decap's code widget, whose settings are in English with no way to translate
 * them (docs/decisions/019-cms-in-portuguese.md); a code block typed as Markdown still works.
 */
const LONG_TEXT_EDITOR = { editor_components: ['image'] };

/**
 * A product's description is Markdown rendered as a post's text is: the editor offers what fits a
 * description (no headings, quotes, code or pictures in its text; the product has its own images).
 */
const PRODUCT_DESCRIPTION_EDITOR = {
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
};

/** The shop's categories as choices. */
function categoryOptions(input: CmsConfigInput): Option[] {
  return input.categories.map((category) => ({ label: category.name, value: category.slug }));
}

/**
 * Every subcategory as a choice, 'Categoria › Subcategoria'. Two categories may have a subcategory
 * of the same address: one choice names both. A product's field shows only the chosen category's
 * (the `subcategory` widget, src/cms/subcategory-widget.tsx); a hero slide's shows them all.
 */
function subcategoryOptions(input: CmsConfigInput): Option[] {
  const labels = new Map<string, string[]>();
  for (const category of input.categories) {
    for (const sub of category.subcategories) {
      labels.set(sub.slug, [...(labels.get(sub.slug) ?? []), `${category.name} › ${sub.name}`]);
    }
  }
  return [...labels].map(([value, names]) => ({ label: names.join(' / '), value }));
}

const collectionText =
  <C extends keyof typeof fieldLabels>(collection: C) =>
  (path: string): FieldText => {
    const labels: Record<string, string> = fieldLabels[collection];
    const hints: Partial<Record<string, string>> = fieldHints[collection];
    const label = labels[path] ?? '';
    const hint = hints[path];
    return hint === undefined ? { label } : { label, hint };
  };

const tableText =
  (table: Record<string, FieldText>) =>
  (path: string): FieldText =>
    table[path] ?? { label: '' };

// ---------------------------------------------------------------------------------------------
// Collections

const FOLDER_COLLECTION = { extension: 'md', format: 'frontmatter', create: true, slug: '{{slug}}' } as const;

function productsCollection(input: CmsConfigInput): CmsCollection {
  const source: FieldSource = {
    text: collectionText('products'),
    overrides: {
      category: { widget: 'select', options: categoryOptions(input) },
      // Decap's select narrowed to the chosen category's subcategories (src/cms/subcategory-widget.tsx).
      subcategory: { widget: 'subcategory', options: subcategoryOptions(input) },
      images: {
        widget: 'image',
        itemLabel: listItemLabels.products.images,
        label_singular: listItemLabels.products.images,
      },
    },
  };
  return {
    name: 'products',
    label: 'Produtos',
    label_singular: 'Produto',
    description: 'Os produtos da loja: preço, stock, categoria, imagens e descrição.',
    folder: 'content/products',
    ...FOLDER_COLLECTION,
    identifier_field: 'name',
    ...mediaFolder('/images/products'),
    summary: '{{name}} — {{price}} € — stock {{stock}}',
    sortable_fields: ['name', 'price', 'stock', 'order'],
    view_filters: [
      { label: 'Em destaque', field: 'featured', pattern: true },
      { label: 'Novos', field: 'isNew', pattern: true },
      { label: 'Esgotados', field: 'stock', pattern: '^0$' },
      ...input.categories.map((category) => ({
        label: category.name,
        field: 'category',
        pattern: `^${category.slug}$`,
      })),
    ],
    view_groups: [{ label: 'Categoria', field: 'category' }],
    fields: [
      ...buildFields(fieldsOf(productFrontMatterSchema), source),
      bodyField(
        fieldLabels.products.description,
        fieldHints.products.description,
        TEXT_LIMITS.description,
        PRODUCT_DESCRIPTION_EDITOR,
      ),
    ],
  };
}

function coursesCollection(): CmsCollection {
  const source: FieldSource = {
    text: collectionText('courses'),
    overrides: {
      description: { widget: 'text' },
      image: { widget: 'image' },
      type: { options: courseTypes.map((type) => ({ label: COURSE_TYPE_LABELS[type], value: type })) },
    },
  };
  return {
    name: 'courses',
    label: 'Formações',
    label_singular: 'Formação',
    description: 'As formações: preço, duração, tipo, imagem e programa.',
    folder: 'content/courses',
    ...FOLDER_COLLECTION,
    identifier_field: 'title',
    ...mediaFolder('/images/courses'),
    summary: '{{title}} — {{type}} — {{price}} €',
    sortable_fields: ['title', 'price', 'type'],
    view_filters: [
      { label: 'Em destaque', field: 'featured', pattern: true },
      ...courseTypes.map((type) => ({
        label: COURSE_TYPE_LABELS[type],
        field: 'type',
        pattern: `^${type}$`,
      })),
    ],
    view_groups: [{ label: fieldLabels.courses.type, field: 'type' }],
    fields: [
      ...buildFields(fieldsOf(courseFrontMatterSchema), source),
      bodyField(
        fieldLabels.courses.fullDescription,
        fieldHints.courses.fullDescription,
        TEXT_LIMITS.description,
        LONG_TEXT_EDITOR,
      ),
    ],
  };
}

function blogCollection(input: CmsConfigInput): CmsCollection {
  const source: FieldSource = {
    text: collectionText('posts'),
    overrides: {
      excerpt: { widget: 'text' },
      image: { widget: 'image' },
      // A new post is dated today.
      date: { default: '{{now}}' },
    },
  };
  return {
    name: 'blog',
    label: 'Blog',
    label_singular: 'Artigo',
    description: 'Os artigos do blog.',
    folder: 'content/blog',
    ...FOLDER_COLLECTION,
    identifier_field: 'title',
    ...mediaFolder('/images/blog'),
    summary: '{{title}} ({{date}})',
    sortable_fields: [{ field: 'date', default_sort: 'desc' }, 'title'],
    ...(input.blogCategories.length > 0 && {
      view_filters: input.blogCategories.map((category) => ({
        label: category,
        field: 'category',
        pattern: `^${escapeRegExp(category)}$`,
      })),
    }),
    view_groups: [{ label: fieldLabels.posts.category, field: 'category' }],
    fields: [
      ...buildFields(fieldsOf(postFrontMatterSchema), source),
      bodyField(fieldLabels.posts.content, fieldHints.posts.content, TEXT_LIMITS.article, LONG_TEXT_EDITOR),
    ],
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One entry per page file: each page has the fields of its own schema (the about page's mission, values...). */
function pagesCollection(input: CmsConfigInput): CmsCollection {
  const source: FieldSource = {
    text: tableText(pageFields),
    overrides: {
      description: { widget: 'text' },
      mission: { widget: 'text' },
      vision: { widget: 'text' },
      values: { label_singular: 'Valor' },
      'values.text': { widget: 'text' },
      message: { widget: 'text' },
    },
  };
  return {
    name: 'pages',
    label: 'Páginas',
    label_singular: 'Página',
    description: 'As páginas de texto: sobre nós, privacidade, termos e condições.',
    format: 'frontmatter',
    create: false,
    delete: false,
    ...mediaFolder('/images/uploads'),
    files: input.pages.map((page) => ({
      name: page.name,
      label: page.title,
      file: `content/pages/${page.name}.md`,
      fields: [
        ...buildFields(fieldsOf(pageSchemas[page.name] ?? pageFrontMatterSchema), source),
        bodyField(pageFields.body.label, pageFields.body.hint, TEXT_LIMITS.article, LONG_TEXT_EDITOR),
      ],
    })),
  };
}

const settingsSchemas = {
  business: businessSchema,
  categories: categoriesFileSchema,
  testimonials: testimonialsFileSchema,
  hero: heroFileSchema,
} as const satisfies Record<SettingsFile, z.ZodObject>;

function settingsCollection(input: CmsConfigInput): CmsCollection {
  const overrides: Record<SettingsFile, Record<string, Override>> = {
    business: {
      tagline: { widget: 'text' },
      'chat.defaultMessage': { widget: 'text' },
      'chat.courseMessage': { widget: 'text' },
      'chat.shopMessage': { widget: 'text' },
      address: { collapsed: true },
      chat: { collapsed: true },
      payment: { collapsed: true },
      'payment.bank': { collapsed: true },
      shipping: { collapsed: true },
      legal: { collapsed: true },
      'legal.disputeResolution': { collapsed: true },
      'legal.dataProtectionAuthority': { collapsed: true },
      openingHours: { summary: '{{fields.days}}: {{fields.hours}}', label_singular: 'Horário' },
      social: { summary: '{{fields.name}}', label_singular: 'Rede social' },
    },
    categories: {
      categories: { summary: '{{fields.name}}', collapsed: true, label_singular: 'Categoria' },
      'categories.image': { widget: 'image', ...mediaFolder('/images/categories') },
      'categories.subcategories': {
        summary: '{{fields.name}}',
        collapsed: true,
        label_singular: 'Subcategoria',
      },
    },
    testimonials: {
      video: { widget: 'file', ...mediaFolder('/media') },
      videoPoster: { widget: 'image', ...mediaFolder('/media') },
      images: { summary: '{{fields.alt}}', collapsed: true, label_singular: 'Fotografia' },
      'images.image': { widget: 'image', ...mediaFolder('/images/testimonials') },
    },
    hero: {
      slides: { summary: '{{fields.category}} › {{fields.subcategory}}', label_singular: 'Diapositivo' },
      'slides.image': { widget: 'image', ...mediaFolder('/images/hero') },
      'slides.tone': { options: heroTones.map((tone) => ({ label: heroToneLabels[tone], value: tone })) },
      'slides.category': { widget: 'select', options: categoryOptions(input) },
      'slides.subcategory': { widget: 'select', options: subcategoryOptions(input) },
    },
  };
  return {
    name: 'settings',
    label: 'Definições',
    label_singular: 'Definições',
    description:
      'Contactos, horário, pagamentos, envios, categorias, testemunhos e destaques da página inicial.',
    delete: false,
    ...mediaFolder('/images/uploads'),
    files: (Object.keys(settingsSchemas) as SettingsFile[]).map((file) => ({
      name: file,
      label: settingsFileLabels[file].label,
      ...(settingsFileLabels[file].hint !== undefined && { description: settingsFileLabels[file].hint }),
      file: `content/settings/${file}.yml`,
      fields: buildFields(fieldsOf(settingsSchemas[file]), {
        text: tableText(settingsFields[file]),
        overrides: overrides[file],
      }),
    })),
  };
}

// ---------------------------------------------------------------------------------------------

/** What the configuration needs from the compiled content. */
export function cmsConfigInput(content: {
  settings: { categories: CmsConfigInput['categories'] };
  pages: readonly { name: string; title: string }[];
  blog: readonly { category: string }[];
}): CmsConfigInput {
  return {
    categories: content.settings.categories,
    pages: content.pages.map(({ name, title }) => ({ name, title })),
    blogCategories: [...new Set(content.blog.map((post) => post.category))].sort((a, b) =>
      a.localeCompare(b, 'pt'),
    ),
  };
}

/** The Decap CMS configuration for the given content and build environment. */
export function buildCmsConfig(input: CmsConfigInput, env: CmsEnv = {}): CmsConfig {
  const siteUrl = env.URL?.trim() ?? '';
  return {
    backend: {
      name: 'github',
      repo: githubRepo(env),
      branch: 'main',
      commit_messages: {
        create: 'Criar {{collection}} “{{slug}}”',
        update: 'Atualizar {{collection}} “{{slug}}”',
        delete: 'Eliminar {{collection}} “{{slug}}”',
        uploadMedia: 'Carregar “{{path}}”',
        deleteMedia: 'Eliminar “{{path}}”',
      },
    },
    publish_mode: 'editorial_workflow',
    local_backend: true,
    locale: 'pt',
    ...(siteUrl && { site_url: siteUrl, display_url: siteUrl }),
    logo: { src: '/images/logo.svg' },
    media_folder: 'public/images/uploads',
    public_folder: '/images/uploads',
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      productsCollection(input),
      coursesCollection(),
      blogCollection(input),
      pagesCollection(input),
      settingsCollection(input),
    ],
  };
}

/** config.yml's text: a header saying where it comes from, then the configuration. */
export function cmsConfigYaml(config: CmsConfig): string {
  const header = [
    '# Generated by `npm run content` (scripts/cms/cms-config.ts) from the schema module',
    '# (src/lib/schema.ts) and the content; not tracked by Git (docs/decisions/014-cms-file-form.md).',
    '# Do not edit: change a label or a hint in src/lib/field-texts.ts, then run `npm run content`.',
  ].join('\n');
  return `${header}\n${stringify(config, { lineWidth: 0, singleQuote: true })}`;
}
