/**
 * One webhook's helpers: send it a custom body or a deliberate fault, check its receiver, and
 * read its signing secret for the signature lab (docs/decisions/webhook-replays.md).
 */
import { checkReportSchema } from '../../../gateway/webhooks';
import { deliveryAttemptSchema, secretAnswer, webhookSendSchema } from '../../../gateway/schemas';
import { open } from '../../route';

export const sandboxWebhookRoutes = [
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/send',
    response: deliveryAttemptSchema,
    uuids: ['webhookId'],
    body: webhookSendSchema,
    handle: ({ gateway, params, body }) => gateway.replays.send(params.webhookId!, body),
  }),
  open({
    method: 'POST',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/check',
    response: checkReportSchema,
    uuids: ['webhookId'],
    handle: ({ gateway, runtime, params }) => gateway.receiverCheck.check(params.webhookId!, runtime.callEndpoint),
  }),
  open({
    method: 'GET',
    role: 'base',
    path: '/_sandbox/webhooks/:webhookId/secret',
    response: secretAnswer,
    uuids: ['webhookId'],
    handle: ({ gateway, params }) => gateway.replays.secret(params.webhookId!),
  }),
];
