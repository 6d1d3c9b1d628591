/** What the notification-settings helpers do (declared in `gateway/routes/sandbox/notifications.ts`). */
import type { notificationRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const notificationHandlers = {
  read: ({ gateway, params }) => gateway.sandbox.notifications(params.productId),
  replace: ({ gateway, params, body }) => gateway.sandbox.setNotifications(params.productId, body.statuses),
} satisfies HandlersOf<typeof notificationRoutes>;
