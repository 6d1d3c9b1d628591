/** Webhooks: registration, assignment to products, and their lists. */
import { assertOwnPartner, type Caller, loadOwnedProduct } from '../access';
import { compact, errors, type GatewayDeps, newUuid, randomString, sentFields, type Tx, type Webhook, withEpochSeconds } from '../core';
import { productSummary } from '../products';
import type { WebhookCreate, WebhookUpdate } from '../schemas';

export function webhooksModule({ store, clock }: GatewayDeps) {
  return {
    create(caller: Caller, input: WebhookCreate) {
      // The interface answers a missing expectedCode or retries with 500, not 400.
      if (input.expectedCode === undefined || input.retries === undefined) throw errors.somethingWentWrong();
      assertOwnPartner(caller, input.partnerId);
      const { expectedCode, retries } = input;
      return store.write(async (tx) => {
        for (const productId of input.productIds ?? []) await loadOwnedProduct(tx, caller, productId);
        const now = clock.now();
        const webhook: Webhook = compact({
          ...input,
          id: newUuid(),
          env: caller.env,
          partnerId: caller.partnerId,
          method: input.method ?? 'POST',
          type: 'PAYMENT',
          headers: input.headers ?? {},
          requestTemplate: input.requestTemplate ?? undefined,
          responseTemplate: input.responseTemplate ?? undefined,
          expectedCode,
          retries,
          productIds: [...new Set(input.productIds ?? [])],
          signingSecret: `whsec_${randomString(32)}`,
          createdAt: now,
          updatedAt: now,
        });
        await tx.put('webhooks', webhook);
        return webhookView(webhook, { withSecret: true });
      });
    },

    /** The caller's webhooks in this environment, optionally only those assigned to a product. */
    list(caller: Caller, productId: string | undefined) {
      return store.read(async (tx) => {
        const webhooks =
          productId === undefined
            ? await tx.find('webhooks', 'byPartner', [caller.env, caller.partnerId])
            : (await loadOwnedProduct(tx, caller, productId), await tx.find('webhooks', 'byProduct', productId));
        return webhooks.map((webhook) => webhookView(webhook));
      });
    },

    get(caller: Caller, webhookId: string) {
      return store.read(async (tx) => webhookView(await loadOwnedWebhook(tx, caller, webhookId)));
    },

    /** Changes the sent fields for every linked product; `requestTemplate: null` removes it. */
    update(caller: Caller, webhookId: string, changes: WebhookUpdate) {
      assertOwnPartner(caller, changes.partnerId);
      return store.write(async (tx) => {
        const current = await loadOwnedWebhook(tx, caller, webhookId);
        for (const productId of changes.productIds ?? []) await loadOwnedProduct(tx, caller, productId);
        const { partnerId: _partnerId, type: _type, requestTemplate, responseTemplate, ...fields } = changes;
        const updated: Webhook = compact({
          ...current,
          ...sentFields(fields),
          requestTemplate: templateAfter(current.requestTemplate, requestTemplate),
          responseTemplate: templateAfter(current.responseTemplate, responseTemplate),
          updatedAt: clock.now(),
        });
        await tx.put('webhooks', updated);
        return webhookView(updated);
      });
    },

    /** Links the webhook to the product; linking twice changes nothing. */
    assign(caller: Caller, webhookId: string, productId: string) {
      return store.write(async (tx) => {
        const webhook = await loadOwnedWebhook(tx, caller, webhookId);
        await loadOwnedProduct(tx, caller, productId);
        const linked: Webhook = webhook.productIds.includes(productId)
          ? webhook
          : { ...webhook, productIds: [...webhook.productIds, productId], updatedAt: clock.now() };
        await tx.put('webhooks', linked);
        return webhookView(linked, { withSecret: true });
      });
    },

    products(caller: Caller, webhookId: string) {
      return store.read(async (tx) => {
        const webhook = await loadOwnedWebhook(tx, caller, webhookId);
        const products = await Promise.all(webhook.productIds.map((id) => tx.get('products', id)));
        return products.filter((product) => product !== undefined).map(productSummary);
      });
    },
  };
}

/** A template PATCH: absent keeps the template, `null` removes it, anything else replaces it. */
function templateAfter(current: unknown, sent: unknown): unknown {
  return sent === null ? undefined : (sent ?? current);
}

async function loadOwnedWebhook(tx: Tx, caller: Caller, webhookId: string): Promise<Webhook> {
  const webhook = await tx.get('webhooks', webhookId);
  if (!webhook || webhook.env !== caller.env) throw errors.notFound('WebhookEntity');
  if (webhook.partnerId !== caller.partnerId) throw errors.notYours('Webhook', webhookId);
  return webhook;
}

/**
 * The webhook object. `signingSecret` is shown where the interface shows it: on registration and
 * on assignment; lists and reads leave it out, as a secret should be.
 */
function webhookView({ env: _env, signingSecret, ...webhook }: Webhook, { withSecret = false } = {}) {
  return withEpochSeconds(withSecret ? { ...webhook, signingSecret } : webhook);
}
