/**
 * Customizations: the checkout's texts, per product and locale, visible at once. Deleting one
 * leaves the product's others as they are.
 */
import type { GatewayDeps } from '../core';
import { productChildren } from './product-children';

export function customizationsModule(deps: GatewayDeps) {
  return productChildren(deps, 'customizations', 'CustomizationEntity');
}
