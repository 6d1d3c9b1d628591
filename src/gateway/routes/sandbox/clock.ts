/**
 * The gateway's clock: read it, switch it between real and simulated time, and move simulated time
 * (by an amount, or to the next due delivery), running every delivery that falls due on the way.
 */
import { clockAdvanceSchema, clockSetSchema } from '../../schemas';
import type { clockAdvancedAnswer, clockAnswer, clockNextDueAnswer, clockReadAnswer, clockStopAnswer } from '../../schemas';
import { helper, json } from '../declaration';

export const clockRoutes = {
  read: helper('GET /_sandbox/clock', { answer: json<typeof clockReadAnswer>() }),
  set: helper('POST /_sandbox/clock', { body: clockSetSchema, answer: json<typeof clockAnswer>() }),
  advance: helper('POST /_sandbox/clock/advance', { body: clockAdvanceSchema, answer: json<typeof clockAdvancedAnswer>() }),
  stopAdvance: helper('POST /_sandbox/clock/advance/stop', { answer: json<typeof clockStopAnswer>() }),
  nextDue: helper('POST /_sandbox/clock/next-due', { answer: json<typeof clockNextDueAnswer>() }),
};
