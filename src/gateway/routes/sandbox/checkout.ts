/**
 * The hosted checkout's keyless helpers: customers have no API key, so the page asks for the
 * payment, its methods, the product's display fields and its customizations together, and pays
 * through a route that holds the checkout's rules (see `payments/checkout-rules.ts`).
 */
import { checkoutPaySchema } from '../../schemas';
import type { checkoutViewAnswer } from '../../schemas';
import { helper, json } from '../declaration';

type View = typeof checkoutViewAnswer;

export const checkoutRoutes = {
  view: helper('GET /_sandbox/checkout/:paymentHash', { answer: json<View>() }),
  pay: helper('POST /_sandbox/checkout/:paymentHash/pay', { body: checkoutPaySchema, answer: json<View>() }),
};
