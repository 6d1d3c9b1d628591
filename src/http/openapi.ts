/**
 * The OpenAPI 3.0 document of every route, built from the same zod schemas that validate the
 * bodies, so that the document, editors' JSON diagnostics and validation cannot drift apart.
 */
import { z } from 'zod';
import { baseUrlOf, type HostTable } from './hosts';
import { openApiPath, type Route } from './route';
import { ROUTE_GROUPS } from './routes';

type JsonSchema = Record<string, unknown>;

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'integer' }, message: { type: 'string' } },
  required: ['status', 'message'],
};

/** The document for the sandbox environment's hosts in `hosts`. */
export function openApiDocument(hosts: HostTable) {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, routes] of Object.entries(ROUTE_GROUPS)) {
    for (const route of routes) {
      (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operation(route, tag, hosts, schemas);
    }
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Gateway Playground', version: '1', description: 'The payment gateway and the sandbox helpers' },
    servers: [{ url: baseUrlOf(hosts, 'sandbox') }],
    paths,
    components: { schemas, securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } } },
  };
}

function operation(route: Route, tag: string, hosts: HostTable, schemas: Record<string, JsonSchema>) {
  const onStatusHost = route.kind === 'open' && route.role === 'status';
  return {
    operationId: operationId(route),
    tags: [tag],
    summary: route.doc.summary,
    ...(onStatusHost ? { servers: [{ url: baseUrlOf(hosts, 'sandbox', 'status') }] } : {}),
    security: route.kind === 'api' ? [{ apiKey: [] }] : [],
    parameters: [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: route.uuids?.includes(name!) ? { type: 'string', format: 'uuid' } : { type: 'string' },
    })),
    ...(route.body ? { requestBody: requestBody(route.body, route.doc.example, schemas) } : {}),
    responses: responses(route, schemas),
  };
}

/** 200 with what it answers, then every error the route names; an unknown route's 404 is plain text. */
function responses({ doc, response }: Route, schemas: Record<string, JsonSchema>) {
  const errors = Object.entries(doc.errors ?? {}).map(([status, description]) => [
    status,
    { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
  ]);
  const answer = response ? { content: { 'application/json': { schema: jsonSchema(response, 'output', schemas) } } } : {};
  return {
    '200': { description: doc.answers, ...answer },
    ...Object.fromEntries(errors),
    default: {
      description: 'Error: `{status, message}`; unknown routes answer 404 text/plain',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  };
}

/** A request body as a client writes it (input side), with its example. */
function requestBody(schema: z.ZodType, example: unknown, schemas: Record<string, JsonSchema>) {
  const root = jsonSchema(schema, 'input', schemas);
  return { required: true, content: { 'application/json': example === undefined ? { schema: root } : { schema: root, example } } };
}

/**
 * A JSON body's schema: a request as a client writes it (`input`), a response as it is answered
 * (`output`). Named schemas go to components.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', schemas: Record<string, JsonSchema>): JsonSchema {
  const generated = z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' });
  // zod names shared schemas under `definitions`; OpenAPI keeps them under components.
  const relinked = JSON.parse(JSON.stringify(generated).replaceAll('"#/definitions/', '"#/components/schemas/'));
  const { definitions = {}, ...root } = relinked as JsonSchema & { definitions?: Record<string, JsonSchema> };
  Object.assign(schemas, definitions);
  return root;
}

function operationId({ method, path }: Route): string {
  const words = path.split('/').filter(Boolean).map((part) => part.replace(/^:/, 'by-').replace(/^_/, ''));
  return [method.toLowerCase(), ...words].join('-');
}
