/**
 * Which enum fields of a sent body hold a value their schema does not list. The interface answers
 * such a body 400 "Malformed JSON request" though the JSON is valid; the console names the field
 * and the values it takes, read from the operation's own JSON Schema (the gateway's zod schemas).
 */
import type { JsonSchema } from './catalogue';

export interface EnumMismatch {
  /** Dotted path of the field, e.g. `details.triggerPayment`. */
  path: string;
  value: unknown;
  allowed: unknown[];
}

/** Every enum field of `value` whose value `schema` does not allow, in document order. */
export function enumMismatches(schema: JsonSchema, value: unknown): EnumMismatch[] {
  const components = (schema.components as { schemas?: Record<string, JsonSchema> } | undefined)?.schemas ?? {};
  return walk(schema, value, '', components, 0);
}

/** Deep enough for any body the interface takes; a cycle of `$ref`s stops here. */
const MAX_DEPTH = 32;

function walk(schema: JsonSchema, value: unknown, path: string, components: Record<string, JsonSchema>, depth: number): EnumMismatch[] {
  if (depth > MAX_DEPTH || value === undefined) return [];
  const resolved = resolve(schema, components);
  if (value === null && resolved.nullable === true) return [];
  const allowed = Array.isArray(resolved.enum) ? resolved.enum : 'const' in resolved ? [resolved.const] : undefined;
  if (allowed) return allowed.includes(value) ? [] : [{ path, value, allowed }];
  const branches = [...asSchemas(resolved.anyOf), ...asSchemas(resolved.oneOf)];
  if (branches.length > 0) {
    // Fine when a branch of the value's type takes it (`null` for a nullable enum, say); else the first complaint.
    const fitting = branches.filter((branch) => typeFits(resolve(branch, components), value));
    const found = fitting.map((branch) => walk(branch, value, path, components, depth + 1));
    if (found.some((mismatches) => mismatches.length === 0)) return [];
    return found.find((mismatches) => mismatches.length > 0) ?? branches.map((branch) => walk(branch, value, path, components, depth + 1)).find((mismatches) => mismatches.length > 0) ?? [];
  }
  const all = asSchemas(resolved.allOf).flatMap((part) => walk(part, value, path, components, depth + 1));
  if (Array.isArray(value) && isSchema(resolved.items)) {
    return [...all, ...value.flatMap((item, index) => walk(resolved.items as JsonSchema, item, `${path}[${index}]`, components, depth + 1))];
  }
  if (value !== null && typeof value === 'object' && isSchema(resolved.properties)) {
    const properties = resolved.properties as Record<string, JsonSchema>;
    return [
      ...all,
      ...Object.entries(value).flatMap(([name, field]) =>
        isSchema(properties[name]) ? walk(properties[name], field, path ? `${path}.${name}` : name, components, depth + 1) : [],
      ),
    ];
  }
  return all;
}

/** Whether `value` is of the JSON type `schema` names; a schema naming none takes any. */
function typeFits(schema: JsonSchema, value: unknown): boolean {
  const types = typeof schema.type === 'string' ? [schema.type] : Array.isArray(schema.type) ? schema.type : undefined;
  if (!types) return true;
  const actual = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return types.some((type) => type === actual || (type === 'integer' && Number.isInteger(value)));
}

/** The schema a `#/components/schemas/<name>` reference points at; any other schema as it is. */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(schema.$ref)?.[1] : undefined;
  return ref && components[ref] ? { ...components[ref], ...withoutRef(schema) } : schema;
}

function withoutRef({ $ref: _ref, ...rest }: JsonSchema): JsonSchema {
  return rest;
}

function isSchema(value: unknown): value is JsonSchema {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function asSchemas(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isSchema) : [];
}
