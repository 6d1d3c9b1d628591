/**
 * The webhooks screen's relay: deliveries to localhost through the local relay.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { RelayPanel } from './relay-panel';
