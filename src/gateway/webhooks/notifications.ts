/** Turning a payment's status change into webhook deliveries (the outbox). */
import {
  type DeliveryAttempt,
  type DeliveryKind,
  newUuid,
  type NotifiableStatus,
  type OutgoingRequest,
  type Payment,
  type Product,
  type StatusChange,
  type Tx,
  type Webhook,
} from '../core';
import { defaultPayload } from './payload';
import { SIGNATURE_HEADER, signatureHeader } from './signing';
import { renderTemplate } from './templates';

/**
 * Queues the first attempt for every webhook assigned to the product, when the product's
 * notification settings include the new status. Called inside the status change's own
 * transaction, so a change and its deliveries are stored together or not at all.
 */
export async function enqueueNotifications(tx: Tx, product: Product, payment: Payment, change: StatusChange): Promise<DeliveryAttempt[]> {
  if (!product.notifyStatuses.includes(change.status as NotifiableStatus)) return [];
  const webhooks = await tx.find('webhooks', 'byProduct', product.id);
  const attempts = webhooks.map((webhook) => {
    const requestId = newUuid();
    const payload = defaultPayload(product, payment, change, requestId);
    return firstAttempt(webhook, { paymentHash: payment.hash, requestId, at: change.at, body: notificationBody(webhook, payload) });
  });
  // Side by side: in a browser each request awaited in turn is a round trip to the storage
  // process, and a product with a thousand webhooks made a status change take half a second.
  await Promise.all(attempts.map((attempt) => tx.put('deliveries', attempt)));
  return attempts;
}

/**
 * The body a webhook sends for `payload`: its `requestTemplate` rendered, or the payload as JSON.
 * Deliveries, replays and the UI's template preview all call this, so they agree byte for byte.
 */
export function notificationBody(webhook: Pick<Webhook, 'requestTemplate'>, payload: Record<string, unknown>): string {
  return webhook.requestTemplate === undefined ? JSON.stringify(payload) : renderTemplate(webhook.requestTemplate, payload);
}

/** The first attempt of a delivery, pending until `at`; a replay or a deliberate fault names its `kind`. */
export function firstAttempt(
  webhook: Pick<Webhook, 'id' | 'endpoint' | 'method' | 'headers'>,
  { paymentHash, requestId, at, body, kind }: { paymentHash: string; requestId: string; at: number; body: string; kind?: DeliveryKind },
): DeliveryAttempt {
  return {
    id: newUuid(),
    webhookId: webhook.id,
    paymentHash,
    requestId,
    attempt: 1,
    scheduledAt: at,
    sentAt: null,
    finishedAt: null,
    state: 'PENDING',
    responseStatus: null,
    responseBody: null,
    error: null,
    ...(kind ? { kind } : {}),
    request: webhookRequest(webhook, body),
  };
}

/**
 * The call a webhook makes with `body`: its method, endpoint and own headers (several values
 * joined as HTTP joins them) and the JSON content type. The signature is added at send time.
 */
export function webhookRequest(webhook: Pick<Webhook, 'headers' | 'method' | 'endpoint'>, body: string): OutgoingRequest {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(webhook.headers)) headers[name] = values.join(', ');
  headers['Content-Type'] = 'application/json';
  return { method: webhook.method, url: webhook.endpoint, headers, body };
}

/** The key and real time (unix seconds) a call is signed with. */
export interface Signing {
  secret: string;
  timestampSeconds: number;
}

/**
 * The whole call a delivery puts on the wire for `body`: `webhookRequest` with its
 * `X-Service-Signature`. The delivery runner signs every claimed attempt with it and the UI's
 * template preview shows it, so what is previewed is what is sent, header for header.
 */
export function signedWebhookRequest(
  webhook: Pick<Webhook, 'headers' | 'method' | 'endpoint'>,
  body: string,
  { secret, timestampSeconds }: Signing,
): OutgoingRequest {
  const request = webhookRequest(webhook, body);
  request.headers[SIGNATURE_HEADER] = signatureHeader(secret, body, timestampSeconds);
  return request;
}
