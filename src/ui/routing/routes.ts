/** The app's screens and how a hash location maps onto them. */
import { type RecordsView, isRecordCollection } from '../records';
import type { HashLocation } from '../shared/use-hash-route';

export type Route =
  | { page: 'console' }
  | { page: 'keys' }
  | { page: 'webhooks' }
  | { page: 'data' }
  | { page: 'records'; view: RecordsView }
  | { page: 'faults' }
  | { page: 'checkout'; productId: string; paymentHash: string }
  | { page: 'scenario'; data: string }
  | { page: 'reference'; operationId: string | null }
  | { page: 'not-found'; path: string };

/**
 * `#/checkout/<productId>?externalId=<hash>` is the `redirectUrl` shape; `#/scenario/<data>` carries
 * a scenario (base64url, no escapes to decode); `#/reference/<operationId>` opens one operation of
 * the API reference; an empty hash is the console. `#/embed/<data>` is
 * not the app's: the page's entry starts the embed's own runtime for it (src/app/page-entry.ts).
 */
export function routeOf({ path, query }: HashLocation): Route {
  const segments = path.split('/').filter(Boolean).map(safeDecode);
  const [first, second] = segments;
  if (segments.length === 0 || (first === 'console' && segments.length === 1)) return { page: 'console' };
  if (first === 'keys' && segments.length === 1) return { page: 'keys' };
  if (first === 'webhooks' && segments.length === 1) return { page: 'webhooks' };
  if (first === 'data' && segments.length === 1) return { page: 'data' };
  if (first === 'faults' && segments.length === 1) return { page: 'faults' };
  if (first === 'records' && segments.length <= 3 && (second === undefined || isRecordCollection(second))) {
    return { page: 'records', view: recordsViewOf(second ?? 'payments', segments[2] ?? null, query) };
  }
  if (first === 'checkout' && second !== undefined && segments.length === 2) {
    return { page: 'checkout', productId: second, paymentHash: query.get('externalId') ?? '' };
  }
  if (first === 'scenario' && second !== undefined && segments.length === 2) return { page: 'scenario', data: second };
  if (first === 'reference' && segments.length <= 2) return { page: 'reference', operationId: second ?? null };
  return { page: 'not-found', path };
}

/** `#/records/<collection>[/<id>]?q=&productId=&partnerId=`: the Records screen's whole state. */
function recordsViewOf(collection: RecordsView['collection'], id: string | null, query: URLSearchParams): RecordsView {
  const filter = (name: string) => query.get(name) || undefined;
  return { collection, id, filters: { q: filter('q'), productId: filter('productId'), partnerId: filter('partnerId') } };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is shown as typed rather than breaking the page.
    return segment;
  }
}
