/**
 * A JSON Schema (OpenAPI 3.1's dialect, as zod writes it) as the rows of a table a person reads:
 * each field with its type in words, whether it is required, what it means, the values it takes,
 * and the fields of a nested object, to open. Pure.
 */
import type { JsonSchema } from '../console';
import type { Parameter } from './reference-document';

/** The document's named schemas, which `$ref`s point into. */
export type Components = Record<string, JsonSchema>;

export interface Field {
  name: string;
  /** In words: `string (uuid)`, `array of Webhook`, `integer or null`. */
  type: string;
  required: boolean;
  description?: string;
  /** The values an enum field takes. */
  values?: unknown[];
  /** The object inside (itself, an array's items, a nullable's value), when it has fields. */
  nested?: JsonSchema;
  /** Where a parameter goes. */
  in?: Parameter['in'];
}

const REF_PREFIX = '#/components/schemas/';

/** The fields of an object schema, or of an array's items; none for anything else. */
export function fieldsOf(schema: JsonSchema, components: Components): Field[] {
  const object = objectInside(schema, components);
  if (!object) return [];
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const values = enumOf(property, components);
    return {
      name,
      type: typeOf(property, components),
      required: required.has(name),
      description: descriptionOf(property, components),
      ...(values ? { values } : {}),
      ...(objectInside(property, components) ? { nested: property } : {}),
    };
  });
}

/** An operation's path and query parameters, as fields. */
export function parameterFields(parameters: readonly Parameter[], components: Components): Field[] {
  return parameters.map((parameter) => {
    const values = enumOf(parameter.schema, components);
    return {
      name: parameter.name,
      in: parameter.in,
      type: typeOf(parameter.schema, components),
      required: parameter.required,
      description: parameter.description ?? descriptionOf(parameter.schema, components),
      ...(values ? { values } : {}),
    };
  });
}

/** A schema's type in words. */
export function typeOf(schema: JsonSchema, components: Components): string {
  const ref = schema.$ref;
  if (typeof ref === 'string') {
    const name = ref.slice(REF_PREFIX.length);
    const target = resolve(schema, components);
    return target.type === 'object' || target.properties ? name : typeOf(target, components);
  }
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (variants) return unique(variants.map((variant) => typeOf(variant, components))).join(' or ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === 'string' ? [schema.type] : [];
  if (types.length === 0) return schema.properties ? 'object' : 'any';
  return types.map((type) => oneTypeOf(type, schema, components)).join(' or ');
}

/** Whether the schema is an object with fields, or holds one (array items, a nullable's value). */
function objectInside(schema: JsonSchema, components: Components): JsonSchema | undefined {
  const target = resolve(schema, components);
  if (target.properties && Object.keys(target.properties as object).length > 0) return target;
  if (target.items) return objectInside(target.items as JsonSchema, components);
  const variants = (target.anyOf ?? target.oneOf) as JsonSchema[] | undefined;
  return variants?.map((variant) => objectInside(variant, components)).find(Boolean);
}

function oneTypeOf(type: string, schema: JsonSchema, components: Components): string {
  if (type === 'array') return schema.items ? `array of ${typeOf(schema.items as JsonSchema, components)}` : 'array';
  if (type === 'object') {
    const extra = schema.additionalProperties;
    if (!schema.properties && extra && typeof extra === 'object' && Object.keys(extra).length > 0) {
      return `map of ${typeOf(extra as JsonSchema, components)}`;
    }
    return 'object';
  }
  if (type === 'string' && typeof schema.format === 'string') return `string (${schema.format})`;
  return type;
}

function enumOf(schema: JsonSchema, components: Components): unknown[] | undefined {
  const target = resolve(schema, components);
  if (Array.isArray(target.enum)) return target.enum.filter((value) => value !== null);
  if (Array.isArray(target.items && (target.items as JsonSchema).enum)) return enumOf(target.items as JsonSchema, components);
  const variants = (target.anyOf ?? target.oneOf) as JsonSchema[] | undefined;
  return variants?.map((variant) => enumOf(variant, components)).find(Boolean);
}

/** The field's own description, else its value's (a nullable's, a named schema's). */
function descriptionOf(schema: JsonSchema, components: Components): string | undefined {
  if (typeof schema.description === 'string') return schema.description;
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  const inner = variants?.map((variant) => descriptionOf(variant, components)).find(Boolean);
  if (inner) return inner;
  const target = resolve(schema, components);
  return target !== schema && typeof target.description === 'string' ? target.description : undefined;
}

/** The schema a `$ref` names (chains followed), or the schema itself. */
function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 16; hops++) {
    const target = components[(current.$ref as string).slice(REF_PREFIX.length)];
    if (!target) return current;
    current = target;
  }
  return current;
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
