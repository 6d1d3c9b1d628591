/**
 * The optional paging of `GET /_sandbox/deliveries`: `limit` (the newest that many) and, with it,
 * `before` (an attempt id: older than that one). Without `limit` the helper answers every attempt,
 * as the contract describes it.
 */

/** Reads `limit` and `before`, once `deliveriesQuery` has checked that `limit` is a whole number from 1 up. */
export function deliveryPage(query: URLSearchParams): { limit?: number; before?: string } {
  const limit = query.get('limit');
  if (limit === null) return {};
  return { limit: Number(limit), before: query.get('before') ?? undefined };
}
