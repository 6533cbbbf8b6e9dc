// The Decap CMS configuration (public/admin/config.yml), built from the schema module: its
// collections and settings files, each field of them made by cms-fields.ts (the widget its type
// needs, its Portuguese label and hint from src/lib/field-texts.ts) from what schema-fields.ts
// reads of the schema, and the choices the settings give (categories, subcategories).
// `npm run content` writes it; Git ignores it (it follows the content).
import { stringify } from 'yaml';
import { z } from 'zod';
import { COURSE_TYPE_LABELS } from '../../src/lib/courses.ts';
import {
  businessSchema,
  categoriesFileSchema,
  courseFrontMatterSchema,
  courseTypes,
  heroFileSchema,
  heroToneLabels,
  heroTones,
  pageFrontMatterSchema,
  pageSchemas,
  postFrontMatterSchema,
  productFrontMatterSchema,
  testimonialsFileSchema,
  TEXT_LIMITS,
} from '../../src/lib/schema.ts';
import {
  bodyField,
  buildFields,
  LONG_TEXT_EDITOR,
  mediaFolder,
  PRODUCT_DESCRIPTION_EDITOR,
  type Option,
  type FieldSource,
  type Override,
} from './cms-fields.ts';
import { fieldsOf } from './schema-fields.ts';
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

export type CmsCollection = { name: string; label: string; [option: string]: unknown };
export type CmsConfig = { collections: CmsCollection[]; [option: string]: unknown };

/** The repository the production CMS commits to: CMS_GITHUB_REPO, else Netlify's REPOSITORY_URL, else the default. */
export function githubRepo(env: CmsEnv): string {
  const explicit = env.CMS_GITHUB_REPO?.trim();
  if (explicit) return explicit;
  const match = /github\.com[/:]([^/]+\/[^/]+?)(?:\.git)?\/?$/.exec(env.REPOSITORY_URL?.trim() ?? '');
  return match?.[1] ?? DEFAULT_GITHUB_REPO;
}

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
