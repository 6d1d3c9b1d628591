/** Customizations: the checkout's texts, per product and locale, visible at once. */
import type { Caller } from './caller';
import type { GatewayDeps } from './deps';
import { errors } from './errors';
import { newUuid } from './ids';
import { compact, sentFields, withEpochSeconds } from './objects';
import { loadOwnedProduct } from './ownership';
import type { Tx } from './ports';
import type { Customization } from './records';
import type { CustomizationInput } from './schemas/customization';

export function customizationsModule({ store, clock }: GatewayDeps) {
  return {
    list(caller: Caller, productId: string) {
      return store.read(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const all = await tx.find('customizations', 'byProduct', productId);
        return all.map(withEpochSeconds);
      });
    },

    get(caller: Caller, productId: string, id: string) {
      return store.read(async (tx) => withEpochSeconds(await loadCustomization(tx, caller, productId, id)));
    },

    create(caller: Caller, productId: string, input: CustomizationInput) {
      return store.write(async (tx) => {
        await loadOwnedProduct(tx, caller, productId);
        const now = clock.now();
        const customization: Customization = compact({ ...input, id: newUuid(), productId, createdAt: now, updatedAt: now });
        await tx.put('customizations', customization);
        return withEpochSeconds(customization);
      });
    },

    update(caller: Caller, productId: string, id: string, changes: CustomizationInput) {
      return store.write(async (tx) => {
        const current = await loadCustomization(tx, caller, productId, id);
        const updated: Customization = { ...current, ...sentFields(changes), updatedAt: clock.now() };
        await tx.put('customizations', updated);
        return withEpochSeconds(updated);
      });
    },

    /** The product stops using this configuration; its other customizations stay. */
    remove(caller: Caller, productId: string, id: string) {
      return store.write(async (tx) => {
        await loadCustomization(tx, caller, productId, id);
        await tx.delete('customizations', id);
      });
    },
  };
}

async function loadCustomization(tx: Tx, caller: Caller, productId: string, id: string) {
  await loadOwnedProduct(tx, caller, productId);
  const customization = await tx.get('customizations', id);
  if (!customization || customization.productId !== productId) throw errors.notFound('CustomizationEntity');
  return customization;
}
