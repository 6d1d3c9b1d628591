/** A product's notification settings, the operator's switch: which payment statuses notify its webhooks, read and replaced. */
import { notificationSettingsSchema } from '../../schemas';
import type { notificationsAnswer } from '../../schemas';
import { helper, json } from '../declaration';

const NOTIFICATIONS = '/_sandbox/products/:productId/notifications';

type Settings = typeof notificationsAnswer;

export const notificationRoutes = {
  read: helper(`GET ${NOTIFICATIONS}`, { uuids: ['productId'], answer: json<Settings>() }),
  replace: helper(`PUT ${NOTIFICATIONS}`, { uuids: ['productId'], body: notificationSettingsSchema, answer: json<Settings>() }),
};
