/**
 * The IndexedDB schema: the typed stores, the version and `upgrade()`. Key paths and indexes
 * come from the shared layout (`layout.ts`).
 *
 * WARNING: renaming a store or index, or changing a key path, changes what existing browsers
 * hold. Do it only with a new `LAYOUT_VERSION` and a migration step in `upgrade()`.
 */
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';
import { COLLECTIONS, type Collections, type Indexes } from '../../gateway/core';
import { LAYOUT, type IndexLayout } from '../layout';

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

/**
 * Creates every store on a new database and, on an older one, the indexes added since its
 * version (each index says in the layout which version brought it) and drops those the layout
 * no longer has.
 */
export function upgrade(
  db: IDBPDatabase<GatewayDB>,
  oldVersion: number,
  tx: IDBPTransaction<GatewayDB, StoreNames<GatewayDB>[], 'versionchange'>,
): void {
  for (const name of COLLECTIONS) {
    const layout = LAYOUT[name];
    const store = oldVersion < 1 ? db.createObjectStore(name, { keyPath: layout.keyPath }) : tx.objectStore(name);
    for (const index of [...store.indexNames]) {
      if (!(index in layout.indexes)) store.deleteIndex(index as never);
    }
    for (const [index, options] of Object.entries(layout.indexes) as [string, IndexLayout][]) {
      const { keyPath, since = 1, ...flags } = options;
      if (oldVersion < since) store.createIndex(index as never, keyPath, flags);
    }
  }
}
