/**
 * Which checkout a `redirectUrl` from the embed's own gateway opens: its product and payment,
 * read from the URL's hash route as the app's router reads it. Only this app's checkout qualifies;
 * any other address stays a link.
 */
import { routeOf } from '../routing';
import { parseHash } from '../shared/use-hash-route';

export interface CheckoutTarget {
  productId: string;
  paymentHash: string;
}

/** The checkout `url` opens, when it is this app's (`app`: the page's address without query or hash). */
export function checkoutTargetOf(url: string, app: string): CheckoutTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (`${parsed.origin}${parsed.pathname}` !== app) return null;
  const route = routeOf(parseHash(parsed.hash));
  return route.page === 'checkout' && route.paymentHash ? { productId: route.productId, paymentHash: route.paymentHash } : null;
}
