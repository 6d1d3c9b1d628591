/**
 * Customizations: the checkout's texts, per product and locale, visible at once. Deleting one
 * leaves the product's others as they are.
 */
import type { GatewayDeps } from '../core/deps';
import { productRecords } from './product-records';

export function customizationsModule(deps: GatewayDeps) {
  return productRecords(deps, 'customizations', 'CustomizationEntity');
}
