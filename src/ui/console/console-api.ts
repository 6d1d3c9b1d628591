/**
 * Every HTTP call the console makes, in one place: the OpenAPI document, the stored records for
 * the pickers, a partner for a first visit, and the request the person sends.
 */
import { sandbox } from '../shared/sandbox-connection';
import type { OpenApiDocument } from './catalogue';
import { headersOf, sendsBody, type ConsoleRequest } from './console-request';
import { imageKindOf, type ImageKind } from './answer';
import type { StoredRecords } from './request';
import { answerBytes } from '../shared/answer-bytes';

/** The gateway's OpenAPI document: the catalogue and the editor's schemas come from it. */
export function fetchOpenApi(): Promise<OpenApiDocument> {
  return sandbox().call('GET /_sandbox/openapi.json') as Promise<OpenApiDocument>;
}

/** How many of the newest records of each kind the pickers offer. */
const PICKABLE = 100;

/**
 * The newest records of each kind a path parameter can be picked from, a page each through the
 * records helper's indexes: never the whole store, however much it holds.
 */
export async function fetchRecords(): Promise<StoredRecords> {
  const client = sandbox();
  const newest = { query: { limit: PICKABLE } };
  const [apiKeys, products, payments, pricingEntries, forms, customizations, webhooks] = await Promise.all([
    client.call('GET /_sandbox/records/apiKeys', newest),
    client.call('GET /_sandbox/records/products', newest),
    client.call('GET /_sandbox/records/payments', newest),
    client.call('GET /_sandbox/records/pricingEntries', newest),
    client.call('GET /_sandbox/records/forms', newest),
    client.call('GET /_sandbox/records/customizations', newest),
    client.call('GET /_sandbox/records/webhooks', newest),
  ]);
  return {
    apiKeys: apiKeys.items,
    products: products.items,
    payments: payments.items,
    pricingEntries: pricingEntries.items,
    forms: forms.items,
    customizations: customizations.items,
    webhooks: webhooks.items,
  };
}

/** Whether `productId` already holds a payment with `externalId`: one indexed search. */
export async function externalIdTaken(productId: string, externalId: string): Promise<boolean> {
  const page = await sandbox().call('GET /_sandbox/records/payments', { query: { productId, q: externalId, limit: 1 } });
  return page.items.some((payment) => payment.externalId === externalId);
}

/**
 * A sandbox partner with its keys, so a first visit can send requests at once. Asks again first:
 * a partner made meanwhile (another tab, a script) is enough.
 */
export async function createStarterPartner(): Promise<void> {
  const partners = await sandbox().call('GET /_sandbox/partners');
  if (partners.length === 0) await sandbox().call('POST /_sandbox/partners', { body: { name: 'My shop' } });
}

export interface ConsoleAnswer {
  status: number;
  statusText: string;
  headers: [string, string][];
  contentType: string;
  /** The body as text (binary bodies included, for searching and copying). */
  text: string;
  /** An image body (a QR banner), with its bytes. */
  image?: { kind: ImageKind; bytes: Uint8Array };
  durationMs: number;
  /** Set on an answer read back from the history: when its request was sent, and whether the body was cut. */
  kept?: { sentAt: number; truncated: boolean };
}

/** Sends the request with the page's own `fetch`; a network failure rejects with fetch's error. */
export async function sendConsoleRequest(request: ConsoleRequest): Promise<ConsoleAnswer> {
  const started = performance.now();
  const response = await fetch(request.url.trim(), {
    method: request.method,
    headers: headersOf(request),
    body: sendsBody(request) ? request.body : undefined,
  });
  const bytes = await answerBytes(response);
  const durationMs = Math.round(performance.now() - started);
  const kind = imageKindOf(bytes);
  return {
    status: response.status,
    statusText: response.statusText,
    headers: [...response.headers.entries()],
    contentType: response.headers.get('Content-Type') ?? '',
    text: new TextDecoder().decode(bytes),
    ...(kind ? { image: { kind, bytes } } : {}),
    durationMs,
  };
}
