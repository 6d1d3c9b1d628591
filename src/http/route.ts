/**
 * How a declared route (`gateway/routes/`) is bound to what it does: its handler, given what the
 * one handler read for it (its path parameters and its parsed body, typed by the declaration).
 */
import type { z } from 'zod';
import type { Caller } from '../gateway/access';
import type { Environment, SandboxRuntime } from '../gateway/core';
import type { Gateway } from '../gateway/gateway';
import type { JsonOf, ParamsIn, RouteDeclaration, RouteGroup, RouteTable } from '../gateway/routes';
import type { ChangeSource } from './change-stream';

export type { SandboxRuntime };

export interface RouteContext<Body, Params extends string = string> {
  gateway: Gateway;
  runtime: SandboxRuntime;
  env: Environment;
  /** The path's parameters, decoded; the UUIDs among them lower-cased. */
  params: Record<Params, string>;
  query: URLSearchParams;
  body: Body;
  /** Aborts when the client goes away before the answer. */
  signal: AbortSignal;
  /** The OpenAPI document of every route, for this handler's hosts. */
  openApi(): Promise<unknown>;
  /** Where committed writes are heard of, for the change stream. */
  changes: ChangeSource;
}

type BodyOf<D extends RouteDeclaration> = D['body'] extends z.ZodType ? z.output<D['body']> : undefined;

/** The implementation of the declared route `D`: what it answers (a value sent as JSON, `undefined` for an empty 200, or a ready Response). */
type Handler<D extends RouteDeclaration> = (
  context: RouteContext<BodyOf<D>, ParamsIn<D['path']>> & (D['keyed'] extends true ? { caller: Caller } : unknown),
) => Promise<D['keyed'] extends true ? unknown : AnswerOf<D['answer']>>;

/**
 * What a helper's handler answers: what its answer schema describes (sent as JSON, and what the
 * UI's client is typed by), nothing for an empty 200, or a ready Response for a binary body or a
 * stream. An interface endpoint's answer schema describes the real gateway's JSON for the document
 * alone: the gateway's views build it from the records, and no screen reads it through the client.
 */
type AnswerOf<A> = A extends 'empty' ? undefined : A extends 'binary' | 'event-stream' ? Response : JsonOf<A>;

/** A handler for each route of group `G`, under the route's name: none missing, none extra. */
export type HandlersOf<G extends RouteGroup> = { [N in keyof G]: Handler<G[N]> };

/** A handler map for each of a list of groups, in its order. */
type GroupsHandlers<Groups extends readonly RouteGroup[]> = { [I in keyof Groups]: HandlersOf<Groups[I]> };

/** A handler for every group of the table, in the table's order. */
export type TableHandlers = { [T in keyof RouteTable]: GroupsHandlers<RouteTable[T]> };

/** A declared route bound to its handler, as the one handler runs it. */
export interface Route extends RouteDeclaration {
  handle(context: RouteContext<unknown> & { caller?: Caller }): Promise<unknown>;
}

/** A rou3 pattern as OpenAPI writes it: `/api/product/pay/{productId}`. */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

/** Every declared route bound to its handler, grouped by tag as the table groups them. */
export function bindRoutes(table: RouteTable, handlers: TableHandlers): Readonly<Record<string, readonly Route[]>> {
  const byTag = handlers as unknown as Record<string, readonly Record<string, Route['handle']>[]>;
  return Object.fromEntries(
    Object.entries(table as unknown as Record<string, readonly RouteGroup[]>).map(([tag, groups]) => [
      tag,
      groups.flatMap((group, index) =>
        Object.entries(group).map(([name, declared]) => ({ ...declared, handle: byTag[tag]![index]![name]! })),
      ),
    ]),
  );
}
