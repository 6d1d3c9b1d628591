/**
 * The gateway's clock: read it, switch it between real and simulated time, and move simulated time
 * (by an amount, or to the next due delivery), running every delivery that falls due on the way.
 */
import { clockAdvanceSchema, clockSetSchema } from '../../../gateway/schemas/sandbox';
import {
  clockAdvancedAnswer,
  clockAnswer,
  clockNextDueAnswer,
  clockReadAnswer,
  clockStopAnswer,
} from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';

export const clockRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/clock',
    response: clockReadAnswer,
    doc: {
      summary: 'The gateway’s clock',
      answers: '`{mode: "real" | "simulated", now}` (epoch milliseconds); while an advance runs here, `advance` says how far it has come',
    },
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
    doc: {
      summary: 'Switch the clock; now sets simulated time',
      answers: 'The clock',
      example: { mode: 'simulated', now: 1767225600000 },
      errors: BODY_ERRORS,
    },
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
    doc: {
      summary: 'Move simulated time, running every delivery that falls due',
      answers: 'The clock, once every due delivery has run',
      example: { ms: 300000 },
      errors: { 400: 'Malformed JSON request, or the clock is real' },
      quirks: ['Answers 400 while the clock is real: switch it to simulated first (`POST /_sandbox/clock`).', 'Answers only once every delivery that fell due within the window has run, retries that came due inside it included.'],
    },
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
    doc: {
      summary: 'Stop the advance under way at the end of its current instant',
      answers: 'The clock, with `stopped`: whether an advance was running',
    },
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
    doc: {
      summary: 'Jump simulated time to the next due delivery and run it',
      answers: 'The clock and `ran` (false when nothing was waiting)',
      errors: { 400: 'A delivery is waiting, and the clock is real' },
    },
    async handle({ runtime }) {
      const ran = await runtime.advanceToNextDue();
      return { ...(await runtime.clockView()), ran };
    },
  }),
];
