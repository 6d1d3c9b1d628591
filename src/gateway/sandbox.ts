/** What a real gateway's operator does, as sandbox helpers: notification settings, data tools. */
import type { GatewayDeps } from './deps';
import { errors } from './errors';
import type { DeliveryAttempt, NotifiableStatus } from './records';
import { exportSnapshot, importSnapshot, resetStore } from './snapshot';

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

    /** Delivery attempts, oldest first, optionally of one webhook and/or one payment. */
    deliveries(filter: { webhookId?: string; paymentHash?: string }) {
      return store.read(async (tx) => {
        const attempts = filter.webhookId
          ? await tx.find('deliveries', 'byWebhook', filter.webhookId)
          : filter.paymentHash
            ? await tx.find('deliveries', 'byPayment', filter.paymentHash)
            : await tx.all('deliveries');
        return attempts
          .filter((attempt) => !filter.paymentHash || attempt.paymentHash === filter.paymentHash)
          .sort(oldestFirst);
      });
    },

    export: () => exportSnapshot(store),
    import: (snapshot: unknown) => importSnapshot(store, snapshot),
    reset: () => resetStore(store),
  };
}

/** The order deliveries are listed in: oldest first. */
export function oldestFirst(a: DeliveryAttempt, b: DeliveryAttempt): number {
  return a.scheduledAt - b.scheduledAt || a.attempt - b.attempt || a.id.localeCompare(b.id);
}
