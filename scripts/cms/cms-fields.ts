// One field of the CMS configuration (cms-config.ts) from one field of the schema: the widget its
// type needs, its limits as the CMS checks them before saving, its Portuguese label and hint
// (src/lib/field-texts.ts), and the editors of the long texts.
import { formatCount, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES } from '../../src/lib/schema.ts';
import type { FieldText } from '../../src/lib/field-texts.ts';
import { inspectField, type Fields, type JsonField } from './schema-fields.ts';

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

/** The field written below the front matter: Decap names it `body`. */
export const BODY_FIELD = 'body';

/** 'No máximo 120 caracteres', as the CMS shows it after the field's label: 'Nome: ...'. */
export const lengthMessage = (max: number) => `no máximo ${formatCount(max)} caracteres`;

/**
 * The CMS checks a text against one pattern before saving: the schema's own pattern (an address
 * must start with https://) or else its length. The content build checks both.
 */
export function textLimits(kind: { max?: number; pattern?: { regex: string; message: string } }): {
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
export const uploadLimit = (bytes: number) => ({ media_library: { config: { max_file_size: bytes } } });

/** A date stored as yyyy-mm-dd, picked without a time, the same day in every time zone. */
export const DATE_OPTIONS = {
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: true,
};

export type Option = { label: string; value: string };

/** How a field is shown, beyond what its type says: a widget, options, a media folder... */
export type Override = { widget?: string; itemLabel?: string; [option: string]: unknown };

export type FieldSource = {
  /** The label and hint of a field, by dotted path (list items' fields follow the list's name). */
  text: (path: string) => FieldText;
  overrides: Record<string, Override>;
};

export const mediaFolder = (folder: string) => ({ media_folder: `/public${folder}`, public_folder: folder });

export function textOf(source: FieldSource, path: string): FieldText {
  const text = source.text(path);
  if (!text.label) throw new Error(`No label for the field ${path} in the schema module`);
  return text;
}

export function buildField(
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
      // Amounts in euros (above 0, in cents) have the site's own widget (src/cms/euros-widget.tsx:
      // Decap's number field dropped a typed comma, '12,50' became 1250), checked by a pattern with
      // a message in words: Decap writes a `min` into its message as JavaScript prints it ('pelo
      // menos 0.01'), not as the site writes amounts. Whole numbers keep their `min` (0 and 1 read
      // the same).
      if (!kind.int && kind.min === 0 && kind.exclusiveMin) {
        return { ...common, widget: 'euros', pattern: AMOUNT_PATTERN, ...options };
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

export function buildFields(fields: Fields, source: FieldSource, prefix = ''): CmsField[] {
  return Object.entries(fields.properties).map(([name, node]) =>
    buildField(name, node, fields.required.includes(name), `${prefix}${name}`, source),
  );
}

/** The text below the front matter, at most `max` characters (TEXT_LIMITS in the schema module). */
export const bodyField = (
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
export const LONG_TEXT_EDITOR = { editor_components: ['image'] };

/**
 * A product's description is Markdown rendered as a post's text is: the editor offers what fits a
 * description (no headings, quotes, code or pictures in its text; the product has its own images).
 */
export const PRODUCT_DESCRIPTION_EDITOR = {
  buttons: ['bold', 'italic', 'link', 'bulleted-list', 'numbered-list'],
  editor_components: [],
};
