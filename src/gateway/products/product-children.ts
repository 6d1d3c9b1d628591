/**
 * Plain CRUD for the records that hang off one product (pricing entries, customizations): every
 * operation checks the product is the caller's, and a record of another product is not found.
 */
import { type Caller, loadOwnedProduct } from '../access';
import { type Collections, compact, errors, type GatewayDeps, newUuid, sentFields, type Tx, withEpochSeconds } from '../core';

type ProductChild = 'pricingEntries' | 'customizations';
type Stamp = 'id' | 'productId' | 'createdAt' | 'updatedAt';

/** `entity` names the record in 404 messages, as the real service does (`<Name>Entity`). */
export function productChildren<C extends ProductChild>({ store, clock }: GatewayDeps, collection: C, entity: string) {
  type Record = Collections[C];

  async function load(tx: Tx, caller: Caller, productId: string, id: string): Promise<Record> {
    await loadOwnedProduct(tx, caller, productId);
    const record = await tx.get(collection, id);
    if (!record || record.productId !== productId) throw errors.notFound(entity);
    return record;
  }

  return {
    /** The product's records in creation order (ids are time-ordered). */
    list(caller: Caller, productId: string) {
      return store.read(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const records = await tx.find(collection as ProductChild, 'byProduct', productId);
        return records.map((record) => withEpochSeconds(record));
      });
    },

    get(caller: Caller, productId: string, id: string) {
      return store.read(async (tx) => withEpochSeconds(await load(tx, caller, productId, id)));
    },

    create(caller: Caller, productId: string, fields: Omit<Record, Stamp>) {
      return store.write(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const now = clock.now();
        const record = compact({ ...fields, id: newUuid(), productId, createdAt: now, updatedAt: now }) as Record;
        await tx.put(collection, record);
        return withEpochSeconds(record);
      });
    },

    /** Changes the sent fields only. */
    update(caller: Caller, productId: string, id: string, changes: Partial<Omit<Record, Stamp>>) {
      return store.write(async (tx) => {
        const current = await load(tx, caller, productId, id);
        const updated = { ...current, ...sentFields(changes), updatedAt: clock.now() } as Record;
        await tx.put(collection, updated);
        return withEpochSeconds(updated);
      });
    },

    remove(caller: Caller, productId: string, id: string) {
      return store.write(async (tx) => {
        await load(tx, caller, productId, id);
        await tx.delete(collection, id);
      });
    },
  };
}
