import type { DeliveryAttempt } from './records';

/**
 * The order deliveries are listed in: oldest first, and at one instant in the order they were
 * queued (ids are time-ordered), so a replay queued after a retry due at the same simulated
 * moment is listed after it, as it was sent.
 */
export function oldestFirst(a: DeliveryAttempt, b: DeliveryAttempt): number {
  return a.scheduledAt - b.scheduledAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
