/**
 * Webhook delivery attempts: listed (step 6 of the flow, see the delivery), and one sent again,
 * same body and requestId, signed afresh (docs/decisions/webhook-replays.md).
 */
import { deliveriesQuery } from '../../../gateway/schemas/queries';
import { deliveryAttemptSchema } from '../../../gateway/schemas/records';
import { deliveriesAnswer } from '../../../gateway/schemas/sandbox-answers';
import { deliveryPage } from '../../delivery-page';
import { open } from '../../route';
import { UUID_ERRORS } from '../../route-errors';

export const deliveryRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/deliveries',
    response: deliveriesAnswer,
    doc: {
      summary: 'Webhook delivery attempts, oldest first: step 6, see the delivery',
      answers: 'An array of attempts with their signed request and the answer',
      errors: { 400: 'limit is not a whole number from 1 up' },
    },
    query: deliveriesQuery,
    handle: ({ gateway, query }) =>
      gateway.sandbox.deliveries({
        webhookId: query.get('webhookId') ?? undefined,
        paymentHash: query.get('paymentHash') ?? undefined,
        ...deliveryPage(query),
      }),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/deliveries/:deliveryId/redeliver',
    response: deliveryAttemptSchema,
    doc: { summary: 'Send a delivery attempt again, same body and requestId, signed afresh', answers: 'The new attempt, PENDING and due now, `kind: "redelivery"`', errors: { 404: 'DeliveryAttempt not found', ...UUID_ERRORS } },
    uuids: ['deliveryId'],
    handle: ({ gateway, params }) => gateway.replays.redeliver(params.deliveryId!),
  }),
];
