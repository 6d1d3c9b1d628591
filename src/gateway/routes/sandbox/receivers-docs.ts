/** What the OpenAPI document says about each route of `receivers.ts`, by method and path. */
import { BODY_ERRORS } from '../route-errors';
import { z } from 'zod';
import { receiverAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { receiverRoutes } from './receivers';

export const receiverDocs: RouteDocs<typeof receiverRoutes> = {
  'GET /_sandbox/receivers': {
    response: z.array(receiverAnswer),
    summary: 'The scripted webhook receivers at https://hooks.gateway.test/<name>',
    answers: 'An array of receivers with their scripts and call counts',
  },
  'PUT /_sandbox/receivers/:name': {
    response: receiverAnswer,
    summary: 'Script a receiver’s answers, used in turn, the last repeating',
    answers: 'The receiver',
    example: { answers: [{ status: 500 }, { status: 500 }, { status: 200, body: '{"ok":true}' }] },
    errors: BODY_ERRORS,
  },
};
