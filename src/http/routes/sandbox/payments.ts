/**
 * Payments as the sandbox sees them: the whole stored payment, moving it as its customer or
 * provider would, and the payload its webhooks would carry if it moved now (the template preview).
 */
import type { NotifiableStatus } from '../../../gateway/core';
import { payloadPreviewAnswer, payloadPreviewQuery, paymentAnswer, paymentMoveSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const sandboxPaymentRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/payments/:paymentHash',
    response: paymentAnswer,
    handle: ({ gateway, params }) => gateway.payments.get(params.paymentHash!),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/payments/:paymentHash/status',
    response: paymentAnswer,
    body: paymentMoveSchema,
    handle: ({ gateway, params, body: { status, paymentMethod, price } }) =>
      gateway.payments.move(params.paymentHash!, status, { paymentMethod, price }),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/payments/:paymentHash/payload',
    response: payloadPreviewAnswer,
    query: payloadPreviewQuery,
    handle: ({ gateway, params, query }) =>
      // A status that notifies: `payloadPreviewQuery` refused any other.
      gateway.payloadPreview.preview(params.paymentHash!, (query.get('status') ?? 'COMPLETED') as NotifiableStatus),
  }),
];
