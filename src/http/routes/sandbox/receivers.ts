/**
 * The scripted webhook receivers at https://hooks.gateway.test/<name>: listed, and each one's
 * answers scripted.
 */
import { z } from 'zod';
import { receiverAnswer, receiverScriptSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const receiverRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/receivers',
    response: z.array(receiverAnswer),
    handle: ({ gateway }) => gateway.receivers.list(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/receivers/:name',
    response: receiverAnswer,
    body: receiverScriptSchema,
    handle: ({ gateway, params, body }) => gateway.receivers.script(params.name!, body),
  }),
];
