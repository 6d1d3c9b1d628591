/**
 * The OpenAPI 3.1 document of every route, built from the same zod schemas that validate the
 * bodies and describe the answers, so that the document, editors' JSON diagnostics, validation
 * and clients generated from it cannot drift apart. zod writes JSON Schema 2020-12, OpenAPI
 * 3.1's own dialect: no `nullable`, which tools read in different ways.
 */
import { z } from 'zod';
import { jsonSchema, type JsonSchema } from './openapi-schemas';
import { webhooksSection } from './openapi-webhooks';
import { baseUrlOf, type HostRole, type HostTable } from './hosts';
import { openApiPath, type Route } from './route';
import { canBeFaulted } from './inject-fault';
import { ROUTE_GROUPS } from './routes';
import { docOf, type RouteDeclaration } from '../gateway/routes';

const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  description: 'Every JSON error: `status` repeats the HTTP status',
  properties: { status: { type: 'integer' }, message: { type: 'string' } },
  required: ['status', 'message'],
};

const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/**
 * The errors the one handler can answer on any route, whatever the route itself names: a body
 * over the limit is refused before anything else, a request that stalls on its way in is dropped,
 * an unexpected failure is the generic 500, and a server whose database is out of reach answers
 * 503 until it is back.
 */
const HANDLER_ERRORS: Readonly<Record<number, string>> = {
  408: 'Request Timeout: the request did not arrive whole within 60 s (the Node server)',
  413: 'Payload too large: the request body is over 1 MiB (whatever the route)',
  500: 'Something went wrong: an unexpected failure',
  503: "Service Unavailable: the sandbox's database cannot be reached (a server on PostgreSQL); the same request succeeds once it is back",
};

/** What the injected API faults (`PUT /_sandbox/faults`) answer on the routes they apply to. */
const FAULT_ERRORS: Readonly<Record<number, string>> = {
  500: 'Something went wrong, injected by a fault rule',
  503: 'Service Unavailable, injected by a fault rule',
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
    openapi: '3.1.0',
    info: {
      title: 'Gateway Playground',
      version: '1',
      description: 'The payment gateway and the sandbox helpers',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: serversOf(hosts, 'base'),
    tags: Object.keys(ROUTE_GROUPS).map((name) => ({ name, description: `${name} of the gateway` })),
    paths,
    webhooks: webhooksSection(schemas),
    components: { schemas, securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-API-KEY' } } },
  };
}

function operation(route: Route, tag: string, hosts: HostTable, schemas: Record<string, JsonSchema>) {
  const onStatusHost = route.host === 'status';
  const quirks = quirksOf(route);
  return {
    operationId: operationId(route),
    tags: [tag],
    summary: docOf(route).summary,
    ...(quirks.length > 0 ? { description: quirks.map((quirk) => `- ${quirk}`).join('\n'), 'x-quirks': quirks } : {}),
    ...(onStatusHost ? { servers: serversOf(hosts, 'status') } : {}),
    security: route.keyed ? [{ apiKey: [] }] : [],
    parameters: [...pathParameters(route), ...queryParameters(route)],
    ...(route.body ? { requestBody: requestBody(route, schemas) } : {}),
    responses: responses(route, onStatusHost, schemas),
  };
}

/**
 * The hosts of both environments, the sandbox's first: a client generated from the document
 * picks the production host for `sk_live_` keys, which the sandbox host refuses.
 */
function serversOf(hosts: HostTable, role: HostRole['role']) {
  // Clients such as openapi-fetch take one base URL and ignore an operation's servers: say so where it matters.
  const what =
    role === 'base' ? 'base host' : 'status host, serving this operation alone (a generated client reaches it as a client of its own)';
  return (['sandbox', 'production'] as const).map((env) => ({
    url: baseUrlOf(hosts, env, role),
    description: `The ${env} environment’s ${what}`,
  }));
}

/**
 * The route's quirks, as its doc declares them, and the one every interface path id shares: the
 * real gateway answers a path id that is not a UUID with its generic 500.
 */
function quirksOf(route: Route): string[] {
  const uuidQuirk =
    route.keyed && (route.uuids ?? []).length > 0 ? ['A path id that is not a UUID answers 500 `Something went wrong`, not 400.'] : [];
  return [...(docOf(route).quirks ?? []), ...uuidQuirk];
}

function pathParameters(route: Route) {
  return [...route.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: route.uuids?.includes(name!) ? { type: 'string', format: 'uuid' } : { type: 'string' },
  }));
}

/** Each declared query parameter, optional, with its schema's description beside it as OpenAPI places it. */
function queryParameters(route: Route) {
  if (!route.query) return [];
  const { properties = {} } = z.toJSONSchema(route.query, { io: 'input', target: 'draft-2020-12' }) as {
    properties?: Record<string, JsonSchema>;
  };
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: 'query',
    required: false,
    ...(description === undefined ? {} : { description }),
    schema: schema.type === 'integer' ? withoutTextPattern(schema) : schema,
  }));
}

/** A whole number's schema, without the pattern its text is checked by: a client sends a number. */
function withoutTextPattern({ pattern: _text, ...schema }: JsonSchema): JsonSchema {
  return schema;
}

/**
 * 200 with what it answers, then every error status the route can answer, each its own entry:
 * those the route names, those of the handler, and the injected faults' where they apply.
 */
function responses(route: Route, onStatusHost: boolean, schemas: Record<string, JsonSchema>) {
  const named: Record<number, string> = { ...HANDLER_ERRORS };
  for (const [status, why] of [...Object.entries(canBeFaulted(route) ? FAULT_ERRORS : {}), ...Object.entries(docOf(route).errors ?? {})]) {
    named[Number(status)] = named[Number(status)] ? `${why}; or ${named[Number(status)]}` : why;
  }
  const errors = Object.entries(named)
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([status, description]) => [status, { description, content: errorContent(Number(status), onStatusHost) }]);
  return { '200': { description: docOf(route).answers, ...successContent(route, schemas) }, ...Object.fromEntries(errors) };
}

/** The status endpoint asked on the base host meets the unknown route's plain-text 404. */
function errorContent(status: number, onStatusHost: boolean) {
  if (status !== 404 || !onStatusHost) return ERROR_CONTENT;
  return { ...ERROR_CONTENT, 'text/plain': { schema: { type: 'string', examples: ['No route found for: GET /api/…'] } } };
}

/** The 200's body as its declaration says; a JSON body by the answer schema in the route's doc, which only this document reads. */
function successContent(route: RouteDeclaration, schemas: Record<string, JsonSchema>) {
  if (route.answer === 'empty') return {};
  if (route.answer === 'binary') {
    return { content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } };
  }
  if (route.answer === 'event-stream') return { content: { 'text/event-stream': { schema: { type: 'string' } } } };
  return { content: { 'application/json': { schema: jsonSchema(docOf(route).response!, 'output', schemas) } } };
}

/**
 * A request body as a client writes it (input side), with its example. A helper reads a missing
 * body as `{}`: where its schema takes that, the body may be left out.
 */
function requestBody(route: Route, schemas: Record<string, JsonSchema>) {
  const { bodyIsAnswer, example } = docOf(route);
  const root = bodyIsAnswer ? jsonSchema(bodyIsAnswer, 'output', schemas) : jsonSchema(route.body!, 'input', schemas);
  return {
    required: !(!route.keyed && (bodyIsAnswer ?? route.body!).safeParse({}).success),
    content: { 'application/json': example === undefined ? { schema: root } : { schema: root, example } },
  };
}

function operationId({ method, path }: Route): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/^:/, 'by-').replace(/^_/, ''));
  return [method.toLowerCase(), ...words].join('-');
}
