/** Products: the merchant's shop, which everything else hangs off. */
import { assertOwnPartner, type Caller, loadOwnedProduct, partnerOf } from '../access';
import {
  compact,
  type Environment,
  errors,
  type GatewayDeps,
  newUuid,
  type Partner,
  type Product,
  sentFields,
  type Tx,
  withEpochSeconds,
} from '../core';
import type { ProductCreate, ProductUpdate } from '../schemas';

/** The fee every sandbox product gets; the real one is set by the operator per contract. */
const SANDBOX_FEE = { minimum: 100, amount: 150, fixed: false } as const;

export function productsModule({ store, clock }: GatewayDeps) {
  return {
    async create(caller: Caller, input: ProductCreate) {
      assertOwnPartner(caller, input.partnerId);
      const [product, partner] = await store.write(async (tx) => {
        const id = input.id ?? newUuid();
        const [partner, existing] = await Promise.all([partnerOf(tx, caller), tx.get('products', id)]);
        if (existing) throw errors.badRequest(`Product ${id} already exists`);
        await assertShortNameFree(tx, caller.env, input.shortName, id);
        const now = clock.now();
        const { partnerId: _partnerId, id: _id, productType: _type, ...fields } = input;
        const created: Product = {
          ...fields,
          id,
          env: caller.env,
          partnerId: caller.partnerId,
          productType: 'PAY',
          fee: { id: newUuid(), ...SANDBOX_FEE },
          emailEnabled: false,
          smsEnabled: false,
          reviewEnabled: false,
          status: 'ACTIVE',
          creator: partner.name,
          notifyStatuses: ['COMPLETED'],
          createdAt: now,
          updatedAt: now,
        };
        await tx.put('products', compact(created));
        return [created, partner] as const;
      });
      return productView(product, partner);
    },

    async update(caller: Caller, productId: string, changes: ProductUpdate) {
      const [product, partner] = await store.write(async (tx) => {
        const [current, partner] = await Promise.all([loadOwnedProduct(tx, caller, productId), partnerOf(tx, caller)]);
        await assertShortNameFree(tx, caller.env, changes.shortName, productId);
        const { productType: _type, ...fields } = changes;
        const updated: Product = { ...current, ...sentFields(fields), updatedAt: clock.now() };
        await tx.put('products', updated);
        return [updated, partner] as const;
      });
      return productView(product, partner);
    },
  };
}

/** The product object of the interface. */
function productView(product: Product, partner: Partner) {
  const { env: _env, partnerId, notifyStatuses: _statuses, ...fields } = product;
  return withEpochSeconds({
    ...fields,
    partner: { id: partnerId, name: partner.name, productTypes: ['PAY'] },
  });
}

/** The product summary of a webhook's product list. */
export function productSummary({ id, name, productType, status }: Product) {
  return { id, name, productType, status };
}

/** `shortName` is unique within an environment: the keyless status host resolves it. */
async function assertShortNameFree(tx: Tx, env: Environment, shortName: string | undefined, ownId: string): Promise<void> {
  if (shortName === undefined) return;
  const holders = await tx.find('products', 'byShortName', [env, shortName]);
  if (holders.some((holder) => holder.id !== ownId)) {
    throw errors.badRequest(`shortName ${shortName} is already taken`);
  }
}
