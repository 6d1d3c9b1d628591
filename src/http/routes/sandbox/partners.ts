/** What the partner helpers do (declared in `gateway/routes/sandbox/partners.ts`). */
import type { partnerRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const partnerHandlers = {
  create: ({ gateway, body }) => gateway.auth.createPartner(body),
  list: ({ gateway }) => gateway.auth.listPartners(),
} satisfies HandlersOf<typeof partnerRoutes>;
