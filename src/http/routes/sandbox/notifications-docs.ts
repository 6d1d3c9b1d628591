/** What the OpenAPI document says about each route of `notifications.ts`, by method and path. */
import { BODY_ERRORS, UUID_ERRORS } from '../../route-errors';
import type { RouteDocs } from '../../route';

export const notificationDocs: RouteDocs = {
  'GET /_sandbox/products/:productId/notifications': {
    summary: 'The payment statuses that notify the product’s webhooks',
    answers: '`{productId, statuses}`',
    errors: { 404: 'PayProductEntity not found', ...UUID_ERRORS },
  },
  'PUT /_sandbox/products/:productId/notifications': {
    summary: 'Which payment statuses notify the product’s webhooks (the operator’s switch)',
    answers: '`{productId, statuses}`',
    example: { statuses: ['COMPLETED', 'CANCELED', 'REFUNDED'] },
    errors: { ...BODY_ERRORS, 404: 'PayProductEntity not found', ...UUID_ERRORS },
  },
};
