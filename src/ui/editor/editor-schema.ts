/**
 * A body's JSON Schema from the OpenAPI document, as the editor offers it. Two things differ
 * from the document, where generated clients read them:
 * - What each enum value means travels as `x-enumDescriptions` (OpenAPI takes only `x-`
 *   extensions); Monaco's JSON language reads `markdownEnumDescriptions`, in completion and hover.
 * - `null` stays accepted where the document takes it (the gateway reads it as absent) but is
 *   never offered: Monaco proposes `null` for any schema that names the type, and a person
 *   picking `"productType": null` from the list gains nothing. A field whose `null` the gateway
 *   answers with 500 (a required one) is not nullable in the document at all, so it is flagged.
 */
import { ENUM_DESCRIPTIONS } from '../../gateway';
import type { JsonSchema } from '../shared/json-schema';

/** Matches `null` alone, without naming the type (which would make Monaco propose it). */
const UNOFFERED_NULL: JsonSchema = { not: { type: ['string', 'number', 'boolean', 'object', 'array'] } };

/** The schema with enum descriptions where Monaco reads them and `null` accepted but not offered. */
export function editorSchema(schema: JsonSchema): JsonSchema {
  return rewrite(schema) as JsonSchema;
}

function rewrite(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewrite);
  if (value === null || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, rewrite(child)])) as JsonSchema;
  const { [ENUM_DESCRIPTIONS]: described, ...rest } = node;
  const withDescriptions = Array.isArray(described) ? { ...rest, markdownEnumDescriptions: described } : node;
  return withoutOfferedNull(withDescriptions);
}

function withoutOfferedNull(node: JsonSchema): JsonSchema {
  if (node.type === 'null') {
    const { type: _null, ...rest } = node;
    return { ...rest, ...UNOFFERED_NULL };
  }
  if (!Array.isArray(node.type) || !node.type.includes('null')) return node;
  const others = (node.type as string[]).filter((type) => type !== 'null');
  if (others.length === 0) return node;
  // Descriptions stay outside, so a hover over a null value still explains the field.
  const { type: _types, description, markdownDescription, ...rest } = node;
  return {
    ...(description === undefined ? {} : { description }),
    ...(markdownDescription === undefined ? {} : { markdownDescription }),
    anyOf: [{ ...rest, type: others.length === 1 ? others[0] : others }, UNOFFERED_NULL],
  };
}
