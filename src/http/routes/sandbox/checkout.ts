/** What the hosted checkout's helpers do (declared in `gateway/routes/sandbox/checkout.ts`): the rules are `gateway/payments/checkout-rules.ts`'. */
import type { checkoutRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const checkoutHandlers = {
  view: ({ gateway, params }) => gateway.checkout.view(params.paymentHash),
  pay: ({ gateway, params, body }) => gateway.checkout.pay(params.paymentHash, body),
} satisfies HandlersOf<typeof checkoutRoutes>;
