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
    ...(onStatusHost ? { servers: [{ url: baseUrlOf(hosts, 'sandbox', 'status') }] } : {}),
    security: route.kind === 'api' ? [{ apiKey: [] }] : [],
    parameters: [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: route.uuids?.includes(name!) ? { type: 'string', format: 'uuid' } : { type: 'string' },
    })),
    ...(route.body ? { requestBody: requestBody(route.body, schemas) } : {}),
    responses: {
      '200': { description: 'Success' },
      default: {
        description: 'Error: `{status, message}`; unknown routes answer 404 text/plain',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** The body's JSON Schema as a client writes it (input side); named schemas go to components. */
function requestBody(schema: z.ZodType, schemas: Record<string, JsonSchema>) {
  const generated = z.toJSONSchema(schema, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' });
  // zod names shared schemas under `definitions`; OpenAPI keeps them under components.
  const relinked = JSON.parse(JSON.stringify(generated).replaceAll('"#/definitions/', '"#/components/schemas/'));
  const { definitions = {}, ...root } = relinked as JsonSchema & { definitions?: Record<string, JsonSchema> };
  Object.assign(schemas, definitions);
  return { required: true, content: { 'application/json': { schema: root } } };
}

function operationId({ method, path }: Route): string {
  const words = path.split('/').filter(Boolean).map((part) => part.replace(/^:/, 'by-').replace(/^_/, ''));
  return [method.toLowerCase(), ...words].join('-');
}
