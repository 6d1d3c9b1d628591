/**
 * Every HTTP call of the webhooks manager, the template previewer, the signature lab and the
 * replays, named for what the screens do, all through the shared typed client: the webhooks
 * themselves on the public API with the partner's key, the rest on the keyless helpers.
 */
import type { DeliveryFault, NotifiableStatus, WebhookCreate } from '../../gateway';
import { sandbox } from '../shared/sandbox-connection';

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

const callApi = <T>(key: string, method: string, path: string, body?: unknown) => sandbox().callApi<T>(key, method, path, body);

const WEBHOOKS = '/api/pay/plugin/webhook';

export const listWebhooks = (key: string) => callApi<WebhookView[]>(key, 'GET', WEBHOOKS);
export const createWebhook = (key: string, input: WebhookInput) => callApi<WebhookView>(key, 'POST', WEBHOOKS, input);
export const updateWebhook = (key: string, id: string, input: Partial<WebhookInput> & { requestTemplate?: unknown }) =>
  callApi<WebhookView>(key, 'PATCH', `${WEBHOOKS}/${id}`, input);
export const assignWebhook = (key: string, id: string, productId: string) =>
  callApi<WebhookView>(key, 'POST', `${WEBHOOKS}/${encodeURIComponent(id)}/products/${encodeURIComponent(productId.trim())}`);
/** A partner's sandbox products, newest first, the newest hundred (one records page). */
export const listProducts = async (partnerId: string) =>
  (await sandbox().call('GET /_sandbox/records/products', { query: { partnerId, env: 'sandbox', limit: 100 } })).items;
export const readSecret = (webhookId: string) => sandbox().call('GET /_sandbox/webhooks/:webhookId/secret', { params: { webhookId } });
export const readNotifications = (productId: string) =>
  sandbox().call('GET /_sandbox/products/:productId/notifications', { params: { productId } });
export const setNotifications = (productId: string, statuses: NotifiableStatus[]) =>
  sandbox().call('PUT /_sandbox/products/:productId/notifications', { params: { productId }, body: { statuses } });
/** The default payload if the payment moved to `status` now (`requestId` a sample). */
export const readPayload = (hash: string, status: NotifiableStatus) =>
  sandbox().call('GET /_sandbox/payments/:paymentHash/payload', { params: { paymentHash: hash.trim() }, query: { status } });

export const redeliver = (deliveryId: string) =>
  sandbox().call('POST /_sandbox/deliveries/:deliveryId/redeliver', { params: { deliveryId } });
export const sendFault = (webhookId: string, fault: DeliveryFault, deliveryId?: string) =>
  sandbox().call('POST /_sandbox/webhooks/:webhookId/send', { params: { webhookId }, body: { fault, deliveryId } });
export const sendCustom = (webhookId: string, body: string) =>
  sandbox().call('POST /_sandbox/webhooks/:webhookId/send', { params: { webhookId }, body: { body } });
/** Runs the receiver battery against the webhook's endpoint and answers the report. */
export const checkReceiver = (webhookId: string) => sandbox().call('POST /_sandbox/webhooks/:webhookId/check', { params: { webhookId } });
