/** What the whole-store helpers do (declared in `gateway/routes/sandbox/data.ts`). */
import type { dataRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';
import { storedSummary } from '../../stored-summary';

export const dataHandlers = {
  summary: storedSummary,
  export: ({ gateway }) => gateway.sandbox.export(),
  async import({ gateway, runtime, body }) {
    await gateway.sandbox.import(body);
    await runtime.reload();
    return storedSummary({ gateway, runtime });
  },
  async reset({ gateway, runtime }) {
    await gateway.sandbox.reset();
    await runtime.setClock('real');
    await runtime.reload();
    return storedSummary({ gateway, runtime });
  },
} satisfies HandlersOf<typeof dataRoutes>;
