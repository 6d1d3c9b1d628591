/**
 * The webhooks screen's deliveries: notifications as cards, their attempts on a timeline, filters and replays.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { DeliveriesPanel } from './deliveries-panel';
export { groupByNotification } from './group-attempts';
export { NotificationCard } from './notification-card';
