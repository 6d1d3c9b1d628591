/**
 * The call a delivery would make: the body from the gateway's own `notificationBody`, the whole
 * signed request (method, URL, every header, signature) from its `signedWebhookRequest`, which
 * the delivery runner signs each attempt with, at the time given. Nothing is re-implemented, so
 * preview and delivery agree byte for byte.
 */
import { notificationBody, type OutgoingRequest, signedWebhookRequest, type Webhook } from '../../../gateway';

export interface PreviewInput {
  webhook: Pick<Webhook, 'headers' | 'method' | 'endpoint'>;
  /** The parsed template; undefined sends the default payload. */
  template: unknown;
  variables: Record<string, unknown>;
  secret: string;
  /** Real time, epoch milliseconds: a delivery's `t` is the real time it goes out. */
  nowMs: number;
}

/** The signed request a delivery of `variables` through `template` would send at `nowMs`. */
export function previewDelivery({ webhook, template, variables, secret, nowMs }: PreviewInput): OutgoingRequest {
  const body = notificationBody({ requestTemplate: template }, variables);
  return signedWebhookRequest(webhook, body, { secret, timestampSeconds: Math.floor(nowMs / 1000) });
}
