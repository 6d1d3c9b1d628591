/** What the OpenAPI document says about each route of `checkout.ts`, by method and path. */
import { checkoutViewAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { checkoutRoutes } from './checkout';

export const checkoutDocs: RouteDocs<typeof checkoutRoutes> = {
  'GET /_sandbox/checkout/:paymentHash': {
    response: checkoutViewAnswer,
    summary: 'The hosted checkout’s read of a payment',
    answers:
      '`{payment, payable, methods, product, customizations}`: the payment, whether and how it can be paid, its product’s display fields and texts',
    errors: { 404: 'PaySubProductEntity not found' },
  },
  'POST /_sandbox/checkout/:paymentHash/pay': {
    response: checkoutViewAnswer,
    summary: 'Pay on the hosted checkout, by its rules',
    answers: 'The checkout’s read, paid',
    example: { paymentMethod: 'BLIK', blikCode: '777123' },
    errors: { 400: 'Malformed JSON request, or a payment the checkout refuses', 404: 'PaySubProductEntity not found' },
  },
};
