/**
 * What an attempt's `kind` changes about how it is sent: the key and timestamp it is signed with,
 * and how many retries it may have. Ordinary notifications (no kind), replays and the receiver
 * check all read these two rules here, so the delivery path does not depend on the replays module
 * that queues the deliberate faults.
 */
import type { DeliveryAttempt, Webhook } from '../core';

/** How far before real time a `stale-timestamp` fault is signed: well outside the usual 300 s. */
const STALE_BY_SECONDS = 3600;

/** The key a `wrong-signature` fault is signed with: anything but the webhook's secret. */
export const WRONG_SIGNING_SECRET = 'whsec_this_is_not_the_webhooks_signing_secret';

/**
 * The key and timestamp an attempt is signed with at `sentAtSeconds` (real time, unix seconds):
 * the webhook's secret and the send time, except for the two faults that exist to get one of them wrong.
 */
export function signingFor(
  attempt: Pick<DeliveryAttempt, 'kind'>,
  secret: string,
  sentAtSeconds: number,
): { secret: string; timestampSeconds: number } {
  if (attempt.kind === 'wrong-signature') return { secret: WRONG_SIGNING_SECRET, timestampSeconds: sentAtSeconds };
  if (attempt.kind === 'stale-timestamp') return { secret, timestampSeconds: sentAtSeconds - STALE_BY_SECONDS };
  return { secret, timestampSeconds: sentAtSeconds };
}

/** How many retries an attempt may have: a notification's follow the webhook, a replay has none. */
export function retriesFor(attempt: Pick<DeliveryAttempt, 'kind'>, webhook: Pick<Webhook, 'retries'>): number {
  return attempt.kind ? 0 : webhook.retries;
}
