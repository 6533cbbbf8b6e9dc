// Reading a zod schema for the CMS configuration (cms-config.ts): what the CMS needs to know about
// each field. zod's public z.toJSONSchema gives each field's type and limits (its output side: a
// preprocessed field is the schema it becomes), with the schema module's CMS metadata
// (cmsFieldMeta) merged in.
import { z } from 'zod';
import type { CmsFieldMeta } from '../../src/lib/schema.ts';

/** A field as JSON Schema, with the CMS metadata of the schema module. */
export type JsonField = Omit<CmsFieldMeta, 'format'> & {
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
export type Fields = { properties: Record<string, JsonField>; required: readonly string[] };

export const objectFields = (node: JsonField): Fields => ({
  properties: node.properties ?? {},
  required: node.required ?? [],
});

/** The fields of a zod object schema (the front matter of a collection, a settings file). */
export function fieldsOf(schema: z.ZodObject): Fields {
  return objectFields(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonField);
}

export type Kind =
  | { type: 'string'; max?: number; pattern?: { regex: string; message: string } }
  | { type: 'number'; int: boolean; min?: number; exclusiveMin: boolean }
  | { type: 'boolean' }
  | { type: 'date' }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'object'; fields: Fields }
  | { type: 'list'; element: JsonField; min?: number; max?: number };

export type FieldInfo = { kind: Kind; optional: boolean; default?: unknown };

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
