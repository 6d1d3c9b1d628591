/** What the OpenAPI document says about each route of `deliveries.ts`, by method and path. */
import { UUID_ERRORS } from '../route-errors';
import { deliveriesAnswer, deliveryAttemptSchema } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { deliveryRoutes } from './deliveries';

export const deliveryDocs: RouteDocs<typeof deliveryRoutes> = {
  'GET /_sandbox/deliveries': {
    response: deliveriesAnswer,
    summary: 'Webhook delivery attempts, oldest first: step 6, see the delivery',
    answers: 'An array of attempts with their signed request and the answer',
    errors: { 400: 'limit is not a whole number from 1 up' },
  },
  'POST /_sandbox/deliveries/:deliveryId/redeliver': {
    response: deliveryAttemptSchema,
    summary: 'Send a delivery attempt again, same body and requestId, signed afresh',
    answers: 'The new attempt, PENDING and due now, `kind: "redelivery"`',
    errors: { 404: 'DeliveryAttempt not found', ...UUID_ERRORS },
  },
};
