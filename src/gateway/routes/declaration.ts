/**
 * How a route is declared, once: its method and path, the host it answers on, whether it needs a
 * key, its path ids, the schemas of its body and query and the answer it gives. Pure data and zod
 * schemas, no handler: `http/` binds each declaration to its implementation and builds the OpenAPI
 * document from it, and the UI's client takes its types from it (issue 44). The words the document
 * says of a route are declared beside it, in the `-docs.ts` file of its group (`route-doc.ts`), and
 * so is a JSON answer's schema: a declaration names that schema's type alone, so a page that runs
 * the gateway (a docs embed, the app) never builds the answer schemas (issue 40).
 */
import type { z } from 'zod';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A route as written: its method and its rou3 pattern, e.g. `PATCH /api/product/pay/:productId`. */
type RouteKey = `${Method} /${string}`;

/** The names of a pattern's path parameters: `productId` for `/api/product/pay/:productId`. */
export type ParamsIn<Path> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamsIn<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

declare const answerSchema: unique symbol;

/**
 * A JSON answer described by the answer schema `S`, as a type only: at run time it is `'json'`,
 * and the schema itself is in the route's doc (`RouteDoc.response`), which the compiler holds to `S`.
 */
export type JsonAnswer<S extends z.ZodType = z.ZodType> = 'json' & { readonly [answerSchema]: S };

/** What a route declared `json<typeof schema>()` answers: the schema's output. */
export type JsonOf<A> = A extends JsonAnswer<infer S> ? z.output<S> : never;

/** A 200 with a JSON body of the answer schema `S` (a type argument: `json<typeof paymentAnswer>()`). */
export function json<S extends z.ZodType>(): JsonAnswer<S> {
  return 'json' as JsonAnswer<S>;
}

/**
 * What a 200 answers: a JSON body (`json<typeof schema>()`), `empty` (no body), `binary`
 * (`application/octet-stream`), or `event-stream` (server-sent events, `text/event-stream`, for as
 * long as the client listens).
 */
type Answer = JsonAnswer | 'empty' | 'binary' | 'event-stream';

/** What a declaration says beside its method and path. */
interface RouteShape {
  /** Path parameters that must be UUIDs: anything else is the interface's 500. */
  uuids?: readonly string[];
  /** Parsed and validated before the route runs; absent means the body is not read. */
  body?: z.ZodType;
  /**
   * The query string's parameters, every one optional (`schemas/queries.ts`): checked before the
   * route runs, a value the schema refuses answering 400 with its message, and listed in the
   * OpenAPI document. The route reads them, as sent, from the query string.
   */
  query?: z.ZodObject;
  answer: Answer;
  /** How deeply the JSON body may nest, when not the usual MAX_BODY_DEPTH (snapshots nest records). */
  maxDepth?: number;
}

/** What the declaration of `Key` says beside it: its UUIDs are among its path's parameters. */
interface RouteOptions<Key extends RouteKey> extends RouteShape {
  uuids?: readonly ParamsIn<PathOf<Key>>[];
}

/** A declared route: where it lives, what it needs, what it answers. */
export interface RouteDeclaration extends RouteShape {
  method: Method;
  /** rou3 pattern, e.g. `/api/product/pay/:productId`. */
  path: string;
  /** The host it answers on: the base host, or the status host (the status endpoint alone). */
  host: 'base' | 'status';
  /** Whether it needs `X-API-KEY`: the interface's endpoints do, the status endpoint and the helpers do not. */
  keyed: boolean;
}

/** Routes declared together, each under a name its implementation is bound by. */
export type RouteGroup = Readonly<Record<string, RouteDeclaration>>;

type MethodOf<Key> = Key extends `${infer M extends Method} ${string}` ? M : never;
type PathOf<Key> = Key extends `${Method} ${infer Path}` ? Path : never;

/** A declaration's `METHOD path`, as the docs and the UI's client name it. */
export type KeyOf<D extends RouteDeclaration> = D extends RouteDeclaration ? `${D['method']} ${D['path']}` : never;

type Declared<Key extends RouteKey, O, Host extends 'base' | 'status', Keyed extends boolean> = O & {
  method: MethodOf<Key>;
  path: PathOf<Key>;
  host: Host;
  keyed: Keyed;
};

function declare<Host extends 'base' | 'status', Keyed extends boolean>(host: Host, keyed: Keyed) {
  return <const Key extends RouteKey, const O extends RouteOptions<Key>>(key: Key, options: O): Declared<Key, O, Host, Keyed> => {
    const space = key.indexOf(' ');
    return { method: key.slice(0, space), path: key.slice(space + 1), host, keyed, ...options } as Declared<Key, O, Host, Keyed>;
  };
}

/** An endpoint of the interface: needs `X-API-KEY`, answers on the base host. */
export const keyed = declare('base', true);

/** A keyless endpoint on the base host: a sandbox helper under `/_sandbox/`. */
export const helper = declare('base', false);

/** A keyless endpoint on the status host: the interface's status endpoint. */
export const onStatusHost = declare('status', false);
