/** What the API-fault helpers do (declared in `gateway/routes/sandbox/faults.ts`). */
import type { faultRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const faultHandlers = {
  read: ({ gateway }) => gateway.faults.read(),
  update: ({ gateway, body }) => gateway.faults.update(body),
} satisfies HandlersOf<typeof faultRoutes>;
