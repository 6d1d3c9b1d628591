/** What the interface's product routes do (declared in `gateway/routes/products.ts`). */
import type { productRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const productHandlers = {
  create: ({ gateway, caller, body }) => gateway.products.create(caller, body),
  update: ({ gateway, caller, params, body }) => gateway.products.update(caller, params.productId, body),
} satisfies HandlersOf<typeof productRoutes>;
