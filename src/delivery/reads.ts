/**
 * The reads of a claim: many attempts or webhooks at once, one by one or in one request,
 * whichever costs less.
 */
import type { DeliveryAttempt, Tx, Webhook } from '../gateway/core';

/** How many records a claim reads one by one before it weighs reading them all in one request. */
const FEW = 64;

/**
 * The records `ids` name that `lot` holds, by id. Read one by one, or the whole lot in one
 * request when `ids` are at least half of it: in a browser, a thousand attempts or webhooks due
 * at one instant took about three times as long read one by one.
 */
async function readById<T extends { id: string }>(
  ids: readonly string[],
  get: (id: string) => Promise<T | undefined>,
  lot: { count: () => Promise<number>; all: () => Promise<T[]> },
): Promise<Map<string, T>> {
  if (ids.length > FEW && ids.length * 2 >= (await lot.count())) {
    const wanted = new Set(ids);
    return new Map((await lot.all()).filter((record) => wanted.has(record.id)).map((record) => [record.id, record]));
  }
  const found = await Promise.all(ids.map(get));
  return new Map(found.flatMap((record) => (record ? [[record.id, record] as const] : [])));
}

/**
 * The attempts `ids` name, read one by one or, when they are at least half of the PENDING ones,
 * with every PENDING attempt in one request (then an attempt no longer PENDING is missing).
 */
export function attemptsMaybePending(tx: Tx, ids: readonly string[]): Promise<Map<string, DeliveryAttempt>> {
  return readById(ids, (id) => tx.get('deliveries', id), {
    count: () => tx.count('deliveries', { index: 'byState', key: 'PENDING' }),
    all: () => tx.find('deliveries', 'byState', 'PENDING'),
  });
}

/** The webhooks `ids` name (an import may have dropped some). */
export function webhooksOf(tx: Tx, ids: readonly string[]): Promise<Map<string, Webhook>> {
  return readById(ids, (id) => tx.get('webhooks', id), { count: () => tx.count('webhooks'), all: () => tx.all('webhooks') });
}
