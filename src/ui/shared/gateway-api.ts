/**
 * How the UI talks to the gateway: with `fetch` to the virtual hosts, like any merchant would.
 * The page's service worker answers; nothing here calls the gateway's code directly.
 */
import { BROWSER_HOSTS, baseUrlOf } from '../../http/hosts';

/** `{base_url}` and `{status_base_url}` of the sandbox environment. */
export const SANDBOX_BASE = baseUrlOf(BROWSER_HOSTS, 'sandbox');
export const SANDBOX_STATUS = baseUrlOf(BROWSER_HOSTS, 'sandbox', 'status');

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
export async function callHelper<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_BASE}/_sandbox${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const parsed = parseOrUndefined(text);
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new HelperError(response.status, typeof message === 'string' ? message : text || response.statusText);
  }
  return parsed as T;
}

function parseOrUndefined(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
