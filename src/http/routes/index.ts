import type { Route } from '../route';
import { customizationRoutes } from './customizations';
import { formRoutes } from './forms';
import { paymentRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { productRoutes } from './products';
import { deliveryRoutes } from './deliveries';
import { sandboxRoutes } from './sandbox';
import { webhookRoutes } from './webhooks';

/** Every endpoint the gateway answers, the interface's and the sandbox helpers. */
export const ROUTES: readonly Route[] = [
  ...productRoutes,
  ...paymentRoutes,
  ...pricingRoutes,
  ...formRoutes,
  ...customizationRoutes,
  ...webhookRoutes,
  ...sandboxRoutes,
  ...deliveryRoutes,
];
