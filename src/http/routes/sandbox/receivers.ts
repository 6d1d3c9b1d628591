/** What the scripted receivers' helpers do (declared in `gateway/routes/sandbox/receivers.ts`). */
import type { receiverRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const receiverHandlers = {
  list: ({ gateway }) => gateway.receivers.list(),
  script: ({ gateway, params, body }) => gateway.receivers.script(params.name, body),
} satisfies HandlersOf<typeof receiverRoutes>;
