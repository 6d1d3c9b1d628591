/** What the key helpers do (declared in `gateway/routes/sandbox/keys.ts`). */
import type { keyRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const keyHandlers = {
  create: ({ gateway, body }) => gateway.auth.createKey(body.partnerId, body.env),
  revoke: ({ gateway, body }) => gateway.auth.revokeKey(body.key),
} satisfies HandlersOf<typeof keyRoutes>;
