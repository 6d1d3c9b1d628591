/** What the delivery helpers do (declared in `gateway/routes/sandbox/deliveries.ts`). */
import type { deliveryRoutes } from '../../../gateway/routes';
import { deliveryPage } from '../../delivery-page';
import type { HandlersOf } from '../../route';

export const deliveryHandlers = {
  list: ({ gateway, query }) =>
    gateway.sandbox.deliveries({
      webhookId: query.get('webhookId') ?? undefined,
      paymentHash: query.get('paymentHash') ?? undefined,
      ...deliveryPage(query),
    }),
  redeliver: ({ gateway, params }) => gateway.replays.redeliver(params.deliveryId),
} satisfies HandlersOf<typeof deliveryRoutes>;
