/**
 * Products, the merchant's shop, and what hangs off one: forms (versioned), pricing entries and
 * customizations, the last two through one CRUD (`product-children.ts`).
 *
 * This folder's public entry: what other folders and layers may import of it, and all they may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { customizationsModule } from './customizations';
export { formsModule } from './forms';
export { pricingModule } from './pricing';
export { productsModule, productSummary } from './products';
