/** How an endpoint is declared: where it lives, what it needs, and what it does. */
import type { z } from 'zod';
import type { Caller } from '../gateway/caller';
import type { Gateway } from '../gateway/gateway';
import type { Environment } from '../gateway/records';
import type { HostRole } from './hosts';

/** The sandbox's own machinery the helpers reach: the clock and the deliveries it drives. */
export interface SandboxRuntime {
  clockView(): { mode: 'real' | 'simulated'; now: number };
  setClock(mode: 'real' | 'simulated', now?: number): Promise<void>;
  /** Moves simulated time, running every delivery that falls due on the way. */
  advanceClock(ms: number): Promise<void>;
  /** Jumps simulated time to the next due delivery and runs it; false when none is waiting. */
  advanceToNextDue(): Promise<boolean>;
  /** Brings the runtime in line with freshly imported or reset data. */
  reload(): Promise<void>;
}

export interface RouteContext<Body> {
  gateway: Gateway;
  runtime: SandboxRuntime;
  env: Environment;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Body;
  /** The OpenAPI document of every route, for this handler's hosts. */
  openApi(): unknown;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RouteBase<S extends z.ZodType | undefined> {
  method: Method;
  /** rou3 pattern, e.g. `/api/product/pay/:productId`. */
  path: string;
  /** Path parameters that must be UUIDs: anything else is the interface's 500. */
  uuids?: readonly string[];
  /** Parsed and validated before `handle` runs; absent means the body is not read. */
  body?: S;
}

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
