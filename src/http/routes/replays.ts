/**
 * Helpers of the webhooks screen: redeliver an attempt, send a custom event or a deliberate
 * fault, read a webhook's signing secret for the signature lab, a product's notifying statuses
 * for the manager, and a payment's payload for the template preview
 * (docs/decisions/webhook-replays.md).
 */
import { errors } from '../../gateway/errors';
import { NOTIFIABLE_STATUSES, type NotifiableStatus } from '../../gateway/records';
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
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    uuids: ['productId'],
    handle: ({ gateway, params }) => gateway.sandbox.notifications(params.productId!),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/payments/:paymentHash/payload',
    handle: ({ gateway, params, query }) =>
      gateway.payloadPreview.preview(params.paymentHash!, previewStatus(query.get('status') ?? 'COMPLETED')),
  }),
];

/** `?status=` of the payload preview: a status that notifies, else 400. */
function previewStatus(status: string): NotifiableStatus {
  if ((NOTIFIABLE_STATUSES as readonly string[]).includes(status)) return status as NotifiableStatus;
  throw errors.badRequest(`status must be one of ${NOTIFIABLE_STATUSES.join(', ')}`);
}
