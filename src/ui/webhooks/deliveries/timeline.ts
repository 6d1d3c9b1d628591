/**
 * A notification's attempts on a time axis: the wait before each retry (from the end of the
 * attempt before it, as the retry policy counts it) and when the next one falls due.
 */
import type { DeliveryAttempt } from '../../../gateway';

/**
 * The wait before `attempt`, from the end of the notification's own attempt before it (a replay
 * in between counts for nothing: the policy never saw it); null for the first or a replay.
 */
export function waitBefore(attempts: readonly DeliveryAttempt[], index: number): number | null {
  const attempt = attempts[index];
  const previous = attempts.slice(0, index).findLast((earlier) => !earlier.kind);
  if (!attempt || !previous || attempt.kind || previous.finishedAt === null) return null;
  return attempt.scheduledAt - previous.finishedAt;
}

/** When the next PENDING attempt of the notification is due, or null when none waits. */
export function nextDueAt(attempts: readonly DeliveryAttempt[]): number | null {
  const due = attempts.filter((attempt) => attempt.state === 'PENDING').map((attempt) => attempt.scheduledAt);
  return due.length ? Math.min(...due) : null;
}
