/** What one webhook's helpers do (declared in `gateway/routes/sandbox/webhooks.ts`). */
import type { sandboxWebhookRoutes } from '../../../gateway/routes';
import type { HandlersOf } from '../../route';

export const sandboxWebhookHandlers = {
  send: ({ gateway, params, body }) => gateway.replays.send(params.webhookId, body),
  check: ({ gateway, runtime, params }) => gateway.receiverCheck.check(params.webhookId, runtime.callEndpoint),
  secret: ({ gateway, params }) => gateway.replays.secret(params.webhookId),
} satisfies HandlersOf<typeof sandboxWebhookRoutes>;
