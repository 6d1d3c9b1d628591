/** Delivery attempts grouped by notification: one `requestId` and its retries. */
import { type DeliveryAttempt, oldestFirst } from '../../../gateway';

export interface NotificationGroup {
  requestId: string;
  webhookId: string;
  paymentHash: string;
  /** Attempt 1 first. */
  attempts: DeliveryAttempt[];
  /** When attempt 1 was scheduled: when the status change queued the notification. */
  queuedAt: number;
}

/** Groups attempts by `requestId`, newest notification first, each group's attempts in order. */
export function groupByNotification(attempts: readonly DeliveryAttempt[]): NotificationGroup[] {
  const groups = new Map<string, NotificationGroup>();
  for (const attempt of attempts) {
    let group = groups.get(attempt.requestId);
    if (!group) {
      group = { ...pick(attempt), attempts: [], queuedAt: attempt.scheduledAt };
      groups.set(attempt.requestId, group);
    }
    group.attempts.push(attempt);
    group.queuedAt = Math.min(group.queuedAt, attempt.scheduledAt);
  }
  // By time, so that a replay sharing a requestId (a redelivery, a duplicate) follows what it repeats.
  for (const group of groups.values()) group.attempts.sort(oldestFirst);
  return [...groups.values()].sort((a, b) => b.queuedAt - a.queuedAt || b.requestId.localeCompare(a.requestId));
}

/**
 * Where a notification stands, from its own latest attempt (replays sent since tell nothing of
 * how it was delivered): one line for the group's heading.
 */
export function outcomeOf(group: NotificationGroup): { tone: 'ok' | 'error' | 'waiting'; text: string } {
  const own = group.attempts.filter((attempt) => !attempt.kind);
  const attempts = own.length > 0 ? own : group.attempts;
  const last = attempts[attempts.length - 1]!;
  const tries = attempts.length === 1 ? '1 attempt' : `${attempts.length} attempts`;
  switch (last.state) {
    case 'SUCCEEDED':
      return { tone: 'ok', text: `Delivered on attempt ${last.attempt}` };
    case 'FAILED':
      return { tone: 'error', text: `Failed after ${tries}` };
    case 'IN_FLIGHT':
      return { tone: 'waiting', text: `Attempt ${last.attempt} in flight` };
    case 'PENDING':
      return { tone: 'waiting', text: last.attempt === 1 ? 'Queued' : `Retry ${last.attempt - 1} waiting` };
  }
}

/**
 * What each attempt of a group (in order) is called: the notification's own attempts by their
 * number, replays counted apart in the order they were sent, since every replay is its own
 * single attempt 1: "Attempt 1", "Attempt 2", "Replay 1", "Replay 2".
 */
export function attemptNames(attempts: readonly Pick<DeliveryAttempt, 'kind' | 'attempt'>[]): string[] {
  let replays = 0;
  return attempts.map((attempt) => (attempt.kind ? `Replay ${++replays}` : `Attempt ${attempt.attempt}`));
}

function pick({ requestId, webhookId, paymentHash }: DeliveryAttempt) {
  return { requestId, webhookId, paymentHash };
}
