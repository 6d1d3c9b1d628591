/**
 * The signature lab: why a signature does not verify, and code that verifies one.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { BodyView } from './body-view';
export { SignatureLab } from './signature-lab';
