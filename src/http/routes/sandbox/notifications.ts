/**
 * A product's notification settings, the operator's switch: which payment statuses notify its
 * webhooks, read and replaced.
 */
import { notificationSettingsSchema } from '../../../gateway/schemas/sandbox';
import { notificationsAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS, UUID_ERRORS } from '../../route-errors';

export const notificationRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    response: notificationsAnswer,
    doc: { summary: 'The payment statuses that notify the product’s webhooks', answers: '`{productId, statuses}`', errors: { 404: 'PayProductEntity not found', ...UUID_ERRORS } },
    uuids: ['productId'],
    handle: ({ gateway, params }) => gateway.sandbox.notifications(params.productId!),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    response: notificationsAnswer,
    doc: {
      summary: 'Which payment statuses notify the product’s webhooks (the operator’s switch)',
      answers: '`{productId, statuses}`',
      example: { statuses: ['COMPLETED', 'CANCELED', 'REFUNDED'] },
      errors: { ...BODY_ERRORS, 404: 'PayProductEntity not found', ...UUID_ERRORS },
    },
    uuids: ['productId'],
    body: notificationSettingsSchema,
    handle: ({ gateway, params, body }) => gateway.sandbox.setNotifications(params.productId!, body.statuses),
  }),
];
