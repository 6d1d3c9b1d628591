/**
 * One request and its answer, as the recording exports take them. The console's history and the
 * webhook deliveries both become these, so HAR and msw exports never care where traffic came from.
 */
import type { DeliveryAttempt } from '../../gateway';

export interface RecordedExchange {
  request: { method: string; url: string; headers: Record<string, string>; body: string };
  /** `null` when the call never got an answer (a network error, a receiver that never answers). */
  response: { status: number; statusText?: string; headers: Record<string, string>; body: string } | null;
  /** Epoch milliseconds. */
  startedAt: number;
  durationMs: number;
  /** Where it came from, for the HAR entry's comment: `console`, `webhook delivery`. */
  source: string;
}

/** The attempts that were sent, as exchanges: the gateway calling the merchant's endpoint. */
export function exchangesOfDeliveries(attempts: readonly DeliveryAttempt[]): RecordedExchange[] {
  return attempts
    .filter((attempt) => attempt.sentAt !== null)
    .map((attempt) => ({
      request: attempt.request,
      response: attempt.responseStatus === null ? null : { status: attempt.responseStatus, headers: {}, body: attempt.responseBody ?? '' },
      startedAt: attempt.sentAt!,
      durationMs: Math.max(0, (attempt.finishedAt ?? attempt.sentAt!) - attempt.sentAt!),
      source: `webhook delivery ${attempt.webhookId} attempt ${attempt.attempt}${attempt.error ? `: ${attempt.error}` : ''}`,
    }));
}

/** Oldest first, as a recording is read. */
export function inTimeOrder(exchanges: readonly RecordedExchange[]): RecordedExchange[] {
  return [...exchanges].sort((a, b) => a.startedAt - b.startedAt);
}
