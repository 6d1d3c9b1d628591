/**
 * The webhooks screen's scripted receivers: their list and the form that scripts one.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { ReceiversPanel } from './receivers-panel';
