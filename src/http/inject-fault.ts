/**
 * Applies the injected API faults (`/_sandbox/faults`) to a request, in the one handler, so the
 * browser, the Node server and the tests all meet them alike. The sandbox helpers are never
 * faulted: they are how the faults are switched off again.
 */
import { decideFault, type Fault, type FaultSettings } from '../gateway/access';
import { type Environment, GatewayError } from '../gateway/core';
import { errorResponse } from './responses';
import { openApiPath, type Route } from './route';

/** Names the fault on every response it touched, so a recording shows why an answer was odd. */
const FAULT_HEADER = 'X-Sandbox-Fault';

const MESSAGES = { 500: 'Something went wrong', 503: 'Service Unavailable' } as const;

const endpointIds = new WeakMap<Route, string>();

/** The id a fault rule names an endpoint by: `POST /api/pay/product/{productId}/subproduct`; made once per route. */
function endpointId(route: Route): string {
  let id = endpointIds.get(route);
  if (id === undefined) endpointIds.set(route, (id = `${route.method} ${openApiPath(route.path)}`));
  return id;
}

/** Whether faults apply to `route`: to every route but the sandbox helpers. */
export function canBeFaulted(route: Route): boolean {
  return route.keyed || route.host === 'status';
}

/**
 * Waits the fault's latency and answers what `settings` decide for `route`, or `undefined` when
 * no rule applies (or the route cannot be faulted). `random` is the handler's seeded source;
 * `sleep` waits real time.
 */
export async function injectFault(
  settings: FaultSettings | undefined,
  env: Environment,
  route: Route,
  random: () => number,
  sleep: (ms: number) => Promise<void>,
): Promise<Fault | undefined> {
  if (!settings || !canBeFaulted(route)) return undefined;
  const fault = decideFault(settings[env], endpointId(route), random);
  if (fault && fault.delayMs > 0) await sleep(fault.delayMs);
  return fault;
}

/** The error answer of a fault that fails the request. */
export function faultErrorResponse(status: 500 | 503): Response {
  return errorResponse(new GatewayError(status, MESSAGES[status]));
}

/** `response` with the fault named in FAULT_HEADER: `latency=120ms`, `status=503`. */
export function markFault(response: Response, fault: Fault): Response {
  const parts = [`latency=${fault.delayMs}ms`, ...(fault.errorStatus ? [`status=${fault.errorStatus}`] : [])];
  const headers = new Headers(response.headers);
  headers.set(FAULT_HEADER, parts.join('; '));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
