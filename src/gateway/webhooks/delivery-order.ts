import type { DeliveryAttempt } from '../core';

/**
 * The order deliveries are listed in: oldest first, and at one instant in the order they were
 * queued (ids are time-ordered), so a replay queued after a retry due at the same simulated
 * moment is listed after it, as it was sent.
 */
export function oldestFirst(a: DeliveryAttempt, b: DeliveryAttempt): number {
  return a.scheduledAt - b.scheduledAt || compareKeys(a.id, b.id);
}

/**
 * Two ids in the order the stores keep keys, code unit by code unit; time-ordered ids so compare
 * in the order they were made. (localeCompare's collation was the dearest part of planning an
 * instant of a thousand attempts.)
 */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
