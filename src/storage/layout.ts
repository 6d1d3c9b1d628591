/**
 * Key path and indexes of every collection, in one table that every store implementation reads:
 * IndexedDB builds its object stores from it and SQLite its indexed columns, so an index added
 * here exists in both.
 *
 * WARNING: renaming a collection or index, or changing a key path, changes what existing
 * databases hold. Do it only with a new schema version and a migration in each store.
 */
import type { CollectionName, Collections, Indexes } from '../gateway/core';

/**
 * The layout's version: IndexedDB opens its database at it and PostgreSQL records it. 2 added
 * `payments.byCreated` and `payments.byExternal`; 3 `payments.byProductCreated`; 4 removed
 * `payments.byProduct`.
 */
export const LAYOUT_VERSION = 4;

export interface IndexLayout {
  keyPath: string | string[];
  unique?: boolean;
  /** The key path names an array; the record is found under each of its elements. */
  multiEntry?: boolean;
  /** The schema version that added the index (1 when absent). */
  since?: number;
}

export interface CollectionLayout<C extends CollectionName> {
  keyPath: string;
  indexes: { [I in keyof Indexes[C]]: IndexLayout };
}

export const LAYOUT: { [C in CollectionName]: CollectionLayout<C> } = {
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
      // No index by productId alone: byProductCreated lists and counts a product's payments by
      // its prefix, and each index of payments costs every create another page to write.
      byExternalId: { keyPath: ['productId', 'externalId'], unique: true },
      byCreated: { keyPath: 'createdAt', since: 2 },
      // Support searches a merchant's order id without knowing the product.
      byExternal: { keyPath: 'externalId', since: 2 },
      // A product's payments newest first.
      byProductCreated: { keyPath: ['productId', 'createdAt'], since: 3 },
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
};

/** The value of `keyPath` in `record`: one field, or an array of fields for a compound key. */
export function keyAt<C extends CollectionName>(record: Collections[C], keyPath: string | string[]): unknown {
  const fields = record as unknown as Record<string, unknown>;
  return Array.isArray(keyPath) ? keyPath.map((field) => fields[field]) : fields[keyPath];
}

/**
 * Throws unless `prefix` is a shorter leading part of the compound key of `index`, and the page
 * reads no single key besides: any other prefix would mean something different in each store.
 */
export function assertPrefix(
  collection: CollectionName,
  index: string | undefined,
  key: unknown,
  prefix: readonly unknown[] | undefined,
): void {
  if (prefix === undefined) return;
  const indexes = LAYOUT[collection].indexes as Record<string, IndexLayout>;
  const keyPath = index === undefined ? undefined : indexes[index]?.keyPath;
  if (key !== undefined || !Array.isArray(keyPath) || prefix.length === 0 || prefix.length >= keyPath.length) {
    throw new Error(`A page of ${collection} by ${index ?? 'its primary key'} cannot take the prefix ${JSON.stringify(prefix)}`);
  }
}
