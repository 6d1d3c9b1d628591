/**
 * JSON Schemas for the OpenAPI document, from the zod schemas: named ones go to components, and a
 * request body is described as a client should write it, which is not always all that the
 * validating schema lets through (a required field's `null`, read as absent, is the 500 its
 * absence is).
 */
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * A JSON body's schema: a request as a client writes it (`input`), a response as it is answered
 * (`output`). Named schemas go to components; one name must mean one schema, whichever side
 * named it, or a generated client would type one of them wrong.
 */
export function jsonSchema(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: io === 'input' ? ({ jsonSchema }) => asClientsWrite(jsonSchema) : undefined,
  });
  // zod names shared schemas under `$defs`; OpenAPI keeps them under components.
  const relinked = JSON.parse(JSON.stringify(generated).replaceAll('"#/$defs/', '"#/components/schemas/'));
  const { $defs = {}, $schema: _dialect, ...root } = relinked as JsonSchema & { $defs?: Record<string, JsonSchema> };
  for (const [name, definition] of Object.entries($defs)) {
    if (name in schemas && JSON.stringify(schemas[name]) !== JSON.stringify(definition)) {
      throw new Error(`Two schemas are named ${name} in the OpenAPI document`);
    }
    schemas[name] = definition;
  }
  return root;
}

/**
 * A field a client may leave out says its default in words, not as `default`: openapi-typescript
 * makes a property with a default required in a named schema, and the request bodies are named,
 * so a generated client would have to send every field that has one.
 */
function defaultAsText(schema: JsonSchema): void {
  if (!('default' in schema)) return;
  const { default: value } = schema;
  delete schema.default;
  const said = `Default: ${JSON.stringify(value)}.`;
  schema.description = typeof schema.description === 'string' ? `${schema.description} ${said}` : said;
}

/** A request schema as a client should write it: defaults in words, required fields never null. */
function asClientsWrite(schema: JsonSchema): void {
  defaultAsText(schema);
  requiredNotNull(schema);
}

/**
 * A required property is not nullable: `optional()` takes JSON `null` as absent, as the real
 * service's binding does, and a field the interface requires though its absence is a 500
 * (`externalId`, `expectedCode`, `retries`) answers `null` with the same 500.
 */
function requiredNotNull(schema: JsonSchema): void {
  const { required, properties } = schema as { required?: string[]; properties?: Record<string, JsonSchema> };
  if (!required || !properties) return;
  for (const name of required) if (properties[name]) properties[name] = withoutNull(properties[name]);
}

function withoutNull(schema: JsonSchema): JsonSchema {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null');
    return { ...schema, type: types.length === 1 ? types[0] : types };
  }
  if (!Array.isArray(schema.anyOf)) return schema;
  const { anyOf, ...rest } = schema as JsonSchema & { anyOf: JsonSchema[] };
  const branches = anyOf.filter((branch) => branch.type !== 'null');
  return bareTypesListed(branches.length === 1 ? { ...rest, ...branches[0] } : { ...rest, anyOf: branches });
}

/** `anyOf` bare types (`string` or `number`) as one list, as zod writes them elsewhere. */
function bareTypesListed(schema: JsonSchema): JsonSchema {
  const { anyOf, ...rest } = schema as JsonSchema & { anyOf?: JsonSchema[] };
  const bare = anyOf?.every((branch) => Object.keys(branch).length === 1 && typeof branch.type === 'string');
  return anyOf && bare ? { ...rest, type: anyOf.map((branch) => branch.type) } : schema;
}
