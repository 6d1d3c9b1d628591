/** Sends what the console form holds with the page's own `fetch` and records the whole answer. */
import { routeOf } from '../routing/routes';
import { parseHash } from '../routing/use-hash-route';

export interface ConsoleRequest {
  method: string;
  url: string;
  apiKey: string;
  /** Sent as it is; empty means no body. */
  body: string;
}

export interface ConsoleResponse {
  status: number;
  statusText: string;
  headers: [string, string][];
  /** The raw body text; the view pretty-prints JSON. */
  body: string;
  durationMs: number;
  /** Present when the body is JSON with a string `redirectUrl`. */
  redirectUrl?: string;
  /** A product `id` or the ids inside a `redirectUrl`, for the next example. */
  learnt: { productId?: string; paymentHash?: string };
}

/** Methods that may not carry a body in `fetch`. */
const BODYLESS = new Set(['GET', 'HEAD']);

/** Sends the request; a network failure (bad URL, unreachable host) rejects with fetch's own error. */
export async function sendRequest(request: ConsoleRequest): Promise<ConsoleResponse> {
  const headers = new Headers();
  if (request.apiKey.trim()) headers.set('X-API-KEY', request.apiKey.trim());
  const sendsBody = !BODYLESS.has(request.method) && request.body.trim() !== '';
  if (sendsBody) headers.set('Content-Type', 'application/json');
  const started = performance.now();
  const response = await fetch(request.url.trim(), {
    method: request.method,
    headers,
    body: sendsBody ? request.body : undefined,
  });
  const body = await response.text();
  const redirectUrl = stringField(body, 'redirectUrl');
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    body,
    durationMs: Math.round(performance.now() - started),
    redirectUrl,
    learnt: learn(request, response.status, body, redirectUrl),
  };
}

function learn(request: ConsoleRequest, status: number, body: string, redirectUrl?: string) {
  if (status !== 200) return {};
  if (redirectUrl) return idsInRedirectUrl(redirectUrl);
  const isProductCreate = request.method === 'POST' && /\/api\/product\/pay\/?$/.test(request.url.trim());
  const productId = isProductCreate ? stringField(body, 'id') : undefined;
  return productId ? { productId } : {};
}

/** `{checkout_url}/<productId>?externalId=<hash>`, the checkout's route living in the URL's hash. */
function idsInRedirectUrl(redirectUrl: string): ConsoleResponse['learnt'] {
  try {
    const route = routeOf(parseHash(new URL(redirectUrl).hash));
    return route.page === 'checkout' ? { productId: route.productId, paymentHash: route.paymentHash } : {};
  } catch {
    return {};
  }
}

function stringField(body: string, field: string): string | undefined {
  try {
    const value = (JSON.parse(body) as Record<string, unknown> | null)?.[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}
