/** What the OpenAPI document says about each route of `payments.ts`, by method and path. */
import { payloadPreviewAnswer, paymentAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { sandboxPaymentRoutes } from './payments';

export const sandboxPaymentDocs: RouteDocs<typeof sandboxPaymentRoutes> = {
  'GET /_sandbox/payments/:paymentHash': {
    response: paymentAnswer,
    summary: 'The whole stored payment',
    answers: '`{hash, externalId, productId, price, status, details, statusHistory, ...}`',
    errors: { 404: 'PaySubProductEntity not found' },
  },
  'POST /_sandbox/payments/:paymentHash/status': {
    response: paymentAnswer,
    summary: 'Move a payment as the customer or the provider would: step 5, pay',
    answers: 'The payment; the notifications due are sent',
    example: { status: 'COMPLETED', paymentMethod: 'BLIK' },
    errors: {
      400: 'Malformed JSON request, or a move the payment cannot make (naming both statuses)',
      404: 'PaySubProductEntity not found',
    },
  },
  'GET /_sandbox/payments/:paymentHash/payload': {
    response: payloadPreviewAnswer,
    summary: 'The default webhook payload if the payment moved to `status` (default COMPLETED) now',
    answers: '`{variables, at}`; `requestId` is a sample',
    errors: { 400: 'status is not one that notifies', 404: 'PaySubProductEntity not found' },
  },
};
