/** How an endpoint is declared: where it lives, what it needs, and what it does. */
import type { z } from 'zod';
import type { Caller } from '../gateway/access';
import type { Gateway } from '../gateway/gateway';
import type { Environment, SandboxRuntime } from '../gateway/core';
import type { ChangeSource } from './change-stream';
import type { HostRole } from './hosts';

export type { SandboxRuntime };

export interface RouteContext<Body> {
  gateway: Gateway;
  runtime: SandboxRuntime;
  env: Environment;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Body;
  /** Aborts when the client goes away before the answer. */
  signal: AbortSignal;
  /** The OpenAPI document of every route, for this handler's hosts. */
  openApi(): Promise<unknown>;
  /** Where committed writes are heard of, for the change stream. */
  changes: ChangeSource;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the OpenAPI document (and through it the console's catalogue and the reference) says about
 * a route. Declared in the `-docs.ts` file beside the route's, keyed by its method and path
 * (`docOf` and the OpenAPI test find a route without one): only the document reads it, and it
 * loads with the document, so no page that merely runs the gateway carries the words (issue 40).
 */
export interface RouteDoc {
  /** One line: what the operation does. */
  summary: string;
  /** What a 200 answers. */
  answers: string;
  /** A realistic body, as a merchant would send it (path parameters are not part of it). */
  example?: unknown;
  /**
   * Where the route takes any JSON and its gateway module checks it, the answer schema the body
   * is, as the document describes it: an import takes a snapshot exactly as an export answers it.
   */
  bodyIsAnswer?: z.ZodType;
  /** The error statuses the route can answer, each with why. */
  errors?: Readonly<Record<number, string>>;
  /**
   * Where the interface behaves as a developer would not guess (a 200 on create, a 500 for a
   * missing field, a silent truncation), one sentence each: the OpenAPI document carries them,
   * and the API reference shows them beside the operation.
   */
  quirks?: readonly string[];
}

interface RouteBase<S extends z.ZodType | undefined> {
  method: Method;
  /** rou3 pattern, e.g. `/api/product/pay/:productId`. */
  path: string;
  /** Path parameters that must be UUIDs: anything else is the interface's 500. */
  uuids?: readonly string[];
  /** Parsed and validated before `handle` runs; absent means the body is not read. */
  body?: S;
  /**
   * The query string's parameters, every one optional (`gateway/schemas/queries.ts`): checked
   * before `handle` runs, a value the schema refuses answering 400 with its message, and listed
   * in the OpenAPI document. `handle` reads them, as sent, from `query`.
   */
  query?: z.ZodObject;
  /**
   * What a 200 answers, for the OpenAPI document: a JSON body of this schema (defined in the
   * gateway, beside the records), `empty` (no body), `binary` (`application/octet-stream`), or
   * `event-stream` (server-sent events, `text/event-stream`, for as long as the client listens).
   */
  response: z.ZodType | 'empty' | 'binary' | 'event-stream';
  /** How deeply the JSON body may nest, when not the usual MAX_BODY_DEPTH (snapshots nest records). */
  maxDepth?: number;
}

/** The docs of a file's routes, each under `METHOD path` as the route declares them. */
export type RouteDocs = Readonly<Record<string, RouteDoc>>;

type BodyOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A gateway endpoint: needs `X-API-KEY`, answers on the base host. */
export interface ApiRoute<S extends z.ZodType | undefined = z.ZodType | undefined> extends RouteBase<S> {
  kind: 'api';
  handle(context: RouteContext<BodyOf<S>> & { caller: Caller }): Promise<unknown>;
}

/** A keyless endpoint: the status endpoint, or a sandbox helper. */
export interface OpenRoute<S extends z.ZodType | undefined = z.ZodType | undefined> extends RouteBase<S> {
  kind: 'open';
  role: HostRole['role'];
  handle(context: RouteContext<BodyOf<S>>): Promise<unknown>;
}

export type Route = ApiRoute | OpenRoute;

/** A rou3 pattern as OpenAPI writes it: `/api/product/pay/{productId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/**
 * Declares an API endpoint. `handle` answers a value (sent as JSON), `undefined` (an empty 200),
 * or a ready Response (binary bodies).
 */
export function api<S extends z.ZodType | undefined = undefined>(route: Omit<ApiRoute<S>, 'kind'>): Route {
  return { kind: 'api', ...route } as Route;
}

/** Declares a keyless endpoint on the given host role. */
export function open<S extends z.ZodType | undefined = undefined>(route: Omit<OpenRoute<S>, 'kind'>): Route {
  return { kind: 'open', ...route } as Route;
}
