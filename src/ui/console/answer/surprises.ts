/**
 * Where the interface behaves in a way a developer would not guess, the console says so beside
 * the answer: each rule looks at one exchange (what was sent, what came back) and explains it.
 */
import { messageOf as mistakeMessage, mistakesIn } from '../../editor';
import { type JsonSchema, matchPath } from '../catalogue';
import { headersOf, type ConsoleRequest } from '../console-request';
import type { Environment } from '../environments';

export interface Exchange {
  request: ConsoleRequest;
  /** The request URL's host role, when it is one of the gateway's hosts. */
  host?: 'base' | 'status';
  status: number;
  contentType: string;
  body: string;
  /** A payment with the sent externalId existed in the product before this request. */
  externalIdWasTaken: boolean;
  /** `{status_base_url}` of the request's environment. */
  statusBaseUrl: string;
  /** The environment of the host the request went to, when it is one of the gateway's. */
  hostEnv?: Environment;
  /** `{base_url}` of each environment. */
  baseUrls?: Record<Environment, string>;
  /** The request body's JSON Schema, when the request is one of the catalogue's operations. */
  bodySchema?: JsonSchema;
}

/** Which key prefix each environment's hosts take (the sandbox contract). */
const KEY_PREFIX: Record<Environment, string> = { sandbox: 'sk_test_', production: 'sk_live_' };

const CREATE_PAYMENT = '/api/pay/product/{productId}/subproduct/pricing';
const STATUS = '/api/payment/product/{productRef}/subproduct/{paymentHash}/status';

/** The notes for an exchange, in the order a reader meets the causes. */
export function surprisesOf(exchange: Exchange): string[] {
  const path = pathOf(exchange.request.url);
  const sent = objectOf(exchange.request.body);
  const is = (method: string, template: string) => exchange.request.method === method && matchPath(template, path) !== undefined;
  const notes: string[] = [];
  const ok = exchange.status === 200;

  if (ok && exchange.bodySchema && sent && !exchange.externalIdWasTaken) {
    // What the gateway let through with its 200, as it declares it beside its schemas.
    notes.push(...mistakesIn(exchange.bodySchema, sent).map(mistakeMessage));
  }
  if (is('POST', CREATE_PAYMENT) && ok && exchange.externalIdWasTaken) {
    notes.push(
      `externalId "${String(sent?.externalId)}" was already used in this product: no payment was created, the answer is the original payment’s redirectUrl, and every field sent now was discarded. Change an amount with PATCH …/subproduct/{externalId}.`,
    );
  }
  notes.push(...wrongEnvironmentKeyNotes(exchange));
  if (exchange.host === 'base' && exchange.status === 404 && exchange.contentType.startsWith('text/plain') && matchPath(STATUS, path)) {
    notes.push(`The status endpoint answers only on its own host, ${exchange.statusBaseUrl}; on the base host it is an unknown route.`);
  }
  return notes;
}

/** "Invalid API key" for a key of the other environment: say which hosts take it. */
function wrongEnvironmentKeyNotes(exchange: Exchange): string[] {
  const { hostEnv, baseUrls } = exchange;
  if (exchange.status !== 401 || !hostEnv || !baseUrls || messageOf(exchange.body) !== 'Invalid API key') return [];
  const key = headersOf(exchange.request).find(([name]) => name.toLowerCase() === 'x-api-key')?.[1] ?? '';
  const other: Environment = hostEnv === 'sandbox' ? 'production' : 'sandbox';
  if (!key.startsWith(KEY_PREFIX[other])) return [];
  return [
    `${KEY_PREFIX[other]} keys are ${other} keys: ${hostEnv} hosts (${baseUrls[hostEnv]}) take only ${KEY_PREFIX[hostEnv]} keys and answer a key of the other environment with 401 "Invalid API key". This key goes to ${baseUrls[other]} (switch to ${other === 'production' ? 'Production' : 'Sandbox'} above), or use the partner's ${KEY_PREFIX[hostEnv]} key here.`,
  ];
}

/** The `message` of a JSON error body. */
function messageOf(body: string): string | undefined {
  const message = objectOf(body)?.message;
  return typeof message === 'string' ? message : undefined;
}

function pathOf(url: string): string {
  try {
    return new URL(url.trim()).pathname;
  } catch {
    return '';
  }
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}
