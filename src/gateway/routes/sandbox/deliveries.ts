/**
 * Webhook delivery attempts: listed (step 6 of the flow, see the delivery), and one sent again,
 * same body and requestId, signed afresh (docs/decisions/webhook-replays.md).
 */
import { deliveriesQuery } from '../../schemas';
import type { deliveriesAnswer, deliveryAttemptSchema } from '../../schemas';
import { helper, json } from '../declaration';

export const deliveryRoutes = {
  list: helper('GET /_sandbox/deliveries', { query: deliveriesQuery, answer: json<typeof deliveriesAnswer>() }),
  redeliver: helper('POST /_sandbox/deliveries/:deliveryId/redeliver', {
    uuids: ['deliveryId'],
    answer: json<typeof deliveryAttemptSchema>(),
  }),
};
