/** What the OpenAPI document says about each route of `webhooks.ts`, by method and path. */
import { BODY_ERRORS, UUID_ERRORS } from '../route-errors';
import { checkReportSchema } from '../../webhooks';
import { deliveryAttemptSchema, secretAnswer } from '../../schemas';
import type { RouteDocs } from '../route-doc';
import type { sandboxWebhookRoutes } from './webhooks';

export const sandboxWebhookDocs: RouteDocs<typeof sandboxWebhookRoutes> = {
  'POST /_sandbox/webhooks/:webhookId/send': {
    response: deliveryAttemptSchema,
    summary: 'Send a custom body, or a deliberate fault (duplicate, older-status, stale-timestamp, wrong-signature)',
    answers: 'The new attempt, PENDING and due now, its `kind` saying what it is',
    example: { fault: 'duplicate' },
    errors: { ...BODY_ERRORS, 404: 'WebhookEntity not found, or DeliveryAttempt not found', ...UUID_ERRORS },
  },
  'POST /_sandbox/webhooks/:webhookId/check': {
    response: checkReportSchema,
    summary:
      'Check the webhook’s receiver: a genuine delivery, four forgeries, a duplicate and an older status, sent one after another and judged',
    answers:
      '`{endpoint, expectedCode, passed, unreachable, cases}`, a case per delivery: what was sent, the answer, what a safe receiver does',
    errors: { 404: 'WebhookEntity not found', ...UUID_ERRORS },
  },
  'GET /_sandbox/webhooks/:webhookId/secret': {
    response: secretAnswer,
    summary: 'The webhook’s signingSecret, which the API shows only on registration',
    answers: '`{webhookId, signingSecret}`',
    errors: { 404: 'WebhookEntity not found', ...UUID_ERRORS },
  },
};
