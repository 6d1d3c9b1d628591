import type { Caller } from './caller';
import { errors, type Product, type Tx } from '../core';

/**
 * The product at `productId` if the caller may use it: 404 when it does not exist in the caller's
 * environment, 403 when it belongs to another partner.
 */
export async function loadOwnedProduct(tx: Tx, caller: Caller, productId: string): Promise<Product> {
  const product = await tx.get('products', productId);
  if (!product || product.env !== caller.env) throw errors.notFound('PayProductEntity');
  if (product.partnerId !== caller.partnerId) throw errors.notYours('Product', productId);
  return product;
}

/** 403 unless `partnerId` (when sent) is the caller's own partner id. */
export function assertOwnPartner(caller: Caller, partnerId: string | undefined): void {
  if (partnerId !== undefined && partnerId !== caller.partnerId) {
    throw errors.notYours('Partner', partnerId);
  }
}
