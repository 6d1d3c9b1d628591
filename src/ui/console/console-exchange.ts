/**
 * What the console makes of one exchange besides the answer itself: what the surprise rules read
 * of it, a body field the checks before sending need, and why a request got no answer at all.
 */
import { describeFailure } from '../shared/sandbox-client';
import { findOperation, type Operation } from './catalogue';
import type { ConsoleAnswer } from './console-api';
import type { ConsoleRequest } from './console-request';
import { hostOfUrl, hostsOf, type Environment } from './environments';
import { reasonsOf, surprisesOf, type Exchange } from './answer';

/** What the console says beside an answer: why it was given, and what is worth knowing about it. */
export interface Explained {
  /** What in the request caused an answer that gives no reason itself. */
  reasons: string[];
  surprises: string[];
}

/** The reasons and surprises of one exchange; `externalIdWasTaken` is about the state it met. */
export function explain(
  request: ConsoleRequest,
  answer: ConsoleAnswer,
  env: Environment,
  operations: readonly Operation[],
  externalIdWasTaken: boolean,
): Explained {
  const exchange = exchangeOf(request, answer, env, operations);
  return {
    reasons: reasonsOf({ request, operation: operationOf(request, operations), status: answer.status, body: answer.text }),
    surprises: surprisesOf({ ...exchange, externalIdWasTaken }),
  };
}

/** The catalogue's operation a request names, on the gateway host it went to. */
function operationOf(request: ConsoleRequest, operations: readonly Operation[]): Operation | undefined {
  const host = hostOfUrl(request.url);
  return host ? findOperation(operations, request.method, new URL(request.url.trim()).pathname, host.role) : undefined;
}

/** What the surprise rules read of a request and its answer, but for the state it met. */
function exchangeOf(
  request: ConsoleRequest,
  answer: ConsoleAnswer,
  env: Environment,
  operations: readonly Operation[],
): Omit<Exchange, 'externalIdWasTaken'> {
  const host = hostOfUrl(request.url);
  const operation = operationOf(request, operations);
  return {
    request,
    host: host?.role,
    status: answer.status,
    contentType: answer.contentType,
    body: answer.text,
    statusBaseUrl: hostsOf(host?.env ?? env).status,
    hostEnv: host?.env,
    baseUrls: { sandbox: hostsOf('sandbox').base, production: hostsOf('production').base },
    bodySchema: operation ? operation.bodySchema : undefined,
  };
}

/** The top-level field `name` of a JSON body; undefined when it is not a JSON object. */
export function bodyField(body: string, name: string): unknown {
  try {
    return (JSON.parse(body) as Record<string, unknown> | null)?.[name];
  } catch {
    return undefined;
  }
}

/**
 * Why a request got no answer. A host outside the sandbox is reached by the page's own `fetch`,
 * which a site that does not allow other pages to read it (CORS), or no network, turns into a
 * bare "Failed to fetch": say so.
 */
export function failureOf(error: unknown, url: string): string {
  const failure = describeFailure(error);
  // fetch reports a call that got no answer as a TypeError.
  if (hostOfUrl(url) || !(error instanceof TypeError)) return failure;
  return `${failure}. ${new URL(url).host} is outside the sandbox: the browser lets this page read its answer only if that site allows other pages to (CORS), and only with a network.`;
}
