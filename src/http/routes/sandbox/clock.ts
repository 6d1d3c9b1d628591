/**
 * The gateway's clock: read it, switch it between real and simulated time, and move simulated time
 * (by an amount, or to the next due delivery), running every delivery that falls due on the way.
 */
import {
  clockAdvancedAnswer,
  clockAdvanceSchema,
  clockAnswer,
  clockNextDueAnswer,
  clockReadAnswer,
  clockSetSchema,
  clockStopAnswer,
} from '../../../gateway/schemas';
import { open } from '../../route';

export const clockRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/clock',
    response: clockReadAnswer,
    handle: async ({ runtime }) => {
      const advance = runtime.advanceProgress();
      return advance ? { ...(await runtime.clockView()), advance } : runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/clock',
    response: clockAnswer,
    body: clockSetSchema,
    async handle({ runtime, body }) {
      await runtime.setClock(body.mode, body.now);
      return runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/clock/advance',
    response: clockAdvancedAnswer,
    body: clockAdvanceSchema,
    async handle({ runtime, body, signal }) {
      const { stopped } = await runtime.advanceClock(body.ms, signal);
      return stopped ? { ...(await runtime.clockView()), stopped } : runtime.clockView();
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/clock/advance/stop',
    response: clockStopAnswer,
    async handle({ runtime }) {
      const stopped = await runtime.stopAdvance();
      return { ...(await runtime.clockView()), stopped };
    },
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/clock/next-due',
    response: clockNextDueAnswer,
    async handle({ runtime }) {
      const ran = await runtime.advanceToNextDue();
      return { ...(await runtime.clockView()), ran };
    },
  }),
];
