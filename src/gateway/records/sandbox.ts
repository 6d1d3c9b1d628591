/** What a real gateway's operator does, as sandbox helpers: notification settings, data tools. */
import { oldestFirst } from '../webhooks';
import {
  type CollectionName,
  COLLECTIONS,
  type DeliveryAttempt,
  errors,
  type GatewayDeps,
  type NotifiableStatus,
  RECEIVER_SETTING_PREFIX,
  type Tx,
} from '../core';

/** The collections a summary counts: every one but the settings, which it reads as receivers. */
export type CountedCollection = Exclude<CollectionName, 'settings'>;

/** How much is stored, as `GET /_sandbox/summary` answers it (with the clock beside it). */
export interface StoredCounts {
  counts: Record<CountedCollection, number>;
  /** Scripted receivers. */
  receivers: number;
}

export function sandboxModule({ store, clock }: GatewayDeps) {
  return {
    /** Which payment statuses notify the product's webhooks. */
    setNotifications(productId: string, statuses: NotifiableStatus[]) {
      return store.write(async (tx) => {
        const product = await tx.get('products', productId);
        if (!product) throw errors.notFound('PayProductEntity');
        const notifyStatuses = [...new Set(statuses)];
        await tx.put('products', { ...product, notifyStatuses, updatedAt: clock.now() });
        return { productId, statuses: notifyStatuses };
      });
    },

    /** The payment statuses that notify the product's webhooks. */
    notifications(productId: string) {
      return store.read(async (tx) => {
        const product = await tx.get('products', productId);
        if (!product) throw errors.notFound('PayProductEntity');
        return { productId, statuses: product.notifyStatuses };
      });
    },

    /**
     * Delivery attempts, optionally of one webhook and/or one payment: all of them oldest first
     * (as the contract says), or with a `limit` only the `limit` created last (before the attempt
     * `before`, when given), read from the index rather than the whole collection, in the order
     * they were created. A page keeps the order its cursor moves in: listed by due time, a retry
     * queued before another payment's attempt but due after it sat at the wrong end of its page,
     * and paging on from the page's first attempt repeated it. With both filters the page is taken
     * by payment and may hold fewer.
     */
    deliveries(filter: DeliveryFilter) {
      return store.read(async (tx) => {
        const { limit } = filter;
        const attempts = limit === undefined ? await everyAttempt(tx, filter) : await newestAttempts(tx, filter, limit);
        const chosen = attempts
          .filter((attempt) => !filter.paymentHash || attempt.paymentHash === filter.paymentHash)
          .filter((attempt) => !filter.webhookId || attempt.webhookId === filter.webhookId);
        return limit === undefined ? chosen.sort(oldestFirst) : chosen.reverse();
      });
    },

    /**
     * Counts every collection through the store's count, which IndexedDB answers from its keys:
     * no record is read, so it stays quick with 100,000 payments stored.
     */
    counts(): Promise<StoredCounts> {
      return store.read(async (tx) => {
        const counted = COLLECTIONS.filter((name): name is CountedCollection => name !== 'settings');
        const numbers = await Promise.all(counted.map((name) => tx.count(name)));
        // Settings are the clock and one record per receiver: a handful, read whole.
        const settings = await tx.all('settings');
        return {
          counts: Object.fromEntries(counted.map((name, i) => [name, numbers[i]!])) as StoredCounts['counts'],
          receivers: settings.filter((setting) => setting.name.startsWith(RECEIVER_SETTING_PREFIX)).length,
        };
      });
    },

    // Export, import and reset load their module when first asked: every page that runs a
    // gateway builds this module, and a docs embed never moves the store whole (issue 40).
    export: async () => (await import('./snapshot')).exportSnapshot(store),
    import: async (snapshot: unknown) => (await import('./snapshot')).importSnapshot(store, snapshot),
    reset: async () => (await import('./snapshot')).resetStore(store),
  };
}

/** Which attempts `deliveries` answers; see there. */
export interface DeliveryFilter {
  webhookId?: string;
  paymentHash?: string;
  limit?: number;
  before?: string;
}

function everyAttempt(tx: Tx, { webhookId, paymentHash }: DeliveryFilter): Promise<DeliveryAttempt[]> {
  if (webhookId) return tx.find('deliveries', 'byWebhook', webhookId);
  if (paymentHash) return tx.find('deliveries', 'byPayment', paymentHash);
  return tx.all('deliveries');
}

/** Attempt ids are time-ordered (UUIDv7), so the primary key order, reversed, is newest first. */
function newestAttempts(tx: Tx, { webhookId, paymentHash, before }: DeliveryFilter, limit: number) {
  // Paging past a record reads only its keys: the id, and the index key, which is given here.
  const after = before === undefined ? undefined : ({ id: before } as DeliveryAttempt);
  if (paymentHash) return tx.page('deliveries', { index: 'byPayment', key: paymentHash, after, limit, reverse: true });
  if (webhookId) return tx.page('deliveries', { index: 'byWebhook', key: webhookId, after, limit, reverse: true });
  return tx.page('deliveries', { after, limit, reverse: true });
}
