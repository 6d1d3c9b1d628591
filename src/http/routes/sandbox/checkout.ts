/**
 * The hosted checkout's keyless helpers: customers have no API key, so the page asks for the
 * payment, its methods, the product's display fields and its customizations together, and pays
 * through a route that holds the checkout's rules (see `gateway/payments/checkout-rules.ts`).
 */
import { open } from '../../route';
import { checkoutPaySchema, checkoutViewAnswer } from '../../../gateway/schemas';

export const checkoutRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash',
    response: checkoutViewAnswer,
    handle: ({ gateway, params }) => gateway.checkout.view(params.paymentHash!),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash/pay',
    response: checkoutViewAnswer,
    body: checkoutPaySchema,
    handle: ({ gateway, params, body }) => gateway.checkout.pay(params.paymentHash!, body),
  }),
];
