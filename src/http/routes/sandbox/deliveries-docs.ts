/** What the OpenAPI document says about each route of `deliveries.ts`, by method and path. */
import { UUID_ERRORS } from '../../route-errors';
import type { RouteDocs } from '../../route';

export const deliveryDocs: RouteDocs = {
  'GET /_sandbox/deliveries': {
    summary: 'Webhook delivery attempts, oldest first: step 6, see the delivery',
    answers: 'An array of attempts with their signed request and the answer',
    errors: { 400: 'limit is not a whole number from 1 up' },
  },
  'POST /_sandbox/deliveries/:deliveryId/redeliver': {
    summary: 'Send a delivery attempt again, same body and requestId, signed afresh',
    answers: 'The new attempt, PENDING and due now, `kind: "redelivery"`',
    errors: { 404: 'DeliveryAttempt not found', ...UUID_ERRORS },
  },
};
