/** The app's screens and how a hash location maps onto them. */
import type { HashLocation } from './use-hash-route';

export type Route =
  | { page: 'console' }
  | { page: 'keys' }
  | { page: 'webhooks' }
  | { page: 'data' }
  | { page: 'checkout'; productId: string; paymentHash: string }
  | { page: 'scenario'; data: string }
  | { page: 'embed'; data: string }
  | { page: 'not-found'; path: string };

/**
 * `#/checkout/<productId>?externalId=<hash>` is the `redirectUrl` shape; `#/scenario/<data>` and
 * `#/embed/<data>` carry a scenario (base64url, no escapes to decode); an empty hash is the console.
 */
export function routeOf({ path, query }: HashLocation): Route {
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  const [first, second] = segments;
  if (segments.length === 0 || (first === 'console' && segments.length === 1)) return { page: 'console' };
  if (first === 'keys' && segments.length === 1) return { page: 'keys' };
  if (first === 'webhooks' && segments.length === 1) return { page: 'webhooks' };
  if (first === 'data' && segments.length === 1) return { page: 'data' };
  if (first === 'checkout' && second !== undefined && segments.length === 2) {
    return { page: 'checkout', productId: second, paymentHash: query.get('externalId') ?? '' };
  }
  if ((first === 'scenario' || first === 'embed') && second !== undefined && segments.length === 2) {
    return { page: first, data: second };
  }
  return { page: 'not-found', path };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed rather than breaking the page.
    return segment;
  }
}
