/**
 * How the UI talks to the gateway: with `fetch` to the virtual hosts, like any merchant would.
 * The page's service worker answers; nothing here calls the gateway's code directly. A page the
 * Node server served talks to that server instead (`pointAtGateway`).
 */
import type { Environment } from '../../gateway/records';
import { BROWSER_HOSTS, baseUrlOf } from '../../http/hosts';

/** `{base_url}` and `{status_base_url}` of the sandbox environment the UI calls. */
export let SANDBOX_BASE = baseUrlOf(BROWSER_HOSTS, 'sandbox');
export let SANDBOX_STATUS = baseUrlOf(BROWSER_HOSTS, 'sandbox', 'status');

/** Points every call of the UI at a gateway elsewhere. The wiring calls it before the first render. */
export function pointAtGateway(gateway: { base: string; status: string }): void {
  SANDBOX_BASE = gateway.base;
  SANDBOX_STATUS = gateway.status;
}

/** `{base_url}` and `{status_base_url}` of either environment (the console switches between them). */
export function hostsOfEnvironment(env: Environment): { base: string; status: string } {
  return { base: baseUrlOf(BROWSER_HOSTS, env), status: baseUrlOf(BROWSER_HOSTS, env, 'status') };
}

/** A non-2xx answer of a sandbox helper, carrying the gateway's status and message. */
export class HelperError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Calls a keyless helper under `/_sandbox/` and answers its JSON body, or throws a HelperError. */
export function callHelper<T>(method: string, path: string, body?: unknown): Promise<T> {
  return callHelperWithText<T>(method, path, body === undefined ? undefined : JSON.stringify(body));
}

/** Like `callHelper`, with a body that already is JSON text (a file's contents, sent as they are). */
export async function callHelperWithText<T>(method: string, path: string, text?: string): Promise<T> {
  const response = await fetch(`${SANDBOX_BASE}/_sandbox${path}`, {
    method,
    headers: text === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: text,
  });
  const answer = await response.text();
  const parsed = parseOrUndefined(answer);
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new HelperError(response.status, typeof message === 'string' ? message : answer || response.statusText);
  }
  return parsed as T;
}

/** A failed helper call as a line of text: the gateway's status and message when it answered. */
export function describeFailure(error: unknown): string {
  if (error instanceof HelperError) return `${error.status}: ${error.message}`;
  return (error as Error)?.message || String(error);
}

function parseOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
