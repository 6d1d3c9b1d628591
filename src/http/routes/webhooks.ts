/** What the interface's webhook routes do (declared in `gateway/routes/webhooks.ts`). */
import type { webhookRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const webhookHandlers = {
  // The list is always the caller's own: a partnerId filter is refused (by the query's schema), not ignored.
  list: ({ gateway, caller, query }) => gateway.webhooks.list(caller, query.get('productId') ?? undefined),
  create: ({ gateway, caller, body }) => gateway.webhooks.create(caller, body),
  get: ({ gateway, caller, params }) => gateway.webhooks.get(caller, params.webhookId),
  update: ({ gateway, caller, params, body }) => gateway.webhooks.update(caller, params.webhookId, body),
  products: ({ gateway, caller, params }) => gateway.webhooks.products(caller, params.webhookId),
  assign: ({ gateway, caller, params }) => gateway.webhooks.assign(caller, params.webhookId, params.productId),
} satisfies HandlersOf<typeof webhookRoutes>;
