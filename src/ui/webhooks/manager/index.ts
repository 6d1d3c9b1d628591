/**
 * The webhooks manager: webhooks and their products, forms, secrets and the receiver check.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { ManagerPanel } from './manager-panel';
