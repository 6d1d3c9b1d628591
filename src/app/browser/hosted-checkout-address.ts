/**
 * The payment a hosted-checkout address names: `{checkout_url}/<productId>?externalId=<hash>`,
 * read from the path the Node server serves it at (the static build carries the same in its hash).
 */

/** The product and payment hash of a checkout URL; empty strings where it names none (the page says so). */
export function hostedCheckoutOf(url: URL): { productId: string; paymentHash: string } {
  const match = /^\/checkout\/([^/]+)\/?$/.exec(url.pathname);
  return { productId: match ? decoded(match[1]!) : '', paymentHash: url.searchParams.get('externalId') ?? '' };
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape is kept as typed: it names no product, and the page says so.
    return segment;
  }
}
