/**
 * The hosted checkout's keyless helpers: customers have no API key, so the page asks for the
 * payment, its methods, the product's display fields and its customizations together, and pays
 * through a route that holds the checkout's rules (see `gateway/checkout-rules.ts`).
 */
import { open } from '../../route';
import { checkoutPaySchema } from '../../../gateway/schemas/sandbox';
import { checkoutViewAnswer } from '../../../gateway/schemas/sandbox-answers';

export const checkoutRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash',
    response: checkoutViewAnswer,
    doc: {
      summary: 'The hosted checkout’s read of a payment',
      answers: '`{payment, payable, methods, product, customizations}`: the payment, whether and how it can be paid, its product’s display fields and texts',
      errors: { 404: 'PaySubProductEntity not found' },
    },
    handle: ({ gateway, params }) => gateway.checkout.view(params.paymentHash!),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash/pay',
    response: checkoutViewAnswer,
    doc: {
      summary: 'Pay on the hosted checkout, by its rules',
      answers: 'The checkout’s read, paid',
      example: { paymentMethod: 'BLIK', blikCode: '777123' },
      errors: { 400: 'Malformed JSON request, or a payment the checkout refuses', 404: 'PaySubProductEntity not found' },
    },
    body: checkoutPaySchema,
    handle: ({ gateway, params, body }) => gateway.checkout.pay(params.paymentHash!, body),
  }),
];
