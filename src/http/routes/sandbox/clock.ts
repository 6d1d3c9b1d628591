/** What the clock helpers do (declared in `gateway/routes/sandbox/clock.ts`): the delivery engine moves the clock. */
import type { clockRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const clockHandlers = {
  async read({ runtime }) {
    const advance = runtime.advanceProgress();
    return advance ? { ...(await runtime.clockView()), advance } : runtime.clockView();
  },
  async set({ runtime, body }) {
    await runtime.setClock(body.mode, body.now);
    return runtime.clockView();
  },
  async advance({ runtime, body, signal }) {
    const { stopped } = await runtime.advanceClock(body.ms, signal);
    return stopped ? { ...(await runtime.clockView()), stopped } : runtime.clockView();
  },
  async stopAdvance({ runtime }) {
    const stopped = await runtime.stopAdvance();
    return { ...(await runtime.clockView()), stopped };
  },
  async nextDue({ runtime }) {
    const ran = await runtime.advanceToNextDue();
    return { ...(await runtime.clockView()), ran };
  },
} satisfies HandlersOf<typeof clockRoutes>;
