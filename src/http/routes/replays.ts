/**
 * Replay helpers: redeliver an attempt, send a custom event or a deliberate fault, and read a
 * webhook's signing secret for the signature lab (docs/decisions/webhook-replays.md).
 */
import { webhookSendSchema } from '../../gateway/schemas/replay';
import { open } from '../route';

export const replayRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/deliveries/:deliveryId/redeliver',
    uuids: ['deliveryId'],
    handle: ({ gateway, params }) => gateway.replays.redeliver(params.deliveryId!),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/send',
    uuids: ['webhookId'],
    body: webhookSendSchema,
    handle: ({ gateway, params, body }) => gateway.replays.send(params.webhookId!, body),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/secret',
    uuids: ['webhookId'],
    handle: ({ gateway, params }) => gateway.replays.secret(params.webhookId!),
  }),
];
