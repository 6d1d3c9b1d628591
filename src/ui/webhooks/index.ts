/**
 * The webhooks screen: the clock, deliveries, receivers, the relay, the manager, the template and the signature lab.
 *
 * This folder's entry: what code outside it may import of it, and all it may
 * (test/architecture.test.ts). Named re-exports only, which the build reads to send each import
 * to the module behind it (build/gateway-entry-plugin.ts).
 */
export { groupByNotification, NotificationCard } from './deliveries';
export { WebhooksPage } from './webhooks-page';
export { useWebhooksStore } from './webhooks-store';
