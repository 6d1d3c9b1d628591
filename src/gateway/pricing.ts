/** Pricing entries: purchase options shown on the product page, visible at once. */
import type { Caller } from './caller';
import type { GatewayDeps } from './deps';
import { errors } from './errors';
import { newUuid } from './ids';
import { compact, sentFields, withEpochSeconds } from './objects';
import { loadOwnedProduct } from './ownership';
import type { Tx } from './ports';
import type { PricingEntry } from './records';
import type { PricingEntryCreate, PricingEntryUpdate } from './schemas/pricing';

export function pricingModule({ store, clock }: GatewayDeps) {
  return {
    list(caller: Caller, productId: string) {
      return store.read(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const entries = await tx.find('pricingEntries', 'byProduct', productId);
        return entries.map(entryView);
      });
    },

    create(caller: Caller, productId: string, input: PricingEntryCreate) {
      return store.write(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const now = clock.now();
        const entry: PricingEntry = compact({
          id: newUuid(),
          productId,
          price: input.price ?? null,
          description: input.description,
          details: input.details,
          createdAt: now,
          updatedAt: now,
        });
        await tx.put('pricingEntries', entry);
        return entryView(entry);
      });
    },

    update(caller: Caller, productId: string, entryId: string, changes: PricingEntryUpdate) {
      return store.write(async (tx) => {
        const entry = await loadEntry(tx, caller, productId, entryId);
        const updated: PricingEntry = { ...entry, ...sentFields(changes), updatedAt: clock.now() };
        await tx.put('pricingEntries', updated);
        return entryView(updated);
      });
    },

    remove(caller: Caller, productId: string, entryId: string) {
      return store.write(async (tx) => {
        await loadEntry(tx, caller, productId, entryId);
        await tx.delete('pricingEntries', entryId);
      });
    },
  };
}

async function loadEntry(tx: Tx, caller: Caller, productId: string, entryId: string) {
  await loadOwnedProduct(tx, caller, productId);
  const entry = await tx.get('pricingEntries', entryId);
  if (!entry || entry.productId !== productId) throw errors.notFound('PricingEntryEntity');
  return entry;
}

function entryView(entry: PricingEntry) {
  return withEpochSeconds(entry);
}
