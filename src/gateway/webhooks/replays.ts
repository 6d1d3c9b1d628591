/**
 * Replays and deliberate faults: the sandbox sends, on request, the calls a merchant's receiver
 * must survive. Each is queued as an ordinary PENDING attempt due now, marked with its `kind`,
 * so the scheduler sends it, the inspector shows it and a reload keeps it like any delivery.
 * Replays are single attempts (no retries, `attempt-kinds.ts`): the merchant asked for one call
 * and came to see its answer. See docs/decisions/webhook-replays.md.
 */
import {
  type DeliveryAttempt,
  type DeliveryFault,
  type DeliveryKind,
  errors,
  type GatewayDeps,
  newUuid,
  type Tx,
  type Webhook,
} from '../core';
import { firstAttempt, notificationBody } from './notifications';
import { defaultPayload } from './payload';

/** What `send` accepts: a custom body, or a fault built from one of the webhook's deliveries. */
export type SendInput = { body: string } | { fault: DeliveryFault; deliveryId?: string };

export function replaysModule({ store, clock }: GatewayDeps) {
  /** Queues one attempt of `webhook` with `body`, due now. */
  async function queue(
    tx: Tx,
    webhook: Webhook,
    kind: DeliveryKind,
    body: string,
    { paymentHash, requestId }: { paymentHash: string; requestId: string },
  ): Promise<DeliveryAttempt> {
    const attempt = firstAttempt(webhook, { paymentHash, requestId, at: clock.now(), body, kind });
    await tx.put('deliveries', attempt);
    return attempt;
  }

  /** The notification a fault repeats: the one named, or the webhook's latest. */
  async function baseDelivery(tx: Tx, webhook: Webhook, deliveryId: string | undefined): Promise<DeliveryAttempt> {
    if (deliveryId) {
      const named = await tx.get('deliveries', deliveryId);
      if (!named || named.webhookId !== webhook.id) throw errors.notFound('DeliveryAttempt');
      return named;
    }
    const attempts = await tx.find('deliveries', 'byWebhook', webhook.id);
    const latest = attempts.filter((a) => a.paymentHash).sort((a, b) => b.scheduledAt - a.scheduledAt || b.id.localeCompare(a.id))[0];
    if (!latest) throw errors.badRequest(`Webhook ${webhook.id} has no payment delivery to build a fault from`);
    return latest;
  }

  /** The body of the payment's notification for the status it had before its latest one. */
  async function olderStatusBody(tx: Tx, webhook: Webhook, paymentHash: string, requestId: string): Promise<string> {
    const payment = await tx.get('payments', paymentHash);
    const product = payment && (await tx.get('products', payment.productId));
    if (!payment || !product) throw errors.notFound('PaySubProductEntity');
    const older = payment.statusHistory.at(-2);
    if (!older) throw errors.badRequest(`Payment ${paymentHash} has no status older than ${payment.status}`);
    return notificationBody(webhook, defaultPayload(product, payment, older, requestId));
  }

  async function loadWebhook(tx: Tx, webhookId: string): Promise<Webhook> {
    const webhook = await tx.get('webhooks', webhookId);
    if (!webhook) throw errors.notFound('WebhookEntity');
    return webhook;
  }

  return {
    /** Sends an attempt's notification again, same body and requestId, signed afresh. */
    redeliver(deliveryId: string): Promise<DeliveryAttempt> {
      return store.write(async (tx) => {
        const original = await tx.get('deliveries', deliveryId);
        if (!original) throw errors.notFound('DeliveryAttempt');
        const webhook = await loadWebhook(tx, original.webhookId);
        return queue(tx, webhook, 'redelivery', original.request.body, original);
      });
    },

    /** Sends a custom body, or a deliberate fault, to the webhook. */
    send(webhookId: string, input: SendInput): Promise<DeliveryAttempt> {
      return store.write(async (tx) => {
        const webhook = await loadWebhook(tx, webhookId);
        if ('body' in input) return queue(tx, webhook, 'custom', input.body, { paymentHash: '', requestId: newUuid() });
        const base = await baseDelivery(tx, webhook, input.deliveryId);
        if (input.fault !== 'older-status') return queue(tx, webhook, input.fault, base.request.body, base);
        if (!base.paymentHash) throw errors.badRequest('A custom event has no payment to take an older status from');
        const requestId = newUuid();
        const body = await olderStatusBody(tx, webhook, base.paymentHash, requestId);
        return queue(tx, webhook, 'older-status', body, { paymentHash: base.paymentHash, requestId });
      });
    },

    /** The webhook's signing secret, which the API shows only on registration. */
    secret(webhookId: string): Promise<{ webhookId: string; signingSecret: string }> {
      return store.read(async (tx) => {
        const webhook = await loadWebhook(tx, webhookId);
        return { webhookId, signingSecret: webhook.signingSecret };
      });
    },
  };
}
