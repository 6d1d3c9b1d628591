/**
 * The optional paging of `GET /_sandbox/deliveries`: `limit` (the newest that many) and, with it,
 * `before` (an attempt id: older than that one). Without `limit` the helper answers every attempt,
 * as the contract describes it.
 */
import { errors } from '../gateway/errors';

/** Reads `limit` and `before`; a `limit` that is not a whole number from 1 up answers 400. */
export function deliveryPage(query: URLSearchParams): { limit?: number; before?: string } {
  const limit = query.get('limit');
  if (limit === null) return {};
  if (!/^[1-9]\d{0,8}$/.test(limit)) throw errors.badRequest('limit must be a whole number from 1 up');
  return { limit: Number(limit), before: query.get('before') ?? undefined };
}
