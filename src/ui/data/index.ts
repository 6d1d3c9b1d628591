/**
 * The data screen: exports, imports and resets of a workspace's records.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { downloadText } from './data-api';
export { DataPage } from './data-page';
