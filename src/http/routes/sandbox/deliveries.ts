/**
 * Webhook delivery attempts: listed (step 6 of the flow, see the delivery), and one sent again,
 * same body and requestId, signed afresh (docs/decisions/webhook-replays.md).
 */
import { deliveriesAnswer, deliveriesQuery, deliveryAttemptSchema } from '../../../gateway/schemas';
import { deliveryPage } from '../../delivery-page';
import { open } from '../../route';

export const deliveryRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/deliveries',
    response: deliveriesAnswer,
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
    uuids: ['deliveryId'],
    handle: ({ gateway, params }) => gateway.replays.redeliver(params.deliveryId!),
  }),
];
