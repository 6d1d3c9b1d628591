/**
 * What the OpenAPI document (and through it the console's catalogue and the reference) says about
 * a route. Declared in the `-docs.ts` file beside its group's declarations, under the route's
 * `METHOD path`, and typed by the group: a route without its doc, or a doc of no route, does not
 * compile. Only the document reads the docs, and they load with it, so no page that merely runs
 * the gateway (a docs embed, the hosted checkout) carries the words (issue 40), nor builds the
 * answer schemas: twelve embeds on a docs page share one thread.
 */
import type { z } from 'zod';
import type { JsonAnswer, KeyOf, RouteDeclaration, RouteGroup } from './declaration';

export interface RouteDoc {
  /**
   * For a route that answers JSON, the schema of its 200's body: the one its declaration names
   * by type (`json<typeof schema>()`), which the compiler holds this to.
   */
  response?: z.ZodType;
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

/** The doc of the declared route `D`: with the schema of its answer when it answers JSON, and only then. */
type DocOf<D extends RouteDeclaration> = RouteDoc & (D['answer'] extends JsonAnswer<infer S> ? { response: S } : { response?: never });

/** The docs of a group's routes, each under `METHOD path` as the route is declared. */
export type RouteDocs<G extends RouteGroup> = { readonly [N in keyof G as KeyOf<G[N]>]: DocOf<G[N]> };

/**
 * An answer schema, with the TypeScript type of what the route answers where the schema is looser
 * than the gateway's own type (records are interfaces, a page's items any record): the type its
 * declaration names (`json<z.ZodType<T>>()`), which the UI's client is typed by and its handler
 * must answer.
 */
export function answering<T>(schema: z.ZodType): z.ZodType<T> {
  return schema as z.ZodType<T>;
}
