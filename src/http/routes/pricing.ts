/** What the interface's pricing-entry routes do (declared in `gateway/routes/pricing.ts`). */
import type { pricingRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const pricingHandlers = {
  list: ({ gateway, caller, params }) => gateway.pricing.list(caller, params.productId),
  create: ({ gateway, caller, params, body }) => gateway.pricing.create(caller, params.productId, body),
  update: ({ gateway, caller, params, body }) => gateway.pricing.update(caller, params.productId, params.entryId, body),
  remove: ({ gateway, caller, params }) => gateway.pricing.remove(caller, params.productId, params.entryId),
} satisfies HandlersOf<typeof pricingRoutes>;
