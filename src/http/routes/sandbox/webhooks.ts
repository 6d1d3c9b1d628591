/**
 * Helpers of the webhooks screen: redeliver an attempt, send a custom event or a deliberate
 * fault, read a webhook's signing secret for the signature lab, a product's notifying statuses
 * for the manager, a payment's payload for the template preview, and the receiver check
 * (docs/decisions/webhook-replays.md).
 */
import { errors } from '../../../gateway/errors';
import { checkReportSchema } from '../../../gateway/webhooks/receiver-check';
import { NOTIFIABLE_STATUSES, type NotifiableStatus } from '../../../gateway/records';
import { webhookSendSchema } from '../../../gateway/schemas/replay';
import { open } from '../../route';
import { BODY_ERRORS, UUID_ERRORS } from '../../route-errors';
import { deliveryAttemptSchema } from '../../../gateway/schemas/records';
import { notificationsAnswer, payloadPreviewAnswer, secretAnswer } from '../../../gateway/schemas/sandbox-answers';

export const replayRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/deliveries/:deliveryId/redeliver',
    response: deliveryAttemptSchema,
    doc: { summary: 'Send a delivery attempt again, same body and requestId, signed afresh', answers: 'The new attempt, PENDING and due now, `kind: "redelivery"`', errors: { 404: 'DeliveryAttempt not found', ...UUID_ERRORS } },
    uuids: ['deliveryId'],
    handle: ({ gateway, params }) => gateway.replays.redeliver(params.deliveryId!),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/send',
    response: deliveryAttemptSchema,
    doc: { summary: 'Send a custom body, or a deliberate fault (duplicate, older-status, stale-timestamp, wrong-signature)', answers: 'The new attempt, PENDING and due now, its `kind` saying what it is', example: { fault: 'duplicate' }, errors: { ...BODY_ERRORS, 404: 'WebhookEntity not found, or DeliveryAttempt not found', ...UUID_ERRORS } },
    uuids: ['webhookId'],
    body: webhookSendSchema,
    handle: ({ gateway, params, body }) => gateway.replays.send(params.webhookId!, body),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/check',
    response: checkReportSchema,
    doc: {
      summary: 'Check the webhook’s receiver: a genuine delivery, four forgeries, a duplicate and an older status, sent one after another and judged',
      answers: '`{endpoint, expectedCode, passed, unreachable, cases}`, a case per delivery: what was sent, the answer, what a safe receiver does',
      errors: { 404: 'WebhookEntity not found', ...UUID_ERRORS },
    },
    uuids: ['webhookId'],
    handle: ({ gateway, runtime, params }) => gateway.receiverCheck.check(params.webhookId!, runtime.callEndpoint),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/secret',
    response: secretAnswer,
    doc: { summary: 'The webhook’s signingSecret, which the API shows only on registration', answers: '`{webhookId, signingSecret}`', errors: { 404: 'WebhookEntity not found', ...UUID_ERRORS } },
    uuids: ['webhookId'],
    handle: ({ gateway, params }) => gateway.replays.secret(params.webhookId!),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/products/:productId/notifications',
    response: notificationsAnswer,
    doc: { summary: 'The payment statuses that notify the product’s webhooks', answers: '`{productId, statuses}`', errors: { 404: 'PayProductEntity not found', ...UUID_ERRORS } },
    uuids: ['productId'],
    handle: ({ gateway, params }) => gateway.sandbox.notifications(params.productId!),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/payments/:paymentHash/payload',
    response: payloadPreviewAnswer,
    doc: { summary: 'The default webhook payload if the payment moved to `status` (default COMPLETED) now', answers: '`{variables, at}`; `requestId` is a sample', errors: { 400: 'status is not one that notifies', 404: 'PaySubProductEntity not found' } },
    handle: ({ gateway, params, query }) =>
      gateway.payloadPreview.preview(params.paymentHash!, previewStatus(query.get('status') ?? 'COMPLETED')),
  }),
];

/** `?status=` of the payload preview: a status that notifies, else 400. */
function previewStatus(status: string): NotifiableStatus {
  if ((NOTIFIABLE_STATUSES as readonly string[]).includes(status)) return status as NotifiableStatus;
  throw errors.badRequest(`status must be one of ${NOTIFIABLE_STATUSES.join(', ')}`);
}
