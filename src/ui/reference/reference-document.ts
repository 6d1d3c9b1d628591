/**
 * What the API reference reads of the gateway's OpenAPI document: the console catalogue's view of
 * each operation, and what a reader also needs, its parameters, its request and answer schemas
 * and the interface's quirks (`x-quirks`, declared beside the route). Pure.
 */
import { operationsOf, type JsonSchema, type OpenApiDocument, type Operation } from '../console';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

/** A body as the document describes it: its media type and, for JSON, its schema. */
interface BodyShape {
  contentType: string;
  schema?: JsonSchema;
}

export interface ReferenceOperation extends Operation {
  parameters: Parameter[];
  /** The request body, when the operation takes one. */
  request?: BodyShape & { required: boolean; exampleValue?: unknown };
  /** What a 200 answers; absent for an empty body. */
  answer?: BodyShape;
  /** Where the interface behaves as one would not guess, one sentence each. */
  quirks: string[];
}

type RawContent = Record<string, { schema?: JsonSchema; example?: unknown }>;

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: RawContent };
  responses?: Record<string, { content?: RawContent }>;
  'x-quirks'?: string[];
}

/** The document as the reference reads it: the catalogue's part, and the rest of each operation. */
export type ReferenceDocument = OpenApiDocument & { paths: Record<string, Record<string, RawOperation>> };

/** Every operation of the document, in its order. */
export function referenceOperationsOf(document: ReferenceDocument): ReferenceOperation[] {
  return operationsOf(document).map((operation) => {
    const raw = document.paths[operation.path]![operation.method.toLowerCase()]!;
    const request = bodyShape(raw.requestBody?.content);
    const example = raw.requestBody?.content?.['application/json']?.example;
    return {
      ...operation,
      parameters: raw.parameters ?? [],
      request: request && { ...request, required: raw.requestBody?.required ?? false, exampleValue: example },
      answer: bodyShape(raw.responses?.['200']?.content),
      quirks: raw['x-quirks'] ?? [],
    };
  });
}

function bodyShape(content: RawContent | undefined): BodyShape | undefined {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? [];
  return contentType ? { contentType, schema: media?.schema } : undefined;
}
