import type { Route } from '../route';
import { checkoutRoutes } from './sandbox/checkout';
import { customizationRoutes } from './customizations';
import { sandboxExtraRoutes } from './sandbox/receivers';
import { formRoutes } from './forms';
import { paymentRoutes } from './payments';
import { pricingRoutes } from './pricing';
import { productRoutes } from './products';
import { recordRoutes } from './sandbox/records';
import { replayRoutes } from './sandbox/webhooks';
import { sandboxRoutes } from './sandbox/clock';
import { webhookRoutes } from './webhooks';

/** Every endpoint, grouped as the interface groups them (the OpenAPI document's tags). */
export const ROUTE_GROUPS: Readonly<Record<string, readonly Route[]>> = {
  Products: productRoutes,
  Payments: paymentRoutes,
  'Pricing entries': pricingRoutes,
  'Forms and fields': formRoutes,
  Customizations: customizationRoutes,
  Webhooks: webhookRoutes,
  'Sandbox helpers': [...sandboxRoutes, ...sandboxExtraRoutes, ...replayRoutes, ...recordRoutes, ...checkoutRoutes],
};

/** Every endpoint the gateway answers, the interface's and the sandbox helpers. */
export const ROUTES: readonly Route[] = Object.values(ROUTE_GROUPS).flat();
