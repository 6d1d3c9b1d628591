/**
 * The scripted webhook receivers at https://hooks.gateway.test/<name>: listed, and each one's
 * answers scripted.
 */
import { z } from 'zod';
import { receiverScriptSchema } from '../../../gateway/webhooks/receivers';
import { receiverAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS } from '../../route-errors';

export const receiverRoutes = [
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
];
