/** The few response shapes the gateway answers with. */
import { GatewayError, StoreClosedError, StoreUnavailableError } from '../gateway/core';
import { HeldBodyResponse } from './held-body';

export function jsonResponse(body: unknown, status = 200): Response {
  return new HeldBodyResponse(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** 200 with no body: what a DELETE answers. */
export function emptyResponse(): Response {
  return new Response(null, { status: 200 });
}

/** Every error body is `{status, message}`, `status` repeating the HTTP status. */
export function errorResponse(error: GatewayError): Response {
  return jsonResponse({ status: error.status, message: error.message }, error.status);
}

/** The routing error: plain text, not JSON, as the real service answers it. */
export function noRouteResponse(method: string, path: string): Response {
  return new HeldBodyResponse(`No route found for: ${method} ${path}`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * Anything that is not a GatewayError is an internal failure: the generic 500. A database that
 * cannot be reached is no failure of the request: 503, to try again. Nor is a store closed under
 * a request still running (a server stopping, an embed taken off the page): 503, and nothing
 * logged, so a shutdown is quiet.
 */
export function toErrorResponse(error: unknown): Response {
  if (error instanceof GatewayError) return errorResponse(error);
  if (error instanceof StoreUnavailableError) return errorResponse(new GatewayError(503, error.message));
  if (error instanceof StoreClosedError) return errorResponse(new GatewayError(503, 'The sandbox has closed'));
  console.error('Unexpected gateway failure', error);
  return errorResponse(new GatewayError(500, 'Something went wrong'));
}
