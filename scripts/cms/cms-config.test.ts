import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  businessSchema,
  categoriesFileSchema,
  cmsFieldMeta,
  courseFrontMatterSchema,
  heroFileSchema,
  pageFrontMatterSchema,
  pageSchemas,
  postFrontMatterSchema,
  productFrontMatterSchema,
  testimonialsFileSchema,
} from '../../src/lib/schema.ts';
import { fieldLabels, pageFields, settingsFields, type FieldText } from '../../src/lib/field-texts.ts';
import { compileContent, type CompiledContent } from '../content/compile.ts';
import { formatProblem } from '../content/problems.ts';
import { linkPublicFiles } from '../content/temp-public.ts';
import {
  buildCmsConfig,
  cmsConfigInput,
  DEFAULT_GITHUB_REPO,
  githubRepo,
  type CmsCollection,
  type CmsConfig,
} from './cms-config.ts';
import type { CmsField } from './cms-fields.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let content: CompiledContent;
let config: CmsConfig;

beforeAll(async () => {
  const result = await compileContent(repoRoot, 1);
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
  content = result.content;
  config = buildCmsConfig(cmsConfigInput(content));
});

const collection = (cms: CmsConfig, name: string): CmsCollection => {
  const found = cms.collections.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const fieldsOf = (value: unknown): CmsField[] => (value as { fields: CmsField[] }).fields;
const filesOf = (value: CmsCollection) =>
  value.files as { name: string; label: string; file: string; fields: CmsField[] }[];

describe('public/admin/config.yml', () => {
  it('follows the fixed decisions: GitHub with reviews, local backend, Portuguese, accent-free slugs', () => {
    expect(config).toMatchObject({
      backend: { name: 'github', repo: DEFAULT_GITHUB_REPO, branch: 'main' },
      publish_mode: 'editorial_workflow',
      local_backend: true,
      locale: 'pt',
      media_folder: 'public/images/uploads',
      public_folder: '/images/uploads',
      slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    });
    expect(config).not.toHaveProperty('site_url');
    expect(config.collections.map((c) => [c.name, c.label])).toEqual([
      ['products', 'Produtos'],
      ['courses', 'Formações'],
      ['blog', 'Blog'],
      ['pages', 'Páginas'],
      ['settings', 'Definições'],
    ]);
    expect(collection(config, 'products')).toMatchObject({
      folder: 'content/products',
      media_folder: '/public/images/products',
      public_folder: '/images/products',
    });
    expect(collection(config, 'pages')).toMatchObject({ create: false, delete: false });
    expect(filesOf(collection(config, 'pages')).map((file) => file.file)).toEqual([
      'content/pages/politica-privacidade.md',
      'content/pages/sobre.md',
      'content/pages/termos-condicoes.md',
    ]);
    expect(filesOf(collection(config, 'settings')).map((file) => file.file)).toEqual([
      'content/settings/business.yml',
      'content/settings/categories.yml',
      'content/settings/testimonials.yml',
      'content/settings/hero.yml',
    ]);
  });

  it('takes the repository and the site address from the build environment', () => {
    expect(githubRepo({ CMS_GITHUB_REPO: 'dona/loja' })).toBe('dona/loja');
    expect(githubRepo({ REPOSITORY_URL: 'https://github.com/dona/site.git' })).toBe('dona/site');
    expect(githubRepo({ CMS_GITHUB_REPO: ' ', REPOSITORY_URL: 'https://github.com/dona/site' })).toBe(
      'dona/site',
    );
    expect(githubRepo({ REPOSITORY_URL: 'https://gitlab.com/dona/site' })).toBe(DEFAULT_GITHUB_REPO);
    const withSite = buildCmsConfig(cmsConfigInput(content), { URL: 'https://atelier.example' });
    expect(withSite).toMatchObject({
      site_url: 'https://atelier.example',
      display_url: 'https://atelier.example',
    });
  });

  it('offers every category and subcategory (by address) as a choice', () => {
    const fields = fieldsOf(collection(config, 'products'));
    const options = (name: string) =>
      fields.find((field) => field.name === name)?.options as { value: string }[];
    expect(options('category').map((option) => option.value)).toEqual(
      content.settings.categories.map((c) => c.slug),
    );
    const subcategories = new Set(
      content.settings.categories.flatMap((c) => c.subcategories.map((s) => s.slug)),
    );
    expect(options('subcategory').map((option) => option.value)).toEqual([...subcategories]);
  });
});

// ---------------------------------------------------------------------------------------------
// The schema and the configuration agree: field by field, type, required flag and label.

type Spec = {
  fields: CmsField[];
  shape: Record<string, z.ZodType>;
  label: (path: string) => string | undefined;
  body?: string;
};

/** A schema without its optional/default/preprocess wrappers, and whether it may be left out (and its default). */
function unwrap(schema: z.ZodType): { base: z.ZodType; optional: boolean; default?: unknown } {
  if (schema instanceof z.ZodOptional) return { ...unwrap(schema.unwrap() as z.ZodType), optional: true };
  if (schema instanceof z.ZodDefault) {
    return { ...unwrap(schema.unwrap() as z.ZodType), optional: true, default: schema.def.defaultValue };
  }
  if (schema instanceof z.ZodPipe) {
    if (schema.in instanceof z.ZodTransform) return unwrap(schema.out as z.ZodType);
    return unwrap(schema.in as z.ZodType);
  }
  return { base: schema, optional: false };
}

const isDate = (schema: z.ZodType) => cmsFieldMeta(schema).format === 'date';

const TEXT_WIDGETS = ['string', 'text', 'image', 'file', 'select', 'subcategory', 'markdown'];

/** Every disagreement between the zod shape and the configuration's fields, as readable lines. */
function disagreements(spec: Spec, where: string, prefix = ''): string[] {
  const problems: string[] = [];
  const names = new Set(Object.keys(spec.shape));
  for (const field of spec.fields) {
    if (field.name === 'body' && spec.body !== undefined && prefix === '') {
      if (field.widget !== 'markdown')
        problems.push(`${where} body: widget ${field.widget}, expected markdown`);
      if (field.label !== spec.body)
        problems.push(`${where} body: label "${field.label}", expected "${spec.body}"`);
      if (field.required === false) problems.push(`${where} body: must be required`);
      continue;
    }
    if (!names.has(field.name))
      problems.push(`${where} ${prefix}${field.name}: in the configuration, not in the schema`);
  }
  for (const [name, schema] of Object.entries(spec.shape)) {
    const fieldPath = `${prefix}${name}`;
    const field = spec.fields.find((candidate) => candidate.name === name);
    if (!field) {
      problems.push(`${where} ${fieldPath}: in the schema, not in the configuration`);
      continue;
    }
    const say = (message: string) => problems.push(`${where} ${fieldPath}: ${message}`);
    const label = spec.label(fieldPath);
    if (label === undefined) say('the schema module has no label for it');
    else if (field.label !== label) say(`label "${field.label}", the schema module says "${label}"`);
    const { base, optional, default: defaultValue } = unwrap(schema);
    if (optional !== (field.required === false))
      say(
        optional
          ? 'optional in the schema, required in the CMS'
          : 'required in the schema, optional in the CMS',
      );
    if (defaultValue !== undefined && JSON.stringify(field.default) !== JSON.stringify(defaultValue))
      say(`default ${String(field.default)}, expected ${String(defaultValue)}`);
    problems.push(...widgetProblems(base, field, `${where} ${fieldPath}`, spec, `${fieldPath}.`));
  }
  return problems;
}

function widgetProblems(
  base: z.ZodType,
  field: CmsField,
  where: string,
  spec: Spec,
  prefix: string,
): string[] {
  const wrong = (expected: string) => [
    `${where}: widget ${field.widget}${field.value_type ? ` (${String(field.value_type)})` : ''}, expected ${expected}`,
  ];
  if (base instanceof z.ZodNumber) {
    if (field.name === 'id') return field.widget === 'numeric-id' ? [] : wrong('numeric-id');
    const int = base.format === 'safeint';
    // An amount in euros (above 0): the site's widget, which reads a typed comma.
    const above0 = (base.def.checks ?? []).some((check) => {
      const def = check._zod.def as { check: string; value?: unknown; inclusive?: boolean };
      return def.check === 'greater_than' && def.value === 0 && def.inclusive === false;
    });
    if (!int && above0) return field.widget === 'euros' ? [] : wrong('euros');
    return field.widget === 'number' && field.value_type === (int ? 'int' : 'float')
      ? []
      : wrong(`number (${int ? 'int' : 'float'})`);
  }
  if (base instanceof z.ZodBoolean) return field.widget === 'boolean' ? [] : wrong('boolean');
  if (isDate(base)) {
    return field.widget === 'datetime' && field.format === 'YYYY-MM-DD' && field.time_format === false
      ? []
      : wrong('datetime with format YYYY-MM-DD and no time');
  }
  if (base instanceof z.ZodEnum) {
    const values = (field.options as { value: string }[] | undefined)?.map((option) => option.value);
    return field.widget === 'select' && JSON.stringify(values) === JSON.stringify(base.options)
      ? []
      : wrong(`select of ${base.options.join(', ')}`);
  }
  // Text, and the text formats (email, url).
  if (base instanceof z.ZodString || base instanceof z.ZodStringFormat) {
    if (!TEXT_WIDGETS.includes(field.widget)) return wrong('a text widget');
    if (
      ['select', 'subcategory'].includes(field.widget) &&
      !(Array.isArray(field.options) && field.options.length > 0)
    )
      return wrong('select with options');
    // The CMS checks the schema's pattern (an address) or else its length before saving.
    const max = (base.def.checks ?? [])
      .map((check) => check._zod.def as { check: string; maximum?: number })
      .find((check) => check.check === 'max_length')?.maximum;
    const meta = cmsFieldMeta(base);
    const expected = ['select', 'subcategory', 'image', 'file'].includes(field.widget)
      ? undefined
      : (meta.pattern ?? (max === undefined ? undefined : `^[\\s\\S]{0,${max}}$`));
    const pattern = (field.pattern as [string, string] | undefined)?.[0];
    if (pattern !== expected) return wrong(`the pattern ${String(expected)}, not ${String(pattern)}`);
    return [];
  }
  if (base instanceof z.ZodObject) {
    if (field.widget !== 'object') return wrong('object');
    return disagreements(
      {
        ...spec,
        fields: field.fields ?? [],
        shape: base.shape as Record<string, z.ZodType>,
        body: undefined,
      },
      where.split(' ')[0] ?? '',
      prefix,
    );
  }
  if (base instanceof z.ZodArray) {
    if (field.widget !== 'list') return wrong('list');
    const checks = (base.def.checks ?? []).map(
      (check) => check._zod.def as { check: string; minimum?: number; maximum?: number; length?: number },
    );
    const exact = checks.find((check) => check.check === 'length_equals')?.length;
    const min =
      exact ?? checks.find((check) => check.check === 'min_length')?.minimum ?? cmsFieldMeta(base).minItems;
    const max =
      exact ?? checks.find((check) => check.check === 'max_length')?.maximum ?? cmsFieldMeta(base).maxItems;
    const limits: string[] = [];
    if (field.min !== min) limits.push(`${where}: min ${String(field.min)}, the schema says ${String(min)}`);
    if (field.max !== max) limits.push(`${where}: max ${String(field.max)}, the schema says ${String(max)}`);
    const element = unwrap(base.element as z.ZodType).base;
    if (element instanceof z.ZodObject) {
      return [
        ...limits,
        ...disagreements(
          {
            ...spec,
            fields: field.fields ?? [],
            shape: element.shape as Record<string, z.ZodType>,
            body: undefined,
          },
          where.split(' ')[0] ?? '',
          prefix,
        ),
      ];
    }
    if (!field.field) return [...limits, `${where}: a list of single values needs a \`field\``];
    return [...limits, ...widgetProblems(element, field.field, `${where}[]`, spec, prefix)];
  }
  return [`${where}: the test does not know this zod type`];
}

const collectionLabel = (labels: Record<string, string>) => (fieldPath: string) => labels[fieldPath];
const tableLabel = (table: Record<string, FieldText>) => (fieldPath: string) => table[fieldPath]?.label;

const settingsSchemas = {
  business: businessSchema,
  categories: categoriesFileSchema,
  testimonials: testimonialsFileSchema,
  hero: heroFileSchema,
};

/** Every part of the configuration with the schema it must follow. */
function specs(cms: CmsConfig): [string, Spec][] {
  return [
    [
      'products',
      {
        fields: fieldsOf(collection(cms, 'products')),
        shape: productFrontMatterSchema.shape,
        label: collectionLabel(fieldLabels.products),
        body: fieldLabels.products.description,
      },
    ],
    [
      'courses',
      {
        fields: fieldsOf(collection(cms, 'courses')),
        shape: courseFrontMatterSchema.shape,
        label: collectionLabel(fieldLabels.courses),
        body: fieldLabels.courses.fullDescription,
      },
    ],
    [
      'blog',
      {
        fields: fieldsOf(collection(cms, 'blog')),
        shape: postFrontMatterSchema.shape,
        label: collectionLabel(fieldLabels.posts),
        body: fieldLabels.posts.content,
      },
    ],
    ...filesOf(collection(cms, 'pages')).map((file): [string, Spec] => [
      `pages/${file.name}`,
      {
        fields: file.fields,
        shape: (pageSchemas[file.name] ?? pageFrontMatterSchema).shape,
        label: tableLabel(pageFields),
        body: pageFields.body.label,
      },
    ]),
    ...filesOf(collection(cms, 'settings')).map((file): [string, Spec] => {
      const name = file.name as keyof typeof settingsSchemas;
      return [
        `settings/${file.name}`,
        { fields: file.fields, shape: settingsSchemas[name].shape, label: tableLabel(settingsFields[name]) },
      ];
    }),
  ];
}

const allDisagreements = (cms: CmsConfig) =>
  specs(cms).flatMap(([where, spec]) => disagreements(spec, where));

describe('the schema module and the CMS configuration', () => {
  it('agree on every field: present on both sides, type, required flag, default and label', () => {
    expect(allDisagreements(config)).toEqual([]);
    // Every settings file and every page has its part.
    expect(specs(config).map(([where]) => where)).toEqual([
      'products',
      'courses',
      'blog',
      'pages/politica-privacidade',
      'pages/sobre',
      'pages/termos-condicoes',
      'settings/business',
      'settings/categories',
      'settings/testimonials',
      'settings/hero',
    ]);
  });

  it('disagree when one side changes (the check can fail)', () => {
    const broken = (change: (cms: CmsConfig) => void) => {
      const copy = structuredClone(config);
      change(copy);
      return allDisagreements(copy);
    };
    const products = (cms: CmsConfig) => fieldsOf(collection(cms, 'products'));
    const field = (fields: CmsField[], name: string) => {
      const found = fields.find((candidate) => candidate.name === name);
      if (!found) throw new Error(name);
      return found;
    };
    expect(broken((cms) => (field(products(cms), 'price').label = 'Price'))).toEqual([
      'products price: label "Price", the schema module says "Preço"',
    ]);
    expect(
      broken((cms) =>
        products(cms).splice(
          products(cms).findIndex((f) => f.name === 'stock'),
          1,
        ),
      ),
    ).toEqual(['products stock: in the schema, not in the configuration']);
    expect(broken((cms) => products(cms).push({ name: 'colour', label: 'Cor', widget: 'string' }))).toEqual([
      'products colour: in the configuration, not in the schema',
    ]);
    expect(broken((cms) => (field(products(cms), 'stock').value_type = 'float'))).toEqual([
      'products stock: widget number (float), expected number (int)',
    ]);
    expect(broken((cms) => delete field(products(cms), 'salePrice').required)).toEqual([
      'products salePrice: optional in the schema, required in the CMS',
    ]);
    expect(broken((cms) => (field(fieldsOf(collection(cms, 'blog')), 'date').widget = 'string'))).toEqual([
      'blog date: widget string, expected datetime with format YYYY-MM-DD and no time',
    ]);
    expect(broken((cms) => (field(fieldsOf(collection(cms, 'courses')), 'body').label = 'Programa'))).toEqual(
      ['courses body: label "Programa", expected "Descrição completa"'],
    );
    const business = (cms: CmsConfig) => filesOf(collection(cms, 'settings'))[0]?.fields ?? [];
    expect(
      broken((cms) => (field(field(business(cms), 'shipping').fields ?? [], 'fee').widget = 'string')),
    ).toEqual(['settings/business shipping.fee: widget string, expected euros']);
    const testimonials = (cms: CmsConfig) => filesOf(collection(cms, 'settings'))[2]?.fields ?? [];
    expect(broken((cms) => (field(testimonials(cms), 'images').max = 20))).toEqual([
      'settings/testimonials images: max 20, the schema says 15',
    ]);
  });
});

// ---------------------------------------------------------------------------------------------
// What the CMS writes passes the content build.

// The CMS writes YAML with its own copy of the yaml package (version 1, which folds long lines
// and quotes less than version 2): the tests write with that copy, the way the CMS's YAML
// formatter does (createNode, then a Document's text), keys in the order of the fields.
type YamlV1 = {
  createNode: (value: unknown) => unknown;
  Document: new () => { contents: unknown; toString(): string };
};
const decapYamlLibrary = createRequire(path.join(repoRoot, 'node_modules/decap-cms-core/package.json'))(
  'yaml',
) as YamlV1;

function decapYaml(data: unknown): string {
  const doc = new decapYamlLibrary.Document();
  doc.contents = decapYamlLibrary.createNode(data);
  return doc.toString();
}

/** A Markdown entry as the CMS's front matter formatter writes it (the YAML above between "---" lines), then the body. */
function decapMarkdown(data: Record<string, unknown>): string {
  const { body = '', ...meta } = data as { body?: string };
  const yaml = decapYaml(meta).trim();
  const front = yaml === '{}' ? '' : `---\n${yaml}\n---\n`;
  return `${front}${body.endsWith('\n') ? body : `${body}\n`}`;
}

const NOW = Date.now();
const TODAY = new Date(NOW).toISOString().slice(0, 10);

type Writer = { root: string; images: string[] };

/** The value the CMS writes for `field` when the owner fills it in; images are "uploaded" into the temporary copy. */
function filledValue(
  field: CmsField,
  collectionFolder: string | undefined,
  writer: Writer,
  pick: Record<string, unknown>,
): unknown {
  if (field.name in pick) return pick[field.name];
  switch (field.widget) {
    case 'numeric-id':
      return NOW;
    case 'number':
      return field.value_type === 'int' ? Math.max(3, Number(field.min ?? 0)) : 12.5;
    case 'euros':
      // What src/cms/euros-widget.tsx hands Decap for '12,50': the number.
      return 12.5;
    case 'boolean':
      return true;
    case 'datetime':
      return TODAY;
    case 'select':
    case 'subcategory':
      return (field.options as { value: string }[])[0]?.value;
    case 'image':
    case 'file': {
      const folder = (field.public_folder as string | undefined) ?? collectionFolder ?? '/images/uploads';
      const url = `${folder}/foto-carregada-no-cms.png`;
      writer.images.push(url);
      return url;
    }
    case 'markdown':
      return '## Um título\n\nTexto com **negrito** e uma [ligação](https://example.com).\n';
    case 'object':
      return Object.fromEntries(
        (field.fields ?? []).map((sub) => [sub.name, filledValue(sub, collectionFolder, writer, {})]),
      );
    case 'list': {
      const count = Number(field.min ?? 1);
      return Array.from({ length: count }, (_, index) =>
        field.field
          ? filledValue(field.field, collectionFolder, writer, {})
          : Object.fromEntries(
              (field.fields ?? []).map((sub) => [
                sub.name,
                sub.widget === 'numeric-id' ? NOW + index : filledValue(sub, collectionFolder, writer, {}),
              ]),
            ),
      );
    }
    default:
      return `Texto escrito no CMS (${field.label})`;
  }
}

/** An entry with every optional field cleared: the CMS writes null for a cleared choice, an empty text otherwise. */
function entryWithOptionalsEmpty(
  fields: CmsField[],
  filled: Record<string, unknown>,
): Record<string, unknown> {
  const cleared = (field: CmsField) => (['select', 'subcategory'].includes(field.widget) ? null : '');
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.required === false && field.widget !== 'boolean' ? cleared(field) : filled[field.name],
    ]),
  );
}

describe('entries written by the CMS', () => {
  let root: string;
  let writer: Writer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'cms-entries-'));
    writer = { root, images: [] };
    await linkPublicFiles(root);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  async function freshCopy() {
    await rm(path.join(root, 'content'), { recursive: true, force: true });
    await cp(path.join(repoRoot, 'content'), path.join(root, 'content'), { recursive: true });
  }
  async function write(relative: string, text: string) {
    const file = path.join(root, relative);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  }
  async function uploadImages() {
    for (const url of writer.images.splice(0)) await write(path.join('public', url), 'image');
  }
  async function compileCopy(): Promise<CompiledContent> {
    const result = await compileContent(root, 1);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    return result.content;
  }

  // A product's subcategory must belong to its category: the owner picks a pair that fits.
  const productPick = () => {
    const category = content.settings.categories.find((c) => c.subcategories.length > 0);
    return { category: category?.slug, subcategory: category?.subcategories[0]?.slug, salePrice: 9.9 };
  };

  const folderCases = [
    { name: 'products', folder: 'content/products', pick: productPick, key: 'products' as const },
    { name: 'courses', folder: 'content/courses', pick: () => ({}), key: 'courses' as const },
    { name: 'blog', folder: 'content/blog', pick: () => ({}), key: 'blog' as const },
  ];

  for (const testCase of folderCases) {
    it(`${testCase.name}: a new entry with every field filled in, and one with the optional fields cleared or left out`, async () => {
      await freshCopy();
      const cms = collection(config, testCase.name);
      const fields = fieldsOf(cms);
      const filled = Object.fromEntries(
        fields.map((field) => [
          field.name,
          filledValue(field, cms.public_folder as string, writer, testCase.pick()),
        ]),
      );
      const nameField = testCase.name === 'products' ? 'name' : 'title';
      filled[nameField] = 'Entrada criada no CMS';
      const cleared = {
        ...entryWithOptionalsEmpty(fields, filled),
        id: NOW + 1,
        [nameField]: 'Outra entrada do CMS',
      };
      const omitted = Object.fromEntries(
        Object.entries({ ...filled, id: NOW + 2, [nameField]: 'Terceira entrada do CMS' }).filter(
          ([name]) => fields.find((field) => field.name === name)?.required !== false,
        ),
      );
      await write(`${testCase.folder}/entrada-criada-no-cms.md`, decapMarkdown(filled));
      await write(`${testCase.folder}/outra-entrada-do-cms.md`, decapMarkdown(cleared));
      await write(`${testCase.folder}/terceira-entrada-do-cms.md`, decapMarkdown(omitted));
      await uploadImages();
      const compiled = await compileCopy();
      const items: { id: number }[] =
        testCase.key === 'courses' ? compiled.courses.courses : (compiled[testCase.key] as { id: number }[]);
      const created = items.find((item) => item.id === NOW);
      expect(created).toBeDefined();
      expect(items.some((item) => item.id === NOW + 1)).toBe(true);
      expect(items.some((item) => item.id === NOW + 2)).toBe(true);
      if (testCase.key === 'products') {
        expect(created).toMatchObject({
          price: 12.5,
          stock: 3,
          images: ['/images/products/foto-carregada-no-cms.png'],
        });
        const withCleared = compiled.products.find((item) => item.id === NOW + 1);
        expect(withCleared).toMatchObject({ stock: 0 });
        expect(withCleared).not.toHaveProperty('salePrice');
        expect(withCleared).not.toHaveProperty('subcategory');
        expect(withCleared).not.toHaveProperty('order');
      }
      if (testCase.key === 'blog')
        expect(created).toMatchObject({ date: TODAY, content: expect.stringContaining('## Um título') });
      if (testCase.key === 'courses')
        expect(created).toMatchObject({ fullDescription: expect.stringContaining('**negrito**') });
    });
  }

  it('pages: every page saved with every field rewritten (the about page with its 4 values)', async () => {
    await freshCopy();
    const cms = collection(config, 'pages');
    for (const file of filesOf(cms)) {
      const entry = Object.fromEntries(
        file.fields.map((field) => [field.name, filledValue(field, cms.public_folder as string, writer, {})]),
      );
      await write(file.file, decapMarkdown(entry));
    }
    await uploadImages();
    const compiled = await compileCopy();
    expect(compiled.pages.map((page) => page.name)).toEqual([
      'politica-privacidade',
      'sobre',
      'termos-condicoes',
    ]);
    const about = compiled.pages.find((page) => page.name === 'sobre') as {
      values?: unknown[];
      updated?: string;
    };
    expect(about.values).toHaveLength(4);
    expect(about.updated).toBe(TODAY);
  });

  it('settings: each file as the CMS saves it unchanged, and rewritten from its fields', async () => {
    await freshCopy();
    const cms = collection(config, 'settings');
    // The CMS's writer leaves times unquoted and folds long text (the content build must read both).
    expect(decapYaml({ hours: '09:00 - 19:00' })).toBe('hours: 09:00 - 19:00\n');
    expect(decapYaml({ alt: 'palavra '.repeat(15).trim() })).toContain('\n  palavra');
    // Saved as it is: the CMS reads the file and writes it again with its yaml package.
    for (const file of filesOf(cms)) {
      const data = parse(await readFile(path.join(repoRoot, file.file), 'utf8')) as unknown;
      await write(file.file, decapYaml(data));
    }
    const unchanged = await compileCopy();
    expect(unchanged.settings).toEqual(content.settings);
    // Every field rewritten with what the CMS writes for it; the optional video cleared.
    for (const file of filesOf(cms)) {
      const pick: Record<string, unknown> =
        file.name === 'testimonials' ? { video: '', videoPoster: '' } : {};
      const entry = Object.fromEntries(
        file.fields.map((field) => [
          field.name,
          filledValue(field, cms.public_folder as string, writer, pick),
        ]),
      );
      if (file.name === 'business') {
        entry.email = 'dona@atelier.example';
        entry.mapEmbedUrl = 'https://mapa.example/embed';
        entry.mapLinkUrl = 'https://mapa.example/';
        entry.chat = { ...(entry.chat as object), number: '351912345678' };
        entry.social = [{ name: 'Instagram', url: 'https://instagram.example/atelier' }];
        entry.legal = {
          complaintsBookUrl: 'https://livro.example/',
          disputeResolution: { name: 'Centro de arbitragem', url: 'https://arbitragem.example/' },
          courtDistrict: 'Braga',
          dataProtectionAuthority: { name: 'CNPD', url: 'https://cnpd.example/' },
        };
      }
      if (file.name === 'categories') {
        // Addresses are slugs; subcategories keep the ones the products use.
        entry.categories = content.settings.categories.map((category, index) => ({
          ...category,
          name: `Categoria ${index + 1}`,
          image: `/images/categories/foto-carregada-no-cms.png`,
        }));
      }
      if (file.name === 'hero') {
        const category = content.settings.categories.find((c) => c.subcategories.length > 0);
        entry.slides = [
          {
            image: '/images/hero/foto-carregada-no-cms.png',
            tone: 'dark',
            category: category?.slug,
            subcategory: category?.subcategories[0]?.slug,
          },
        ];
      }
      await write(file.file, decapYaml(entry));
    }
    await uploadImages();
    const rewritten = await compileCopy();
    expect(rewritten.settings.testimonials.video).toBeUndefined();
    expect(rewritten.settings.testimonials.videoPoster).toBeUndefined();
    expect(rewritten.settings.testimonials.images).toHaveLength(15);
    expect(rewritten.settings.hero.slides).toHaveLength(1);
    expect(rewritten.settings.business.shipping.fee).toBe(12.5);
  });
});
