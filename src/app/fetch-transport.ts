/** Webhook calls over real HTTP with the platform's `fetch`, in the browser and in Node. */
import type { CallResult, Transport } from '../gateway/core';
import { wireHeaders } from './wire-headers';

export interface FetchTransportOptions {
  /** Turns a failed fetch into the message recorded on the attempt. */
  explainNetworkError?: (url: string, error: unknown) => string;
  /**
   * Gives up on a call after this long, as a network error. Deliveries set none (the contract:
   * no timeout); a one-off check from the command line must not wait for ever.
   */
  timeoutMs?: number;
}

/**
 * Calls the endpoint and reports what came back. Redirects are not followed: a 3xx is itself
 * the answer (a failure without retry). No timeout is applied unless asked, as the interface says.
 */
export function fetchTransport({ explainNetworkError = describeError, timeoutMs }: FetchTransportOptions = {}): Transport {
  return {
    async send({ method, url, headers, body }): Promise<CallResult> {
      try {
        const response = await fetch(url, {
          method,
          headers: wireHeaders(headers),
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
          redirect: 'manual',
          signal: timeoutMs === undefined ? undefined : AbortSignal.timeout(timeoutMs),
        });
        // A browser hides a manual redirect's status behind an opaque response.
        if (response.type === 'opaqueredirect') return { kind: 'answered', status: 302, body: '' };
        return { kind: 'answered', status: response.status, body: await response.text() };
      } catch (error) {
        return { kind: 'network-error', error: explainNetworkError(url, error) };
      }
    },
  };
}

function describeError(_url: string, error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return `Network error: ${cause?.code ?? cause?.message ?? String(error)}`;
}

/** In a page, a refused call is almost always CORS: say so, and what to do instead. */
export function explainBrowserNetworkError(url: string, error: unknown): string {
  return (
    `Network error calling ${url} (${String(error)}). From a web page this is most often CORS: ` +
    'the endpoint must answer the preflight allowing this origin and the X-Service-Signature ' +
    'and Content-Type headers. To reach a receiver on your machine, run `npx gateway-playground relay ' +
    '--forward-to <its url>` and pair it under Webhooks > Forward through a local relay; or use a ' +
    'https://hooks.gateway.test/<name> receiver, or the Node server mode, which calls endpoints ' +
    'without a browser in between.'
  );
}
