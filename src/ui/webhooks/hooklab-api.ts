/**
 * Every HTTP call of the webhooks manager, the template previewer, the signature lab and the
 * replays, in one module so that it can move onto the shared typed client as a whole. The
 * webhooks themselves go through the public API with the partner's key; the rest through the
 * keyless helpers.
 */
import type { Payload } from '../../gateway/payload';
import type { DeliveryAttempt, DeliveryFault, NotifiableStatus } from '../../gateway/records';
import type { WebhookCreate } from '../../gateway/schemas/webhook';
import { callHelper, HelperError, SANDBOX_BASE } from '../shared/gateway-api';

/** A webhook as the API shows it (epoch-second times; `signingSecret` only on registration). */
export interface WebhookView {
  id: string;
  name?: string;
  endpoint: string;
  method: string;
  requestTemplate?: unknown;
  expectedCode: number;
  retries: number;
  headers: Record<string, string[]>;
  productIds: string[];
  signingSecret?: string;
}

/** The editable fields, as the create and PATCH bodies take them. */
export type WebhookInput = Pick<WebhookCreate, 'name' | 'endpoint' | 'method' | 'expectedCode' | 'retries' | 'headers'> & {
  requestTemplate?: unknown;
};

/** Calls the public API with `key`; a refusal throws a HelperError with the gateway's message. */
async function callApi<T>(key: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_BASE}${path}`, {
    method,
    headers: { 'X-API-KEY': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = (parsed as { message?: unknown } | undefined)?.message;
    throw new HelperError(response.status, typeof message === 'string' ? message : text || response.statusText);
  }
  return parsed as T;
}

const WEBHOOKS = '/api/pay/plugin/webhook';

export const listWebhooks = (key: string) => callApi<WebhookView[]>(key, 'GET', WEBHOOKS);
export const createWebhook = (key: string, input: WebhookInput) => callApi<WebhookView>(key, 'POST', WEBHOOKS, input);
export const updateWebhook = (key: string, id: string, input: Partial<WebhookInput> & { requestTemplate?: unknown }) =>
  callApi<WebhookView>(key, 'PATCH', `${WEBHOOKS}/${id}`, input);
export const assignWebhook = (key: string, id: string, productId: string) =>
  callApi<WebhookView>(key, 'POST', `${WEBHOOKS}/${encodeURIComponent(id)}/products/${encodeURIComponent(productId.trim())}`);
export const readSecret = (webhookId: string) =>
  callHelper<{ webhookId: string; signingSecret: string }>('GET', `/webhooks/${webhookId}/secret`);
export const readNotifications = (productId: string) =>
  callHelper<{ productId: string; statuses: NotifiableStatus[] }>('GET', `/products/${productId}/notifications`);
export const setNotifications = (productId: string, statuses: NotifiableStatus[]) =>
  callHelper<{ productId: string; statuses: NotifiableStatus[] }>('PUT', `/products/${productId}/notifications`, { statuses });
/** The default payload if the payment moved to `status` now (`requestId` a sample). */
export const readPayload = (hash: string, status: NotifiableStatus) =>
  callHelper<{ variables: Payload; at: number }>('GET', `/payments/${encodeURIComponent(hash.trim())}/payload?status=${status}`);

export const redeliver = (deliveryId: string) => callHelper<DeliveryAttempt>('POST', `/deliveries/${deliveryId}/redeliver`);
export const sendFault = (webhookId: string, fault: DeliveryFault, deliveryId?: string) =>
  callHelper<DeliveryAttempt>('POST', `/webhooks/${webhookId}/send`, { fault, deliveryId });
export const sendCustom = (webhookId: string, body: string) =>
  callHelper<DeliveryAttempt>('POST', `/webhooks/${webhookId}/send`, { body });
