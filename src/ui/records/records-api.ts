/**
 * The records browser's calls of the typed client, named for what the screen does: pages and
 * details of records, and the operator actions.
 */
import type { Environment, NotifiableStatus, PaymentStatus, RecordCollection, RecordPage } from '../../gateway';
import { sandbox } from '../shared/sandbox-connection';

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
  const query = { ...filters, limit, after: cursor };
  return sandbox().call(`GET /_sandbox/records/${collection}` as `GET /_sandbox/records/${RecordCollection}`, { query }) as Promise<
    RecordPage<C>
  >;
}

/** One record with what belongs to it (its shape depends on the collection). */
export async function fetchRecordDetail(collection: RecordCollection, id: string): Promise<Record<string, unknown>> {
  const route = `GET /_sandbox/records/${collection}/:id` as `GET /_sandbox/records/${RecordCollection}/:id`;
  return (await sandbox().call(route, { params: { id } })) as Record<string, unknown>;
}

export const recordActions = {
  movePayment: (paymentHash: string, status: PaymentStatus) =>
    sandbox().call('POST /_sandbox/payments/:paymentHash/status', { params: { paymentHash }, body: { status } }),
  setNotifyStatuses: (productId: string, statuses: NotifiableStatus[]) =>
    sandbox().call('PUT /_sandbox/products/:productId/notifications', { params: { productId }, body: { statuses } }),
  revokeKey: (key: string) => sandbox().call('POST /_sandbox/keys/revoke', { body: { key } }),
  createKey: (partnerId: string, env: Environment) => sandbox().call('POST /_sandbox/keys', { body: { partnerId, env } }),
};
