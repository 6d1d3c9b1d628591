/** What the interface's customization routes do (declared in `gateway/routes/customizations.ts`). */
import type { customizationRoutes } from '../../gateway/routes';
import type { HandlersOf } from '../route';

export const customizationHandlers = {
  list: ({ gateway, caller, params }) => gateway.customizations.list(caller, params.productId),
  get: ({ gateway, caller, params }) => gateway.customizations.get(caller, params.productId, params.id),
  create: ({ gateway, caller, params, body }) => gateway.customizations.create(caller, params.productId, body),
  update: ({ gateway, caller, params, body }) => gateway.customizations.update(caller, params.productId, params.id, body),
  remove: ({ gateway, caller, params }) => gateway.customizations.remove(caller, params.productId, params.id),
} satisfies HandlersOf<typeof customizationRoutes>;
