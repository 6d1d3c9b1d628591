/** Sandbox helpers that script the webhook receivers at https://hooks.gateway.test/<name>. */
import { receiverScriptSchema } from '../../gateway/receivers';
import { open } from '../route';

export const receiverRoutes = [
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/receivers',
    handle: ({ gateway }) => gateway.receivers.list(),
  }),
  open({
    method: 'PUT',
    role: 'base',
    path: '/_sandbox/receivers/:name',
    body: receiverScriptSchema,
    handle: ({ gateway, params, body }) => gateway.receivers.script(params.name!, body),
  }),
];
