/**
 * The hosted checkout's one read: customers have no API key, so the page asks this keyless helper
 * for the payment, the product's display fields and its customizations together.
 */
import { open } from '../../route';
import { checkoutViewAnswer } from '../../../gateway/schemas/sandbox-answers';

export const checkoutRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/checkout/:paymentHash',
    response: checkoutViewAnswer,
    doc: {
      summary: 'The hosted checkout’s read of a payment',
      answers: '`{payment, product, customizations}`: the payment with its product’s display fields and texts',
      errors: { 404: 'PaySubProductEntity not found' },
    },
    handle: ({ gateway, params }) => gateway.checkout.view(params.paymentHash!),
  }),
];
