/**
 * The webhooks screen's clock: real or simulated time, setting and advancing it, what is due next.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { useRealNow } from './clock-now';
export { ClockPanel } from './clock-panel';
export { NextDue } from './next-due';
