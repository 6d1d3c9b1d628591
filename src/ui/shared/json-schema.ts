/**
 * Reading the OpenAPI document's JSON Schemas (written by zod from the gateway's schemas) against
 * a value: the console's checks and the editor's warnings walk a body and its schema together.
 */
export type JsonSchema = Record<string, unknown>;

/** The named schemas a `#/components/schemas/<name>` reference points into. */
export type Components = Record<string, JsonSchema>;

/** The components a body schema carries along (`catalogue.ts` puts them beside it). */
export function componentsOf(schema: JsonSchema): Components {
  return (schema.components as { schemas?: Components } | undefined)?.schemas ?? {};
}

/** The schema a `#/components/schemas/<name>` reference points at; any other schema as it is. */
export function resolve(schema: JsonSchema, components: Components): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  if (!ref || !components[ref]) return schema;
  const { $ref: _ref, ...rest } = schema;
  return { ...components[ref], ...rest };
}

/** The JSON types `schema` names, or undefined when it names none (it then takes any). */
export function typesOf(schema: JsonSchema): string[] | undefined {
  return typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? (schema.type as string[]) : undefined;
}

/** The JSON type of a parsed value, as a schema names it. */
function jsonTypeOf(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/** Whether `value` is of the JSON type `schema` names; a schema naming none takes any. */
export function typeFits(schema: JsonSchema, value: unknown): boolean {
  const types = typesOf(schema);
  if (!types) return true;
  const actual = jsonTypeOf(value);
  return types.some((type) => type === actual || (type === 'integer' && Number.isInteger(value)));
}

/** The alternatives of `anyOf` and `oneOf`. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  return [...asSchemas(schema.anyOf), ...asSchemas(schema.oneOf)];
}

export function asSchemas(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}

export function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A parsed JSON object, or undefined for anything else. */
export function asObject(value: unknown): Record<string, unknown> | undefined {
  return isSchema(value) ? value : undefined;
}
