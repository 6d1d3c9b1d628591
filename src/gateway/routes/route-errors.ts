/**
 * The error answers many routes share, worded once for the OpenAPI document. Each is a
 * `{status: why}` entry to spread into a route's `doc.errors`.
 */

/** Any keyed route: the key is missing, unknown, revoked or of the other environment. */
export const AUTH_ERRORS = {
  401: 'Missing credentials (no X-API-KEY), or Invalid API key: unknown, revoked, or of the other environment',
} as const;

/** A route under a product: the product is another partner's, or there is none. */
export const PRODUCT_ERRORS = {
  403: 'Product <uuid> does not belong to you: the product is another partner’s',
  404: 'PayProductEntity not found: no such product',
} as const;

/** A route that reads a body. */
export const BODY_ERRORS = {
  400: 'Malformed JSON request: the body is not JSON, a value has the wrong type, or an enum value is unknown',
} as const;

/** A route with a UUID in its path. */
export const UUID_ERRORS = {
  500: 'Something went wrong: a path id is not a UUID',
} as const;
