/**
 * The hosted checkout's one read: customers have no API key, so the page asks this keyless helper
 * for the payment, the product's display fields and its customizations together.
 */
import { open } from '../route';

export const checkoutRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash',
    handle: ({ gateway, params }) => gateway.checkout.view(params.paymentHash!),
  }),
];
