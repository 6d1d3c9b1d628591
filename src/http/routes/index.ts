import type { Route } from '../route';
import { customizationRoutes } from './customizations';
import { formRoutes } from './forms';
import { paymentRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { productRoutes } from './products';
import { sandboxHelperRoutes } from './sandbox';
import { webhookRoutes } from './webhooks';

/** Every endpoint, grouped as the interface groups them (the OpenAPI document's tags). */
export const ROUTE_GROUPS: Readonly<Record<string, readonly Route[]>> = {
  Products: productRoutes,
  Payments: paymentRoutes,
  'Pricing entries': pricingRoutes,
  'Forms and fields': formRoutes,
  Customizations: customizationRoutes,
  Webhooks: webhookRoutes,
  'Sandbox helpers': sandboxHelperRoutes,
};

/** Every endpoint the gateway answers, the interface's and the sandbox helpers. */
export const ROUTES: readonly Route[] = Object.values(ROUTE_GROUPS).flat();
