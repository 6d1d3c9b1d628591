/** Pricing entries: purchase options shown on the product page, visible to customers at once. */
import type { Caller } from '../access';
import type { GatewayDeps } from '../core';
import { productChildren } from './product-children';
import type { PricingEntryCreate } from '../schemas';

export function pricingModule(deps: GatewayDeps) {
  const entries = productChildren(deps, 'pricingEntries', 'PricingEntryEntity');
  return {
    list: entries.list,
    /** An entry without a price is kept with `price: null`, like a payment without one. */
    create: (caller: Caller, productId: string, { price, description, details }: PricingEntryCreate) =>
      entries.create(caller, productId, { price: price ?? null, description, details }),
    update: entries.update,
    remove: entries.remove,
  };
}
