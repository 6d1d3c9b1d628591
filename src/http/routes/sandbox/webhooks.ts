/**
 * One webhook's helpers: send it a custom body or a deliberate fault, check its receiver, and
 * read its signing secret for the signature lab (docs/decisions/webhook-replays.md).
 */
import { checkReportSchema } from '../../../gateway/webhooks/receiver-check-report';
import { webhookSendSchema } from '../../../gateway/schemas/replay';
import { deliveryAttemptSchema } from '../../../gateway/schemas/records';
import { secretAnswer } from '../../../gateway/schemas/sandbox-answers';
import { open } from '../../route';
import { BODY_ERRORS, UUID_ERRORS } from '../../route-errors';

export const sandboxWebhookRoutes = [
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
];
