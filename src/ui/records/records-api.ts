/**
 * Every HTTP call of the records browser, in one place so that it can move onto the shared typed
 * client as a whole: pages and details of records, and the operator actions.
 */
import type { Environment, NotifiableStatus, PaymentStatus } from '../../gateway/records';
import type { RecordCollection, RecordPage } from '../../gateway/record-pages';
import { callHelper } from '../shared/gateway-api';

export interface ListFilters {
  q?: string;
  productId?: string;
  partnerId?: string;
}

/** One page of `collection`, after `cursor` when given. */
export function fetchRecordPage<C extends RecordCollection>(
  collection: C,
  filters: ListFilters,
  limit: number,
  cursor?: string,
): Promise<RecordPage<C>> {
  const query = new URLSearchParams({ limit: String(limit) });
  for (const [name, value] of Object.entries({ ...filters, after: cursor })) {
    if (value) query.set(name, value);
  }
  return callHelper('GET', `/records/${collection}?${query}`);
}

/** One record with what belongs to it (its shape depends on the collection). */
export function fetchRecordDetail(collection: RecordCollection, id: string): Promise<Record<string, unknown>> {
  return callHelper('GET', `/records/${collection}/${encodeURIComponent(id)}`);
}

export const recordActions = {
  movePayment: (hash: string, status: PaymentStatus) =>
    callHelper('POST', `/payments/${encodeURIComponent(hash)}/status`, { status }),
  setNotifyStatuses: (productId: string, statuses: NotifiableStatus[]) =>
    callHelper('PUT', `/products/${encodeURIComponent(productId)}/notifications`, { statuses }),
  revokeKey: (key: string) => callHelper('POST', '/keys/revoke', { key }),
  createKey: (partnerId: string, env: Environment) => callHelper('POST', '/keys', { partnerId, env }),
};
