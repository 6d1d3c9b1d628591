/**
 * The sandbox helpers: keyless, on the base host, under `/_sandbox/`. One file per resource a
 * helper acts on, so a route is found where its path says; their order here is the order of the
 * OpenAPI document's "Sandbox helpers".
 */
import { changeRoutes } from './changes';
import { checkoutRoutes } from './checkout';
import { clockRoutes } from './clock';
import { dataRoutes } from './data';
import { deliveryRoutes } from './deliveries';
import { faultRoutes } from './faults';
import { keyRoutes } from './keys';
import { notificationRoutes } from './notifications';
import { openApiRoutes } from './openapi';
import { partnerRoutes } from './partners';
import { sandboxPaymentRoutes } from './payments';
import { receiverRoutes } from './receivers';
import { recordRoutes } from './records';
import { sandboxWebhookRoutes } from './webhooks';

export const sandboxHelperRoutes = [
  ...partnerRoutes,
  ...keyRoutes,
  ...notificationRoutes,
  ...sandboxPaymentRoutes,
  ...checkoutRoutes,
  ...clockRoutes,
  ...deliveryRoutes,
  ...sandboxWebhookRoutes,
  ...receiverRoutes,
  ...dataRoutes,
  ...recordRoutes,
  ...faultRoutes,
  ...changeRoutes,
  ...openApiRoutes,
];
