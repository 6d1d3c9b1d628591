/**
 * Which fields of a sent body the gateway's JSON binding cannot read: a value of the wrong JSON
 * type (`"price": "1299"`), text not of the form its schema names (a UUID), or an enum value its
 * schema does not list. The interface answers
 * either with the generic 400 "Malformed JSON request", naming nothing, though the JSON is valid;
 * the console names the field and what it takes, read from the operation's own JSON Schema (the
 * gateway's zod schemas, through the OpenAPI document).
 */
import {
  asSchemas,
  branchesOf,
  componentsOf,
  isSchema,
  resolve,
  typeFits,
  typesOf,
  type Components,
  type JsonSchema,
} from '../../shared/json-schema';

export interface Malformed {
  /** Dotted path of the field, e.g. `details.triggerPayment`; empty for the body itself. */
  path: string;
  value: unknown;
  /** What the schema takes there, in words: `a number`, `one of "GPAY", "APAY"`. */
  expected: string;
  /** The values an enum field lists, when it is one. */
  allowed?: unknown[];
  /** Set when the value is of the right type but not of the form its schema names (a UUID). */
  malformedText?: true;
}

/** Every field of `value` that `schema` cannot read, in document order. */
export function malformedFields(schema: JsonSchema, value: unknown): Malformed[] {
  return walk(schema, value, '', componentsOf(schema), 0);
}

/** Deep enough for any body the interface takes; a cycle of `$ref`s stops here. */
const MAX_DEPTH = 32;

function walk(schema: JsonSchema, value: unknown, path: string, components: Components, depth: number): Malformed[] {
  if (depth > MAX_DEPTH || value === undefined) return [];
  const resolved = resolve(schema, components);
  if (value === null && resolved.nullable === true) return [];
  const allowed = Array.isArray(resolved.enum) ? resolved.enum : 'const' in resolved ? [resolved.const] : undefined;
  if (allowed)
    return allowed.includes(value)
      ? []
      : [{ path, value, expected: `one of ${allowed.map((option) => JSON.stringify(option)).join(', ')}`, allowed }];
  const branches = branchesOf(resolved);
  if (branches.length > 0) {
    const found = branches.map((branch) => walk(branch, value, path, components, depth + 1));
    if (found.some((problems) => problems.length === 0)) return [];
    // The complaint of a branch of the value's type (an enum's, not null's); else the types taken.
    const fitting = found.filter((_, index) => typeFits(resolve(branches[index]!, components), value));
    return fitting[0] ?? [{ path, value, expected: typeWords(branches.flatMap((branch) => typesOf(resolve(branch, components)) ?? [])) }];
  }
  if (!typeFits(resolved, value)) return [{ path, value, expected: typeWords(typesOf(resolved) ?? []) }];
  // A string format zod checks (a UUID's) is refused by the binding like a wrong type.
  if (typeof value === 'string' && typeof resolved.pattern === 'string' && !new RegExp(resolved.pattern).test(value)) {
    return [{ path, value, expected: resolved.format === 'uuid' ? 'a UUID' : `text matching ${resolved.pattern}`, malformedText: true }];
  }
  const all = asSchemas(resolved.allOf).flatMap((part) => walk(part, value, path, components, depth + 1));
  if (Array.isArray(value)) {
    if (!isSchema(resolved.items)) return all;
    return [
      ...all,
      ...value.flatMap((item, index) => walk(resolved.items as JsonSchema, item, `${path}[${index}]`, components, depth + 1)),
    ];
  }
  if (value === null || typeof value !== 'object') return all;
  const properties = isSchema(resolved.properties) ? resolved.properties : {};
  const others = isSchema(resolved.additionalProperties) ? resolved.additionalProperties : undefined;
  return [
    ...all,
    ...Object.entries(value).flatMap(([name, field]) => {
      const fieldSchema = isSchema(properties[name]) ? properties[name] : others;
      return fieldSchema ? walk(fieldSchema, field, path ? `${path}.${name}` : name, components, depth + 1) : [];
    }),
  ];
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/** The types a field takes, in words; `null` (read as absent) is left unsaid. */
function typeWords(types: readonly string[]): string {
  const words = [...new Set(types.filter((type) => type !== 'null').map((type) => TYPE_WORDS[type] ?? type))];
  return words.length > 0 ? words.join(' or ') : 'null';
}
