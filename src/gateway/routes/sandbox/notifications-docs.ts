/** What the OpenAPI document says about each route of `notifications.ts`, by method and path. */
import { BODY_ERRORS, UUID_ERRORS } from '../route-errors';
import { notificationsAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { notificationRoutes } from './notifications';

export const notificationDocs: RouteDocs<typeof notificationRoutes> = {
  'GET /_sandbox/products/:productId/notifications': {
    response: notificationsAnswer,
    summary: 'The payment statuses that notify the product’s webhooks',
    answers: '`{productId, statuses}`',
    errors: { 404: 'PayProductEntity not found', ...UUID_ERRORS },
  },
  'PUT /_sandbox/products/:productId/notifications': {
    response: notificationsAnswer,
    summary: 'Which payment statuses notify the product’s webhooks (the operator’s switch)',
    answers: '`{productId, statuses}`',
    example: { statuses: ['COMPLETED', 'CANCELED', 'REFUNDED'] },
    errors: { ...BODY_ERRORS, 404: 'PayProductEntity not found', ...UUID_ERRORS },
  },
};
