/**
 * A product's notification settings, the operator's switch: which payment statuses notify its
 * webhooks, read and replaced.
 */
import { notificationsAnswer, notificationSettingsSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const notificationRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    response: notificationsAnswer,
    uuids: ['productId'],
    handle: ({ gateway, params }) => gateway.sandbox.notifications(params.productId!),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    response: notificationsAnswer,
    uuids: ['productId'],
    body: notificationSettingsSchema,
    handle: ({ gateway, params, body }) => gateway.sandbox.setNotifications(params.productId!, body.statuses),
  }),
];
