/**
 * The one fetch-style handler that msw, the Node server and the tests all call. Every request
 * takes the same path, top to bottom: host, route, one read of what admits it (the fault rules,
 * the key's caller), injected faults, the body read (within its limit, on every route), auth,
 * path ids, the body parsed, act, respond.
 */
import { addRoute, createRouter, findRoute } from 'rou3';
import type { z } from 'zod';
import { type Admission, type Caller, seededRandom } from '../gateway/access';
import { errors, isUuid, parseBody } from '../gateway/core';
import type { Gateway } from '../gateway/gateway';
import { parseJsonBody, readBodyText } from './body';
import type { HostRole, HostTable } from './hosts';
import { canBeFaulted, faultErrorResponse, injectFault, markFault } from './inject-fault';
import type { ChangeSource } from './change-stream';
import type { openApiDocument } from './openapi';
import { emptyResponse, jsonResponse, noRouteResponse, toErrorResponse } from './responses';
import type { Route, RouteContext, SandboxRuntime } from './route';
import { ROUTES } from './routes';

export type FetchHandler = (request: Request) => Promise<Response>;

export interface HandlerOptions {
  gateway: Gateway;
  runtime: SandboxRuntime;
  hosts: HostTable;
  /** Seeds the draws of injected faults, so a test meets the same faults on every run. */
  faultSeed?: number;
  /** The store's change feed, streamed by `GET /_sandbox/changes`; without it that stream stays quiet. */
  changes?: ChangeSource;
}

const QUIET: ChangeSource = { onChange: () => () => undefined };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const routers = {
  base: routerOf(ROUTES.filter((route) => route.host === 'base')),
  status: routerOf(ROUTES.filter((route) => route.host === 'status')),
} satisfies Record<HostRole['role'], unknown>;

export function createHandler({ gateway, runtime, hosts, faultSeed = 1, changes = QUIET }: HandlerOptions): FetchHandler {
  const random = seededRandom(faultSeed);
  // Built on first ask and kept: it depends only on the routes and hosts, and building it from
  // the zod schemas is a long task (~60 ms in a page) that the console would meet on every open.
  // Its code loads on first ask too: the hosted checkout, which never asks, is lighter by it.
  let document: Promise<ReturnType<typeof openApiDocument>> | undefined;
  return async (request) => {
    const url = new URL(request.url);
    const host = hosts[url.origin];
    const match = host && findRoute(routers[host.role], request.method, url.pathname);
    if (!host || !match) return noRouteResponse(request.method, url.pathname);
    const route = match.data;
    let admission;
    let fault;
    try {
      admission = await gateway.admission.admit(host.env, {
        faulted: canBeFaulted(route),
        apiKey: route.keyed ? request.headers.get('X-API-KEY') : undefined,
      });
      fault = await injectFault(admission.faults, host.env, route, random, realSleep);
    } catch (error) {
      return toErrorResponse(error);
    }
    if (fault?.errorStatus) return markFault(faultErrorResponse(fault.errorStatus), fault);
    const response = await answer(request, url, host, match, admission);
    return fault ? markFault(response, fault) : response;
  };

  async function answer(
    request: Request,
    url: URL,
    host: HostRole,
    match: { data: Route; params?: Record<string, string> },
    admission: Admission,
  ) {
    try {
      const route = match.data;
      // Before anything else is done for it: an oversized request changes nothing, whatever it says.
      const text = await readBodyText(request);
      const params = decodeParams(match.params);
      const caller = route.keyed ? admission.caller() : undefined;
      // The real service fails to convert a malformed UUID deep inside: a 500, not a 400. A valid
      // one is read case-insensitively, as Java's UUID parsing does.
      for (const name of route.uuids ?? []) {
        if (!isUuid(params[name] ?? '')) throw errors.somethingWentWrong();
        params[name] = params[name]!.toLowerCase();
      }
      if (route.query) checkQuery(route.query, url.searchParams);
      const body = route.body
        ? parseBody(route.body, parseJsonBody(text, { emptyIsObject: !route.keyed, maxDepth: route.maxDepth }))
        : undefined;
      const context: RouteContext<unknown> & { caller?: Caller } = {
        gateway,
        runtime,
        env: host.env,
        params,
        query: url.searchParams,
        body,
        // Read only by a route that can run long (an advance): the Node server makes the client's
        // signal on first ask, which costs more than answering most requests.
        get signal() {
          return request.signal;
        },
        openApi: () =>
          (document ??= import('./openapi')
            .then((openApi) => openApi.openApiDocument(hosts))
            .catch((error: unknown) => {
              // A failed load (a stale tab after a deploy) must not answer 500 for ever: ask again next time.
              document = undefined;
              throw error;
            })),
        changes,
      };
      // `caller` is set exactly when the route is keyed (authenticated above). Added in place, not
      // spread: a spread would read the signal.
      if (caller) context.caller = caller;
      return toResponse(await route.handle(context));
    } catch (error) {
      return toErrorResponse(error);
    }
  }
}

/**
 * rou3 leaves path parameters percent-encoded, yet an `externalId` or `shortName` in a path is
 * meant as the merchant wrote it (spaces, slashes, Polish letters). A malformed escape is kept as
 * sent, so it simply matches nothing.
 */
function decodeParams(params: Record<string, string> = {}): Record<string, string> {
  const decoded: Record<string, string> = {};
  for (const name in params) decoded[name] = decodeParam(params[name]!);
  return decoded;
}

function decodeParam(value: string): string {
  // Nearly every value (a UUID, a hash) has nothing to decode.
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function routerOf(routes: readonly Route[]) {
  const router = createRouter<Route>();
  for (const route of routes) addRoute(router, route.method, route.path, route);
  return router;
}

/** The declared parameters as sent (the first of a repeated one); the first refusal is the 400. */
function checkQuery(schema: z.ZodObject, query: URLSearchParams): void {
  const sent: Record<string, string> = {};
  for (const name in schema.shape) {
    const value = query.get(name);
    if (value !== null) sent[name] = value;
  }
  const checked = schema.safeParse(sent);
  if (!checked.success) throw errors.badRequest(checked.error.issues[0]!.message);
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return emptyResponse();
  return jsonResponse(result);
}
