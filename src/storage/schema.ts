/**
 * The IndexedDB schema: store names, key paths and indexes, with the version and `upgrade()`.
 *
 * WARNING: renaming a store or index, or changing a key path, changes what existing browsers
 * hold. Do it only with a new DB_VERSION and a migration step in `upgrade()`.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import { COLLECTIONS, type Collections, type Indexes } from '../gateway/ports';

export const DB_VERSION = 1;

type StoreSchema<C extends keyof Collections> = {
  key: string;
  value: Collections[C];
  indexes: { [I in keyof Indexes[C]]: Indexes[C][I] & IDBValidKey };
};

export interface GatewayDB extends DBSchema {
  partners: StoreSchema<'partners'>;
  apiKeys: StoreSchema<'apiKeys'>;
  products: StoreSchema<'products'>;
  payments: StoreSchema<'payments'>;
  pricingEntries: StoreSchema<'pricingEntries'>;
  forms: StoreSchema<'forms'>;
  customizations: StoreSchema<'customizations'>;
  webhooks: StoreSchema<'webhooks'>;
  deliveries: StoreSchema<'deliveries'>;
  settings: StoreSchema<'settings'>;
}

/** Key path and indexes of every store, in one table so that the schema reads at a glance. */
const LAYOUT = {
  partners: { keyPath: 'id', indexes: {} },
  apiKeys: { keyPath: 'key', indexes: { byPartner: { keyPath: 'partnerId' } } },
  products: {
    keyPath: 'id',
    indexes: {
      byPartner: { keyPath: ['env', 'partnerId'] },
      byShortName: { keyPath: ['env', 'shortName'], unique: true },
    },
  },
  payments: {
    keyPath: 'hash',
    indexes: {
      byProduct: { keyPath: 'productId' },
      byExternalId: { keyPath: ['productId', 'externalId'], unique: true },
    },
  },
  pricingEntries: { keyPath: 'id', indexes: { byProduct: { keyPath: 'productId' } } },
  forms: {
    keyPath: 'id',
    indexes: { byProduct: { keyPath: 'productId' }, byFormKey: { keyPath: 'formKey' } },
  },
  customizations: { keyPath: 'id', indexes: { byProduct: { keyPath: 'productId' } } },
  webhooks: {
    keyPath: 'id',
    indexes: {
      byPartner: { keyPath: ['env', 'partnerId'] },
      byProduct: { keyPath: 'productIds', multiEntry: true },
    },
  },
  deliveries: {
    keyPath: 'id',
    indexes: {
      byState: { keyPath: 'state' },
      byWebhook: { keyPath: 'webhookId' },
      byPayment: { keyPath: 'paymentHash' },
    },
  },
  settings: { keyPath: 'name', indexes: {} },
} satisfies Record<
  keyof Collections,
  {
    keyPath: string;
    indexes: Record<string, { keyPath: string | string[]; unique?: boolean; multiEntry?: boolean }>;
  }
>;

/** Creates every store at version 1. Later versions add their migration steps here. */
export function upgrade(db: IDBPDatabase<GatewayDB>, oldVersion: number): void {
  if (oldVersion < 1) {
    for (const name of COLLECTIONS) {
      const layout = LAYOUT[name];
      const store = db.createObjectStore(name, { keyPath: layout.keyPath });
      for (const [index, options] of Object.entries(layout.indexes)) {
        const { keyPath, ...flags } = options as { keyPath: string | string[] };
        store.createIndex(index as never, keyPath, flags);
      }
    }
  }
}
