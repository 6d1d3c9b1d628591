/**
 * The console's catalogue of operations, read from the gateway's OpenAPI document: the route
 * table and its zod schemas are the one source, so the catalogue never lists what the gateway
 * does not answer, nor misses what it does.
 */

import type { JsonSchema } from '../../shared/json-schema';
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
        uuidParams: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path' && parameter.schema?.format === 'uuid')
          .map(({ name }) => name),
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
 * operationId, case aside, best first (an empty query matches all, in the document's order). A
 * word counts most where it names the operation (its method, a segment of its path, its group),
 * less in its summary, least inside its id: "webhook" ranks the webhook operations above one whose
 * summary merely mentions webhooks. Ties keep the document's order.
 */
export function searchOperations<O extends Operation>(operations: readonly O[], query: string): O[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return operations
    .map((operation, index) => ({ operation, index, score: scoreOf(operation, words) }))
    .filter(({ score }) => score > 0 || words.length === 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ operation }) => operation);
}

/** The sum of each word's best place in the operation; 0 when any word is nowhere in it. */
function scoreOf(operation: Operation, words: readonly string[]): number {
  const segments = operation.path.toLowerCase().split('/').filter(Boolean);
  const summary = operation.summary.toLowerCase();
  const group = operation.group.toLowerCase();
  let total = 0;
  for (const word of words) {
    const names = (part: string) => stem(part).startsWith(stem(word));
    const inPath = segments.some(names) ? 3 : segments.some((segment) => segment.includes(word)) ? 2 : 0;
    const score =
      Math.max(
        operation.method.toLowerCase() === word ? 4 : 0,
        inPath,
        group.split(/\s+/).some(names) ? 3 : group.includes(word) ? 1 : 0,
        new RegExp(`\\b${escaped(word)}`).test(summary) ? 1 : summary.includes(word) ? 0.5 : 0,
        operation.id.toLowerCase().includes(word) ? 0.25 : 0,
      ) +
      // Among a group's operations, those whose path names the word come first.
      (inPath > 0 ? 0.5 : 0);
    if (score === 0) return 0;
    total += score;
  }
  return total;
}

/** A word without its plural or its final y: "delivery" and "deliveries", "webhook" and "webhooks" meet. */
function stem(word: string): string {
  return word.replace(/(ies|es|s|y)$/, '');
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
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
