/** What the change stream does (declared in `gateway/routes/sandbox/changes.ts`). */
import type { changeRoutes } from '../../../gateway/routes';
import { changeStream } from '../../change-stream';
import type { HandlersOf } from '../../route';

export const changeHandlers = {
  stream: async ({ changes, signal }) => changeStream(changes, signal),
} satisfies HandlersOf<typeof changeRoutes>;
