/**
 * Sandbox helpers beyond the contract's list: scripting the webhook receivers at
 * https://hooks.gateway.test/<name>, jumping the clock to the next due delivery, counts of what
 * is stored (so no screen reads the export to count), and the OpenAPI document of every endpoint.
 */
import { receiverScriptSchema } from '../../gateway/receivers';
import { open } from '../route';

export const sandboxExtraRoutes = [
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
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/clock/next-due',
    async handle({ runtime }) {
      const ran = await runtime.advanceToNextDue();
      return { ...runtime.clockView(), ran };
    },
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/summary',
    handle: async ({ gateway, runtime }) => ({ ...(await gateway.sandbox.counts()), clock: runtime.clockView() }),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/openapi.json',
    handle: async ({ openApi }) => openApi(),
  }),
];
