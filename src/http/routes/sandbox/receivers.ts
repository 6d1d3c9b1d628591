/**
 * Sandbox helpers beyond the contract's list: scripting the webhook receivers at
 * https://hooks.gateway.test/<name>, jumping the clock to the next due delivery, counts of what
 * is stored (so no screen reads the export to count), the stream of stored changes (so every
 * screen on a Node server is live), and the OpenAPI document of every endpoint.
 */
import { changeStream } from '../../change-stream';
import { receiverScriptSchema } from '../../../gateway/webhooks/receivers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';
import { storedSummary } from '../../stored-summary';
import { z } from 'zod';
import { clockNextDueAnswer, openApiAnswer, receiverAnswer, summaryAnswer } from '../../../gateway/schemas/sandbox-answers';

export const sandboxExtraRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/receivers',
    response: z.array(receiverAnswer),
    doc: {
      summary: 'The scripted webhook receivers at https://hooks.gateway.test/<name>',
      answers: 'An array of receivers with their scripts and call counts',
    },
    handle: ({ gateway }) => gateway.receivers.list(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/receivers/:name',
    response: receiverAnswer,
    doc: {
      summary: 'Script a receiver’s answers, used in turn, the last repeating',
      answers: 'The receiver',
      example: { answers: [{ status: 500 }, { status: 500 }, { status: 200, body: '{"ok":true}' }] },
      errors: BODY_ERRORS,
    },
    body: receiverScriptSchema,
    handle: ({ gateway, params, body }) => gateway.receivers.script(params.name!, body),
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
      return { ...runtime.clockView(), ran };
    },
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/summary',
    response: summaryAnswer,
    doc: {
      summary: 'How much is stored, counted from indexes, with the receivers and the clock',
      answers: '`{counts: {partners, apiKeys, products, payments, ...}, receivers, clock}`',
    },
    handle: storedSummary,
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/changes',
    response: 'event-stream',
    doc: {
      summary: 'Stored changes as they happen, as server-sent events (`text/event-stream`), for as long as the client listens',
      answers:
        'A `change` event after each write (writes within 50 ms folded into one), its data the JSON array of the collections written, e.g. `["payments","deliveries"]`',
    },
    handle: async ({ changes, signal }) => changeStream(changes, signal),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/openapi.json',
    response: openApiAnswer,
    doc: {
      summary: 'This document',
      answers: 'The OpenAPI 3.1 document of every endpoint',
    },
    handle: async ({ openApi }) => openApi(),
  }),
];
