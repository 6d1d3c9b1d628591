/** What the OpenAPI document says about each route of `clock.ts`, by method and path. */
import { BODY_ERRORS } from '../route-errors';
import { clockAdvancedAnswer, clockAnswer, clockNextDueAnswer, clockReadAnswer, clockStopAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { clockRoutes } from './clock';

export const clockDocs: RouteDocs<typeof clockRoutes> = {
  'GET /_sandbox/clock': {
    response: clockReadAnswer,
    summary: 'The gateway’s clock',
    answers: '`{mode: "real" | "simulated", now}` (epoch milliseconds); while an advance runs here, `advance` says how far it has come',
  },
  'POST /_sandbox/clock': {
    response: clockAnswer,
    summary: 'Switch the clock; now sets simulated time',
    answers: 'The clock',
    example: { mode: 'simulated', now: 1767225600000 },
    errors: BODY_ERRORS,
  },
  'POST /_sandbox/clock/advance': {
    response: clockAdvancedAnswer,
    summary: 'Move simulated time, running every delivery that falls due',
    answers: 'The clock, once every due delivery has run',
    example: { ms: 300000 },
    errors: { 400: 'Malformed JSON request, or the clock is real' },
    quirks: [
      'Answers 400 while the clock is real: switch it to simulated first (`POST /_sandbox/clock`).',
      'Answers only once every delivery that fell due within the window has run, retries that came due inside it included.',
    ],
  },
  'POST /_sandbox/clock/advance/stop': {
    response: clockStopAnswer,
    summary: 'Stop the advance under way at the end of its current instant',
    answers: 'The clock, with `stopped`: whether an advance was running',
  },
  'POST /_sandbox/clock/next-due': {
    response: clockNextDueAnswer,
    summary: 'Jump simulated time to the next due delivery and run it',
    answers: 'The clock and `ran` (false when nothing was waiting)',
    errors: { 400: 'A delivery is waiting, and the clock is real' },
  },
};
