/**
 * One webhook's helpers: send it a custom body or a deliberate fault, check its receiver, and
 * read its signing secret for the signature lab (docs/decisions/webhook-replays.md).
 */
import { webhookSendSchema } from '../../schemas';
import type { deliveryAttemptSchema, secretAnswer } from '../../schemas';
import type { checkReportSchema } from '../../webhooks';
import { helper, json } from '../declaration';

const WEBHOOK = '/_sandbox/webhooks/:webhookId';

export const sandboxWebhookRoutes = {
  send: helper(`POST ${WEBHOOK}/send`, { uuids: ['webhookId'], body: webhookSendSchema, answer: json<typeof deliveryAttemptSchema>() }),
  check: helper(`POST ${WEBHOOK}/check`, { uuids: ['webhookId'], answer: json<typeof checkReportSchema>() }),
  secret: helper(`GET ${WEBHOOK}/secret`, { uuids: ['webhookId'], answer: json<typeof secretAnswer>() }),
};
