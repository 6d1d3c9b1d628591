/**
 * The console's catalogue of operations, read from the gateway's OpenAPI document: the route
 * table and its zod schemas are the one source, so the catalogue never lists what the gateway
 * does not answer, nor misses what it does.
 */

import type { JsonSchema } from '../shared/json-schema';
import { matchPath } from './path-template';

export type { JsonSchema };

interface OperationError {
  status: number;
  description: string;
}

export interface Operation {
  /** The document's `operationId`. */
  id: string;
  /** The interface's group (the document's tag). */
  group: string;
  method: string;
  /** The path template, e.g. `/api/pay/product/{productId}/form`. */
  path: string;
  summary: string;
  /** What a 200 answers. */
  answers: string;
  errors: OperationError[];
  /** Which host serves it: the status endpoint lives on its own. */
  host: 'base' | 'status';
  /** Whether it needs `X-API-KEY`. */
  keyed: boolean;
  /** The path parameters that must be UUIDs (the route declares them): anything else is a 500. */
  uuidParams: string[];
  /** The request body's JSON Schema (input side), self-contained for an editor. */
  bodySchema?: JsonSchema;
  /** A realistic body, pretty-printed. */
  example?: string;
}

export interface CatalogueGroup {
  name: string;
  operations: Operation[];
}

interface OpenApiOperation {
  operationId: string;
  tags?: string[];
  summary?: string;
  servers?: unknown[];
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema; example?: unknown } } };
  responses?: Record<string, { description?: string }>;
}

/** What the console reads of the OpenAPI 3.1 document. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the document, in its order, each with what an editor and a reader need. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const components = document.components ?? {};
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const body = operation.requestBody?.content?.['application/json'];
      return {
        id: operation.operationId,
        group: operation.tags?.[0] ?? 'Other',
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        answers: operation.responses?.['200']?.description ?? '',
        errors: errorsOf(operation.responses ?? {}),
        host: operation.servers ? 'status' : 'base',
        keyed: (operation.security ?? []).length > 0,
        uuidParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path' && parameter.schema?.format === 'uuid').map(({ name }) => name),
        // The body's `$ref`s point into `#/components/schemas`: carry them along so it resolves alone.
        bodySchema: body?.schema ? { ...body.schema, components } : undefined,
        example: body?.example === undefined ? undefined : JSON.stringify(body.example, null, 2),
      } satisfies Operation;
    }),
  );
}

function errorsOf(responses: Record<string, { description?: string }>): OperationError[] {
  return Object.entries(responses)
    .filter(([status]) => /^[45]\d\d$/.test(status))
    .map(([status, response]) => ({ status: Number(status), description: response.description ?? '' }));
}

/** The operations grouped as the interface groups them, groups in first-seen order. */
export function groupOperations(operations: readonly Operation[]): CatalogueGroup[] {
  const groups = new Map<string, Operation[]>();
  for (const operation of operations) {
    const group = groups.get(operation.group) ?? [];
    group.push(operation);
    groups.set(operation.group, group);
  }
  return [...groups].map(([name, members]) => ({ name, operations: members }));
}

/**
 * The operations matching every word of `query` in their method, path, summary, group or
 * operationId, case aside; an empty query matches all.
 */
export function searchOperations<O extends Operation>(operations: readonly O[], query: string): O[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return operations.filter((operation) => {
    const text = `${operation.method} ${operation.path} ${operation.summary} ${operation.group} ${operation.id}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

/** The operation a request names: same method, a path its template matches, served on that host. */
export function findOperation(
  operations: readonly Operation[],
  method: string,
  path: string,
  host: Operation['host'],
): Operation | undefined {
  return operations.find(
    (operation) => operation.method === method && operation.host === host && matchPath(operation.path, path) !== undefined,
  );
}
