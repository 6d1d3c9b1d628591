/**
 * What a history row says about its request: the operation's name from the catalogue, and what
 * tells it apart from its neighbours (six "…/subproduct/pricing 200" rows could not be told
 * apart): the `externalId` or name in its body, else the payment hash or record id in its path.
 */
import { findOperation, type Operation, matchPath } from '../catalogue';
import { bodyField } from '../console-exchange';
import { hostOfUrl } from '../environments';
import type { HistoryEntry } from './history';

export interface HistoryRow {
  /** The catalogue's summary of the operation (up to a colon), else the URL shortened (`shop.example/orders?id=7`). */
  name: string;
  /** The operation's id, for the filter; undefined for a request outside the catalogue. */
  operationId: string | undefined;
  /** What tells it apart, e.g. `externalId order-1001`, `“Blue mugs”`, `payment 3f9a…`; '' when nothing does. */
  detail: string;
}

/** Body fields that name what a request is about, in the order they are preferred. */
const BODY_FIELDS = ['externalId', 'name', 'status', 'endpoint'] as const;
/** Path parameters that do, in order. */
const PATH_PARAMS: Record<string, string> = { paymentHash: 'payment', hash: 'payment', productId: 'product', webhookId: 'webhook' };

export function historyRowOf(entry: HistoryEntry, operations: readonly Operation[]): HistoryRow {
  const { method, url, body } = entry.request;
  const host = hostOfUrl(url);
  const path = pathOf(url);
  const operation = host && path !== undefined ? findOperation(operations, method, path, host.role) : undefined;
  return {
    // The summary up to its colon: "Create a payment: step 4 of the integration" is a payment created.
    name: operation ? operation.summary.split(':')[0]! : shortUrl(url),
    operationId: operation?.id,
    detail: bodyDetail(body) ?? (operation && path !== undefined ? pathDetail(operation, path) : undefined) ?? '',
  };
}

function bodyDetail(body: string): string | undefined {
  for (const field of BODY_FIELDS) {
    const value = bodyField(body, field);
    if (typeof value === 'string' || typeof value === 'number') return field === 'name' ? `“${value}”` : `${field} ${value}`;
  }
  return undefined;
}

function pathDetail(operation: Operation, path: string): string | undefined {
  const values = matchPath(operation.path, path) ?? {};
  for (const [param, label] of Object.entries(PATH_PARAMS)) {
    const value = values[param];
    if (value) return `${label} ${value.length > 12 ? `${value.slice(0, 8)}…` : value}`;
  }
  return undefined;
}

/**
 * The path and query, ids cut to their first characters, after `status` for the status host and
 * the host itself for one outside the sandbox.
 */
function shortUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const path = `${parsed.pathname}${parsed.search}`.replace(/([0-9a-f]{8})-[0-9a-f-]{27}/gi, '$1…');
    const host = hostOfUrl(url);
    if (!host) return `${parsed.host}${path}`;
    return `${host.role === 'status' ? 'status ' : ''}${path}`;
  } catch {
    return url;
  }
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname;
  } catch {
    return undefined;
  }
}

/** The status classes the history filters by. */
export const STATUS_FILTERS = ['2xx', '3xx', '4xx', '5xx', 'no answer'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Whether the entry's status falls in `filter` (every entry when no filter). */
export function matchesStatus(entry: HistoryEntry, filter: StatusFilter | ''): boolean {
  if (!filter) return true;
  if (filter === 'no answer') return entry.status === undefined;
  return entry.status !== undefined && `${Math.floor(entry.status / 100)}xx` === filter;
}
